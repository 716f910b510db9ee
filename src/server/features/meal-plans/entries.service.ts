import {
  MEAL_ENTRIES_PER_SLOT_MAX,
  PlanReasonSchema,
  type MealPlanEntry,
  type MealPlanEntryInput,
  type MealPlanEntryPatch,
  type MealPlanQuery,
  type MealPlanResponse,
  type MealSlot,
  MealSlotSchema,
  type PlanReason,
} from '@shared/contracts/meal-plans';
import type { RecipeSummary } from '@shared/contracts/recipes';
import { addDays } from '@shared/domain/stock';
import { startOfWeek, weekStartsOn } from '@shared/domain/week-start';
import { uuidv7 } from '@shared/ids';
import { type Executor, nowIso } from '../../db/database';
import { notFound } from '../../platform/errors';
import { getOnboarding } from '../onboarding/onboarding.service';
import type { PantryContext } from '../pantry/pantry.mappers';
import { findVisibleRecipes, type Viewer } from '../recipes/recipes.repository';
import { summariesOf } from '../recipes/recipes.service';
import { getRegionalSettings } from '../settings/settings.service';
import { mealPlanError } from './meal-plans-messages';
import {
  type EntryRow,
  deleteEntryRows,
  findEntryRow,
  insertEntryRows,
  listEntryRows,
  slotEntryRows,
  updateEntryRow,
} from './meal-plans.repository';

/**
 * The meal plan's entries: reading a range of days, adding a recipe or a note to a slot, moving,
 * copying and deleting entries. Every read and write is scoped to the caller's household; an entry
 * of another household is an unknown id (404).
 */

export type MealPlanContext = PantryContext & { userId: string };

/** Servings of a new entry when the household never said its size. */
const DEFAULT_SERVINGS = 2;

export function viewerOf(ctx: MealPlanContext): Viewer {
  return { householdId: ctx.householdId, userId: ctx.userId, language: ctx.language };
}

export async function defaultServings(ctx: MealPlanContext): Promise<number> {
  const onboarding = await getOnboarding({ db: ctx.db, userId: ctx.userId });
  return onboarding.household_size ?? DEFAULT_SERVINGS;
}

function parseReasons(json: string): PlanReason[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((value) => {
      const reason = PlanReasonSchema.safeParse(value);
      return reason.success ? [reason.data] : [];
    });
  } catch {
    return [];
  }
}

/** Entry rows as the API shows them, with their recipes' cards and who planned them. */
export async function entryDtos(db: Executor, ctx: MealPlanContext, rows: EntryRow[]): Promise<MealPlanEntry[]> {
  const viewer = viewerOf(ctx);
  const recipeRows = await findVisibleRecipes(
    db,
    viewer,
    rows.flatMap((row) => (row.recipe_public_id ? [row.recipe_public_id] : [])),
  );
  const summaries = new Map<string, RecipeSummary>(
    (await summariesOf(db, viewer, [...recipeRows.values()])).map((summary) => [summary.id, summary]),
  );
  const userIds = [...new Set(rows.flatMap((row) => (row.created_by ? [row.created_by] : [])))];
  const users =
    userIds.length === 0
      ? []
      : await db
          .selectFrom('users')
          .select(['id', 'first_name', 'last_name'])
          .where('id', 'in', userIds)
          .execute();
  const names = new Map(users.map((u) => [u.id, `${u.first_name} ${u.last_name ?? ''}`.trim()]));
  return rows.map((row) => {
    const recipe = row.recipe_public_id ? (summaries.get(row.recipe_public_id) ?? null) : null;
    const slot = MealSlotSchema.safeParse(row.slot);
    return {
      id: row.id,
      date: row.date,
      slot: slot.success ? slot.data : 'dinner',
      position: Number(row.position),
      recipe,
      // A recipe deleted since it was planned reads as its title.
      note: row.note ?? (recipe ? null : row.title),
      servings: Number(row.servings),
      locked: Number(row.locked) === 1,
      reasons: parseReasons(row.reasons),
      cookedAt: row.cooked_at,
      createdBy: row.created_by ? { id: row.created_by, name: names.get(row.created_by) ?? '' } : null,
      updatedAt: row.updated_at,
    };
  });
}

export async function entryOr404(db: Executor, ctx: MealPlanContext, id: string): Promise<EntryRow> {
  const row = await findEntryRow(db, ctx.householdId, id);
  if (!row) throw notFound();
  return row;
}

/** GET /api/meal-plans: the days from `from`, with what the calendar needs to draw them. */
export async function readPlan(ctx: MealPlanContext, query: MealPlanQuery): Promise<MealPlanResponse> {
  const [regional, servings] = await Promise.all([
    getRegionalSettings({ db: ctx.db, userId: ctx.userId }),
    defaultServings(ctx),
  ]);
  const firstDay = weekStartsOn(regional.region);
  const from = query.from ?? startOfWeek(ctx.today, firstDay);
  const to = addDays(from, query.days - 1);
  const rows = await listEntryRows(ctx.db, ctx.householdId, from, to);
  return {
    from,
    to,
    weekStartsOn: firstDay,
    defaultServings: servings,
    today: ctx.today,
    entries: await entryDtos(ctx.db, ctx, rows),
  };
}

/** A new entry row at the end of its slot (the caller checks the slot has room). */
export function newEntryRow(
  ctx: MealPlanContext,
  fields: Pick<EntryRow, 'date' | 'slot' | 'position' | 'servings'> &
    Partial<Pick<EntryRow, 'recipe_public_id' | 'title' | 'note' | 'generated' | 'reasons' | 'locked'>>,
): EntryRow {
  const now = nowIso();
  return {
    id: uuidv7(),
    household_id: ctx.householdId,
    recipe_public_id: null,
    title: null,
    note: null,
    locked: 0,
    generated: 0,
    reasons: '[]',
    cooked_at: null,
    created_by: ctx.userId,
    created_at: now,
    updated_at: now,
    ...fields,
  };
}

async function roomIn(db: Executor, ctx: MealPlanContext, date: string, slot: MealSlot): Promise<number> {
  const rows = await slotEntryRows(db, ctx.householdId, date, slot);
  if (rows.length >= MEAL_ENTRIES_PER_SLOT_MAX) {
    throw mealPlanError('CONFLICT', 'slotFull', ctx.language, { max: MEAL_ENTRIES_PER_SLOT_MAX });
  }
  return rows.reduce((max, row) => Math.max(max, Number(row.position) + 1), 0);
}

/** The recipe's public id and title as the viewer sees it, or a translated 404-like refusal. */
async function plannedRecipe(ctx: MealPlanContext, recipeId: string): Promise<{ id: string; title: string }> {
  const found = (await findVisibleRecipes(ctx.db, viewerOf(ctx), [recipeId])).get(recipeId);
  if (!found) throw mealPlanError('NOT_FOUND', 'unknownRecipe', ctx.language, {}, 'recipeId');
  return { id: found.public_id, title: found.title };
}

/** POST /api/meal-plans/entries */
export async function addEntry(ctx: MealPlanContext, input: MealPlanEntryInput): Promise<MealPlanEntry> {
  const recipe = input.recipeId ? await plannedRecipe(ctx, input.recipeId) : null;
  const servings = input.servings ?? (await defaultServings(ctx));
  const row = await ctx.db.transaction().execute(async (trx) => {
    const position = await roomIn(trx, ctx, input.date, input.slot);
    const entry = newEntryRow(ctx, {
      date: input.date,
      slot: input.slot,
      position,
      servings,
      recipe_public_id: recipe?.id ?? null,
      title: recipe?.title ?? null,
      note: input.note ?? null,
    });
    await insertEntryRows(trx, [entry]);
    return entry;
  });
  return (await entryDtos(ctx.db, ctx, [row]))[0]!;
}

/** Renumbers a slot's entries 0, 1, 2 … keeping their order, with `moved` put at `index` (or last). */
async function renumberSlot(
  db: Executor,
  ctx: MealPlanContext,
  date: string,
  slot: string,
  moved?: { id: string; index: number | undefined },
): Promise<void> {
  const rows = await slotEntryRows(db, ctx.householdId, date, slot);
  const order = rows.filter((row) => row.id !== moved?.id);
  const movedRow = rows.find((row) => row.id === moved?.id);
  if (movedRow) order.splice(Math.min(moved?.index ?? order.length, order.length), 0, movedRow);
  for (const [position, row] of order.entries()) {
    if (Number(row.position) !== position) await updateEntryRow(db, row.id, { position });
  }
}

/** PATCH /api/meal-plans/entries/:id: move it (day, slot, place), change servings or note, lock it. */
export async function updateEntry(
  ctx: MealPlanContext,
  id: string,
  patch: MealPlanEntryPatch,
): Promise<MealPlanEntry> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const current = await entryOr404(trx, ctx, id);
    const date = patch.date ?? current.date;
    const slot = patch.slot ?? current.slot;
    const moving = date !== current.date || slot !== current.slot;
    if (moving) await roomIn(trx, ctx, date, slot as MealSlot);
    const changes: Partial<EntryRow> = { updated_at: nowIso() };
    if (moving) Object.assign(changes, { date, slot });
    if (patch.servings !== undefined) changes.servings = patch.servings;
    if (patch.locked !== undefined) changes.locked = patch.locked ? 1 : 0;
    if (patch.note !== undefined) {
      // A recipe entry's note is a comment; a note entry cannot lose its text.
      if (patch.note === null && !current.recipe_public_id) changes.note = current.note;
      else changes.note = patch.note;
    }
    // Moved or edited by hand, a planned meal is the household's choice: kept by the next plan.
    if (moving || patch.position !== undefined) changes.locked = patch.locked === false ? 0 : 1;
    await updateEntryRow(trx, id, changes);
    if (moving || patch.position !== undefined) {
      await renumberSlot(trx, ctx, date, slot, { id, index: patch.position });
    }
    if (moving) await renumberSlot(trx, ctx, current.date, current.slot);
    return entryOr404(trx, ctx, id);
  });
  return (await entryDtos(ctx.db, ctx, [row]))[0]!;
}

/** POST /api/meal-plans/entries/:id/copy */
export async function copyEntry(
  ctx: MealPlanContext,
  id: string,
  target: { date: string; slot: MealSlot },
): Promise<MealPlanEntry> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const source = await entryOr404(trx, ctx, id);
    const position = await roomIn(trx, ctx, target.date, target.slot);
    const copy = newEntryRow(ctx, {
      date: target.date,
      slot: target.slot,
      position,
      servings: source.servings,
      recipe_public_id: source.recipe_public_id,
      title: source.title,
      note: source.note,
      // A copy is a choice made by hand.
      locked: 1,
    });
    await insertEntryRows(trx, [copy]);
    return copy;
  });
  return (await entryDtos(ctx.db, ctx, [row]))[0]!;
}

/** DELETE /api/meal-plans/entries/:id */
export async function deleteEntry(ctx: MealPlanContext, id: string): Promise<void> {
  await entryOr404(ctx.db, ctx, id);
  await deleteEntryRows(ctx.db, ctx.householdId, [id]);
}

/** "I cooked this" said from the plan: the entry remembers when. */
export async function markCooked(ctx: MealPlanContext, id: string): Promise<MealPlanEntry> {
  await entryOr404(ctx.db, ctx, id);
  const now = nowIso();
  await updateEntryRow(ctx.db, id, { cooked_at: now, updated_at: now });
  return (await entryDtos(ctx.db, ctx, [await entryOr404(ctx.db, ctx, id)]))[0]!;
}
