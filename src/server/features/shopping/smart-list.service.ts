import type { Language } from '@shared/contracts/settings';
import type {
  ShoppingItemSource,
  ShoppingSourceKind,
  SmartListInput,
  SmartListResponse,
} from '@shared/contracts/shopping';
import { parseIngredientLine } from '@shared/domain/ingredient-parser';
import {
  planShoppingList,
  type ExistingShoppingItem,
  type PlannedLine,
  type ShoppingRecipe,
} from '@shared/domain/shopping-list';
import { isUnit, type Unit } from '@shared/domain/units';
import { nowIso } from '../../db/database';
import { notFound } from '../../platform/errors';
import type { ProductRow } from '../pantry/pantry.rows';
import { findProductRows } from '../pantry/products.repository';
import { usableStock } from '../pantry/usable-stock.service';
import { findVisibleRecipe, listIngredientRows } from '../recipes/recipes.repository';
import { assertRoom, itemRow, sourceOf } from './items.service';
import { type ShoppingContext, listOr404 } from './lists.service';
import { parseFieldTimes, parseSources, toItemDto } from './shopping.mappers';
import {
  findItemRows,
  insertItemRows,
  listItemRows,
  lockHousehold,
  touchList,
  updateItemRow,
  type ItemRow,
} from './shopping.repository';

type Chosen = { recipeId: string; servings?: number | undefined };

/** The chosen recipes with their lines parsed, as planning reads them; 404 for one not visible. */
async function loadRecipes(ctx: ShoppingContext, chosen: readonly Chosen[]): Promise<ShoppingRecipe[]> {
  const viewer = { householdId: ctx.householdId, userId: ctx.userId, language: ctx.language };
  const rows = await Promise.all(chosen.map((c) => findVisibleRecipe(ctx.db, viewer, c.recipeId)));
  if (rows.some((row) => row === undefined)) throw notFound();
  const recipes = rows as NonNullable<(typeof rows)[number]>[];
  const lines = await listIngredientRows(
    ctx.db,
    recipes.map((r) => r.id),
  );
  return recipes.map((recipe, index) => {
    const language = (recipe.language ?? ctx.language) as Language;
    const servings = recipe.servings !== null && recipe.servings > 0 ? recipe.servings : null;
    const wanted = chosen[index]!.servings;
    return {
      recipeId: recipe.public_id,
      title: recipe.title,
      // A recipe that does not say how many it serves is taken as written.
      servings: servings ?? wanted ?? 1,
      wantedServings: wanted ?? servings ?? 1,
      lines: lines
        .filter((line) => line.recipe_id === recipe.id)
        .map((line) => parseIngredientLine(line.text, language)),
    };
  });
}

/** What a planned line's reasons become on the item. */
function sourcesOf(
  line: PlannedLine,
  kind: ShoppingSourceKind,
  products: ReadonlyMap<string, ProductRow>,
): ShoppingItemSource[] {
  return line.sources.map((source) =>
    source.kind === 'recipe'
      ? sourceOf(kind, { recipeId: source.recipeId, title: source.title, quantityText: source.quantityText })
      : sourceOf('low-stock', {
          productId: source.productId,
          title: products.get(source.productId)?.name ?? null,
        }),
  );
}

/** The reasons of both, each (kind, recipe, product) once. */
function mergeSources(kept: ShoppingItemSource[], more: ShoppingItemSource[]): ShoppingItemSource[] {
  const key = (s: ShoppingItemSource) => `${s.kind}|${s.recipeId ?? ''}|${s.productId ?? ''}`;
  const seen = new Set(kept.map(key));
  return [...kept, ...more.filter((s) => !seen.has(key(s)) && seen.add(key(s)))];
}

/**
 * POST /api/shopping-lists/:id/smart: plans the chosen recipes (at the wanted servings) and the
 * products below their minimum against the pantry's usable stock and the list (planShoppingList in
 * src/shared/domain/shopping-list.ts), then writes the plan: an amount the list holds unticked in
 * the same unit grows, anything else is a new item. Another run with nothing changed adds nothing.
 */
export async function smartList(
  ctx: ShoppingContext,
  listId: string,
  input: SmartListInput,
): Promise<SmartListResponse> {
  await listOr404(ctx.db, ctx, listId);
  const [recipes, pantry] = await Promise.all([loadRecipes(ctx, input.recipes ?? []), usableStock(ctx)]);
  const kind: ShoppingSourceKind = input.source ?? 'recipe';
  const added: string[] = [];
  const updated: string[] = [];
  await ctx.db.transaction().execute(async (trx) => {
    added.length = 0;
    updated.length = 0;
    await lockHousehold(trx, ctx.householdId);
    // Read behind the lock: two runs at once plan one after the other, so the second adds nothing.
    const open = await listItemRows(trx, ctx.householdId, listId);
    const existing: ExistingShoppingItem[] = open.map((row) => ({
      foodKey: row.food_key,
      nameNormalized: row.name_normalized,
      quantityMilli: row.quantity_milli,
      unit: row.unit !== null && isUnit(row.unit) ? row.unit : null,
      checked: row.checked === 1,
    }));
    const plan = planShoppingList({
      recipes,
      pantry: pantry.map((p) => ({
        productId: p.id,
        name: p.name,
        nameNormalized: p.nameNormalized,
        foodKey: p.foodKey,
        unit: (isUnit(p.unit) ? p.unit : 'piece') as Unit,
        conversions: p.conversions,
        usableMilli: p.usableMilli,
        minimumMilli: p.minimumMilli > 0 ? p.minimumMilli : null,
      })),
      existing,
      lowStock: input.lowStock ?? false,
      language: ctx.language,
    });
    const products = new Map(
      (
        await findProductRows(
          trx,
          ctx.householdId,
          plan.flatMap((line) => (line.productId ? [line.productId] : [])),
        )
      ).map((p) => [p.id, p]),
    );
    const at = nowIso();
    const fresh: ItemRow[] = [];
    for (const line of plan) {
      const sources = sourcesOf(line, kind, products);
      const product = line.productId ? products.get(line.productId) : undefined;
      const amounts = [
        { quantityMilli: line.quantityMilli, unit: line.unit },
        ...line.otherAmounts.map((a) => ({
          quantityMilli: a.quantityMilli as number | null,
          unit: a.unit as Unit | null,
        })),
      ];
      for (const amount of amounts) {
        const same = open.find(
          (row) =>
            row.checked === 0 &&
            (line.foodKey !== null
              ? row.food_key === line.foodKey
              : row.name_normalized === line.nameNormalized) &&
            (row.quantity_milli === null) === (amount.quantityMilli === null) &&
            (amount.quantityMilli === null || row.unit === amount.unit),
        );
        if (same) {
          const quantity =
            amount.quantityMilli === null ? null : (same.quantity_milli ?? 0) + amount.quantityMilli;
          const merged = mergeSources(parseSources(same.sources), sources);
          if (quantity === same.quantity_milli && merged.length === parseSources(same.sources).length)
            continue;
          same.quantity_milli = quantity;
          same.sources = JSON.stringify(merged);
          await updateItemRow(trx, ctx.householdId, same.id, {
            quantity_milli: quantity,
            sources: same.sources,
            field_times: JSON.stringify({ ...parseFieldTimes(same.field_times), amount: at }),
            updated_at: at,
          });
          if (!updated.includes(same.id)) updated.push(same.id);
          continue;
        }
        const row = itemRow(
          ctx,
          listId,
          {
            name: line.food,
            foodKey: line.foodKey,
            quantityMilli: amount.quantityMilli,
            unit: amount.unit,
            category: line.category ?? undefined,
            product,
            source: sources[0]?.kind ?? kind,
            sources,
          },
          at,
        );
        fresh.push(row);
        open.push({ ...row, adder_first: null, adder_last: null });
        added.push(row.id);
      }
    }
    await assertRoom(trx, ctx, listId, fresh.length);
    await insertItemRows(trx, fresh);
    if (fresh.length > 0 || updated.length > 0) await touchList(trx, listId, at);
  });
  const rows = new Map(
    (await findItemRows(ctx.db, ctx.householdId, [...added, ...updated])).map((r) => [r.id, r]),
  );
  const dto = (ids: string[]) => ids.flatMap((id) => (rows.has(id) ? [toItemDto(rows.get(id)!)] : []));
  return { added: dto(added), updated: dto(updated.filter((id) => !added.includes(id))) };
}
