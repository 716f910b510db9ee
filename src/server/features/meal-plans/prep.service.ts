import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  PrepMealSchema,
  PrepTaskSchema,
  type PrepMeal,
  type PrepSession,
  type PrepSessionSummary,
} from '@shared/contracts/meal-plans';
import type { Language } from '@shared/contracts/settings';
import { parseIngredientLine } from '@shared/domain/ingredient-parser';
import { storageAdvice } from '@shared/domain/meal-storage';
import { schedulePrepSession, type PrepRecipe } from '@shared/domain/prep-scheduler';
import { addDays, daysBetween } from '@shared/domain/stock';
import { uuidv7 } from '@shared/ids';
import { nowIso } from '../../db/database';
import { notFound } from '../../platform/errors';
import { findVisibleRecipes, listApplianceSlugs, listIngredientRows } from '../recipes/recipes.repository';
import { type MealPlanContext, viewerOf } from './entries.service';
import { mealPlanError } from './meal-plans-messages';
import {
  type SessionRow,
  findSessionRow,
  insertSessionRow,
  listSessionRows,
  listEntryRows,
  pruneSessions,
  updateSessionDone,
} from './meal-plans.repository';

/**
 * Prep sessions: the planned recipes of a range of days cooked in one batch. The shared scheduler
 * (src/shared/domain/prep-scheduler.ts) merges the same preparation across recipes and runs the
 * oven and the hob side by side; meal-storage.ts says how each dish keeps and reheats. A session is
 * stored as computed, with the tasks ticked off, so a closed page opens where it was left.
 */

/** Cooked dishes keep 2–3 months frozen (USDA FSIS, leftovers): the shorter end. */
const FREEZER_DAYS = 60;

/** Sessions kept per household (older ones are recomputed in a click). */
const SESSIONS_KEPT = 20;

const StoredPlanSchema = z.object({
  totalMinutes: z.number(),
  sequentialMinutes: z.number(),
  tasks: z.array(PrepTaskSchema),
  meals: z.array(PrepMealSchema),
});
type StoredPlan = z.infer<typeof StoredPlanSchema>;

function parseDone(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function toSession(row: SessionRow): PrepSession {
  const plan = StoredPlanSchema.parse(JSON.parse(row.plan));
  return {
    id: row.id,
    from: row.from_date,
    to: row.to_date,
    createdAt: row.created_at,
    totalMinutes: plan.totalMinutes,
    sequentialMinutes: plan.sequentialMinutes,
    tasks: plan.tasks,
    meals: plan.meals,
    done: parseDone(row.done),
  };
}

/** The plan of a session for the recipes planned from `from` for `days` days. */
async function computePlan(ctx: MealPlanContext, from: string, to: string): Promise<StoredPlan> {
  const entries = (await listEntryRows(ctx.db, ctx.householdId, from, to)).filter((e) => e.recipe_public_id);
  const recipeRows = await findVisibleRecipes(
    ctx.db,
    viewerOf(ctx),
    entries.map((e) => e.recipe_public_id!),
  );
  // Each recipe once, for all the meals it is planned for, in the order they are eaten.
  const planned = new Map<string, { servings: number; dates: string[] }>();
  for (const entry of entries) {
    if (!recipeRows.has(entry.recipe_public_id!)) continue;
    const meal = planned.get(entry.recipe_public_id!) ?? { servings: 0, dates: [] };
    meal.servings += Number(entry.servings);
    if (!meal.dates.includes(entry.date)) meal.dates.push(entry.date);
    planned.set(entry.recipe_public_id!, meal);
  }
  if (planned.size === 0) throw mealPlanError('CONFLICT', 'noRecipes', ctx.language);
  const rows = [...planned.keys()].map((id) => recipeRows.get(id)!);
  const ids = rows.map((row) => row.id);
  const [lines, steps, appliances] = await Promise.all([
    listIngredientRows(ctx.db, ids),
    ctx.db
      .selectFrom('recipe_steps')
      .selectAll()
      .where('recipe_id', 'in', ids)
      .orderBy('recipe_id')
      .orderBy('position')
      .execute(),
    listApplianceSlugs(ctx.db, ids),
  ]);
  const recipes: PrepRecipe[] = [];
  const meals: PrepMeal[] = [];
  for (const row of rows) {
    const language = (row.language ?? ctx.language) as Language;
    const ownLines = lines.filter((line) => line.recipe_id === row.id);
    const ownSteps = steps.filter((step) => step.recipe_id === row.id).map((step) => step.text);
    recipes.push({
      id: row.public_id,
      title: row.title,
      language,
      steps: ownSteps,
      ingredients: ownLines.map((line) => {
        const parsed = parseIngredientLine(line.text, language);
        return {
          text: line.text,
          foodKey: line.food_key,
          foodName: line.food_name,
          preparation: parsed.preparation,
          quantityText: null,
        };
      }),
      appliances: appliances.get(row.id) ?? [],
      totalMinutes: row.total_minutes,
    });
    const meal = planned.get(row.public_id)!;
    const advice = storageAdvice({
      title: row.title,
      tags: JSON.parse(row.tags) as string[],
      foodKeys: ownLines.flatMap((line) => (line.food_key ? [line.food_key] : [])),
      steps: ownSteps,
      language,
    });
    // Portions eaten after they would keep in the fridge go in the freezer, when the dish freezes.
    const lastDay = meal.dates[meal.dates.length - 1] ?? from;
    const frozen = advice.freezable && daysBetween(from, lastDay) > advice.useByDays;
    meals.push({
      recipeId: row.public_id,
      title: row.title,
      servings: meal.servings,
      dates: meal.dates,
      ...advice,
      ...(frozen ? { storage: 'freezer' as const, useByDays: FREEZER_DAYS } : {}),
    });
  }
  const schedule = schedulePrepSession(recipes);
  return {
    totalMinutes: schedule.totalMinutes,
    sequentialMinutes: schedule.sequentialMinutes,
    tasks: schedule.tasks,
    meals,
  };
}

/**
 * The scheduler's task ids ("<recipe>:s2", "prep:onion") as ids of this session alone: a short
 * hash of both, in the alphabet of every other id. A task id from another household's session
 * names nothing here.
 */
function withSessionTaskIds(plan: StoredPlan, sessionId: string): StoredPlan {
  const idOf = (taskId: string) =>
    createHash('sha256').update(`${sessionId}\n${taskId}`).digest('base64url').slice(0, 22);
  return {
    ...plan,
    tasks: plan.tasks.map((task) => ({ ...task, id: idOf(task.id), dependsOn: task.dependsOn.map(idOf) })),
  };
}

/** POST /api/meal-prep/sessions */
export async function createSession(
  ctx: MealPlanContext,
  input: { from: string; days?: number | undefined },
): Promise<PrepSession> {
  const to = addDays(input.from, (input.days ?? 7) - 1);
  const id = uuidv7();
  const plan = withSessionTaskIds(await computePlan(ctx, input.from, to), id);
  const now = nowIso();
  const row: SessionRow = {
    id,
    household_id: ctx.householdId,
    from_date: input.from,
    to_date: to,
    plan: JSON.stringify(plan),
    done: '[]',
    created_by: ctx.userId,
    created_at: now,
    updated_at: now,
  };
  await insertSessionRow(ctx.db, row);
  await pruneSessions(ctx.db, ctx.householdId, SESSIONS_KEPT);
  return toSession(row);
}

async function sessionOr404(ctx: MealPlanContext, id: string): Promise<SessionRow> {
  const row = await findSessionRow(ctx.db, ctx.householdId, id);
  if (!row) throw notFound();
  return row;
}

/** GET /api/meal-prep/sessions: the latest sessions, to pick one up again. */
export async function listSessions(ctx: MealPlanContext): Promise<PrepSessionSummary[]> {
  const rows = await listSessionRows(ctx.db, ctx.householdId, SESSIONS_KEPT);
  return rows.map((row) => {
    const session = toSession(row);
    return {
      id: session.id,
      from: session.from,
      to: session.to,
      createdAt: session.createdAt,
      taskCount: session.tasks.length,
      doneCount: session.done.length,
    };
  });
}

/** GET /api/meal-prep/sessions/:id */
export async function getSession(ctx: MealPlanContext, id: string): Promise<PrepSession> {
  return toSession(await sessionOr404(ctx, id));
}

/** PATCH /api/meal-prep/sessions/:id: tick or untick a task; an unknown task id is a 404. */
export async function tickTask(
  ctx: MealPlanContext,
  id: string,
  input: { taskId: string; done: boolean },
): Promise<PrepSession> {
  const session = await ctx.db.transaction().execute(async (trx) => {
    const row = await findSessionRow(trx, ctx.householdId, id);
    if (!row) throw notFound();
    const current = toSession(row);
    if (!current.tasks.some((task) => task.id === input.taskId)) throw notFound();
    const done = new Set(current.done);
    if (input.done) done.add(input.taskId);
    else done.delete(input.taskId);
    const ordered = current.tasks.map((task) => task.id).filter((taskId) => done.has(taskId));
    const now = nowIso();
    await updateSessionDone(trx, id, JSON.stringify(ordered), now);
    return { ...row, done: JSON.stringify(ordered), updated_at: now };
  });
  return toSession(session);
}
