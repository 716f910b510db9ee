/**
 * The order of a store's aisles, set by hand and learned from the order items are ticked.
 *
 * An order is a rank per aisle (lower first). A shopping trip is a run of ticks on one store's
 * lists with no gap longer than TRIP_GAP_MS. When, within a trip, an item of aisle B is ticked
 * right after one of aisle A while the order still puts B before A, the shopper walked A → B:
 * B moves halfway towards "just after A". One odd trip nudges the order; the same walk on two
 * trips puts B after a neighbouring A (an aisle further off takes a few more).
 */
import { FOOD_CATEGORIES, type FoodCategory } from './food-categories';

export type AisleRanks = Partial<Record<FoodCategory, number>>;

/** Ticks further apart than this belong to different trips. */
export const TRIP_GAP_MS = 2 * 60 * 60 * 1000;

/**
 * How a supermarket is usually walked: fresh produce at the door, then chilled, meat, the dry
 * aisles, drinks, the frozen food last so it stays cold, and anything else at the end.
 */
export const DEFAULT_AISLE_ORDER: readonly FoodCategory[] = [
  'produce',
  'dairy',
  'meat',
  'pantry',
  'beverages',
  'frozen',
  'other',
];

/** The aisles in walking order: ranked ones by rank, unranked ones in the default order after them. */
export function aisleOrder(ranks: AisleRanks): FoodCategory[] {
  const defaultIndex = (aisle: FoodCategory) => DEFAULT_AISLE_ORDER.indexOf(aisle);
  return [...FOOD_CATEGORIES].sort((a, b) => {
    const ra = ranks[a];
    const rb = ranks[b];
    if (ra !== undefined && rb !== undefined && ra !== rb) return ra - rb;
    if (ra !== undefined && rb === undefined) return -1;
    if (ra === undefined && rb !== undefined) return 1;
    return defaultIndex(a) - defaultIndex(b);
  });
}

/** Ranks 0…n−1 for an order given by hand; aisles it leaves out follow in the default order. */
export function ranksFromOrder(order: readonly FoodCategory[]): AisleRanks {
  const full = [...order, ...aisleOrder({}).filter((aisle) => !order.includes(aisle))];
  return Object.fromEntries(full.map((aisle, index) => [aisle, index])) as AisleRanks;
}

/**
 * The order after a tick of `aisle` that came right after a tick of `previous` in the same trip.
 * Nothing changes when the two are the same aisle or already in walking order; otherwise `aisle`
 * moves halfway from its rank to just after `previous` (between it and the aisle that follows it).
 * Ranks are fractions, so that two halfway moves cross; they are renumbered when two come too close.
 */
export function learnFromTick(ranks: AisleRanks, previous: FoodCategory | null, aisle: FoodCategory): AisleRanks {
  if (previous === null || previous === aisle) return ranks;
  const full = { ...ranksFromOrder(aisleOrder(ranks)), ...ranks } as Record<FoodCategory, number>;
  const order = aisleOrder(full);
  if (order.indexOf(aisle) > order.indexOf(previous)) return ranks;
  const others = order.filter((a) => a !== aisle);
  const after = others[others.indexOf(previous) + 1];
  const target = after === undefined ? full[previous] + 1 : (full[previous] + full[after]) / 2;
  const next = { ...full, [aisle]: (full[aisle] + target) / 2 };
  const ranked = aisleOrder(next).map((a) => next[a]);
  const crowded = ranked.some((rank, index) => index > 0 && rank - ranked[index - 1]! < 1e-6);
  return crowded ? ranksFromOrder(aisleOrder(next)) : next;
}

/** Whether a tick at `now` continues the trip whose last tick was at `lastTickAt`. */
export function sameTrip(lastTickAt: string | null, now: string): boolean {
  if (lastTickAt === null) return false;
  const gap = Date.parse(now) - Date.parse(lastTickAt);
  return gap >= 0 && gap <= TRIP_GAP_MS;
}
