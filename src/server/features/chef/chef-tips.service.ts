import { CHEF_TIP_INTERVAL_MS, type ChefTip } from '@shared/contracts/chef';
import { addDays } from '@shared/domain/stock';
import { nowIso } from '../../db/database';
import { listBelowMinimum, listExpiringEntries } from '../pantry/pantry-views.repository';
import { suggestRecipes } from '../recipes/kitchen.service';
import { getSettings } from '../settings/settings.service';
import type { ChefContext } from './chef-replies.service';
import { CHEF_TEXTS, say } from './chef-texts';

/**
 * 'Chef Says' (spec §2's ai-chef toast): one tip at a time, at most one every
 * CHEF_TIP_INTERVAL_MS per user on any device, never the same one twice, none when the user turned
 * them off. An item that expires today or tomorrow comes first, with a recipe that uses it; then
 * an item below its minimum, to put on the shopping list.
 */
export async function nextTip(ctx: ChefContext, now: Date = new Date()): Promise<ChefTip | null> {
  const settings = await getSettings({ db: ctx.db, userId: ctx.userId });
  if (!settings.chefTips) return null;
  const since = nowIso(new Date(now.getTime() - CHEF_TIP_INTERVAL_MS));
  const recent = await ctx.db
    .selectFrom('chef_tips')
    .select('key')
    .where('user_id', '=', ctx.userId)
    .where('shown_at', '>', since)
    .executeTakeFirst();
  if (recent) return null;

  const tip = await firstUnseen(ctx, [...(await expiringTips(ctx)), ...(await lowStockTips(ctx))]);
  if (!tip) return null;
  // Two devices asking at once: the key is the primary key's second half, so one of them wins.
  const inserted = await ctx.db
    .insertInto('chef_tips')
    .values({ user_id: ctx.userId, key: tip.key, shown_at: nowIso(now) })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? tip.resolve() : null;
}

/** A tip before its recipe is looked up (only the one shown pays for that). */
type Candidate = { key: string; resolve: () => Promise<ChefTip> };

async function firstUnseen(ctx: ChefContext, candidates: Candidate[]): Promise<Candidate | null> {
  if (candidates.length === 0) return null;
  const seen = await ctx.db
    .selectFrom('chef_tips')
    .select('key')
    .where('user_id', '=', ctx.userId)
    .where(
      'key',
      'in',
      candidates.map((c) => c.key),
    )
    .execute();
  const shown = new Set(seen.map((row) => row.key));
  return candidates.find((candidate) => !shown.has(candidate.key)) ?? null;
}

async function expiringTips(ctx: ChefContext): Promise<Candidate[]> {
  const t = CHEF_TEXTS[ctx.language];
  const entries = await listExpiringEntries(ctx.db, ctx.householdId, addDays(ctx.today, 1), 5);
  return entries
    .filter((entry) => entry.expires_on! >= ctx.today)
    .map((entry) => ({
      key: `expiring:${entry.id}:${entry.expires_on}`,
      resolve: async () => {
        const when = entry.expires_on === ctx.today ? t.today : t.tomorrow;
        const [recipe] = await suggestRecipes(ctx, { maxMissing: 3, limit: 1, productId: entry.product_id });
        return recipe
          ? {
              key: `expiring:${entry.id}:${entry.expires_on}`,
              text: say(t.tipExpiring, { item: entry.product_name, when, recipe: recipe.recipe.title }),
              action: { kind: 'open' as const, href: `/recipes/${recipe.recipe.id}` },
            }
          : {
              key: `expiring:${entry.id}:${entry.expires_on}`,
              text: say(t.tipExpiringNoRecipe, { item: entry.product_name, when }),
              action: { kind: 'open' as const, href: '/pantry' },
            };
      },
    }));
}

async function lowStockTips(ctx: ChefContext): Promise<Candidate[]> {
  const t = CHEF_TEXTS[ctx.language];
  const products = await listBelowMinimum(ctx.db, ctx.householdId, 5);
  return products.map((product) => {
    // Once a day at most for the same product.
    const key = `low:${product.id}:${ctx.today}`;
    return {
      key,
      resolve: async () => ({
        key,
        text: say(t.tipLow, { item: product.name }),
        action: { kind: 'shoppingList' as const, lines: [product.name] },
      }),
    };
  });
}
