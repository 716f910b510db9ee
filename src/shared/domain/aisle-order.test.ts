import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOOD_CATEGORIES, type FoodCategory } from './food-categories';
import { DEFAULT_AISLE_ORDER, aisleOrder, learnFromTick, ranksFromOrder, sameTrip } from './aisle-order';

describe('aisle order', () => {
  it('starts in the usual walking order and lists every aisle once', () => {
    expect(aisleOrder({})).toEqual(DEFAULT_AISLE_ORDER);
    expect([...aisleOrder({ frozen: 0 })].sort()).toEqual([...FOOD_CATEGORIES].sort());
    expect(aisleOrder({ frozen: 0 })[0]).toBe('frozen');
  });

  it('keeps an order set by hand, the aisles it leaves out after it', () => {
    const ranks = ranksFromOrder(['beverages', 'meat']);
    expect(aisleOrder(ranks).slice(0, 3)).toEqual(['beverages', 'meat', 'produce']);
  });

  it('learns a walk seen on two trips, and not from one tick alone', () => {
    // The shopper takes the meat before the dairy; the default order has dairy first.
    const once = learnFromTick({}, 'meat', 'dairy');
    expect(aisleOrder(once).indexOf('dairy')).toBeLessThan(aisleOrder(once).indexOf('meat'));
    const twice = learnFromTick(once, 'meat', 'dairy');
    expect(aisleOrder(twice).indexOf('dairy')).toBe(aisleOrder(twice).indexOf('meat') + 1);
  });

  it('moves a far aisle step by step, and leaves an order that is already walked alone', () => {
    let ranks = {};
    for (let trip = 0; trip < 6; trip++) ranks = learnFromTick(ranks, 'frozen', 'produce');
    expect(aisleOrder(ranks).indexOf('produce')).toBeGreaterThan(aisleOrder(ranks).indexOf('frozen'));
    expect(learnFromTick(ranksFromOrder(DEFAULT_AISLE_ORDER), 'produce', 'meat')).toEqual(
      ranksFromOrder(DEFAULT_AISLE_ORDER),
    );
    expect(learnFromTick({}, null, 'meat')).toEqual({});
  });

  it('stays a permutation of the aisles whatever the ticks (property)', () => {
    const aisle = fc.constantFrom(...FOOD_CATEGORIES);
    fc.assert(
      fc.property(fc.array(fc.tuple(aisle, aisle), { maxLength: 300 }), (ticks) => {
        let ranks = {};
        for (const [previous, current] of ticks) ranks = learnFromTick(ranks, previous as FoodCategory, current);
        const order = aisleOrder(ranks);
        expect(new Set(order).size).toBe(FOOD_CATEGORIES.length);
        // The last walk seen is never contradicted right after it was made twice.
        const last = ticks.at(-1);
        if (last && last[0] !== last[1]) {
          const again = learnFromTick(learnFromTick(ranks, last[0], last[1]), last[0], last[1]);
          const walked = aisleOrder(again);
          // Twice more towards "after previous": it has at least moved, or already was after.
          expect(walked.indexOf(last[1])).toBeGreaterThanOrEqual(
            Math.min(order.indexOf(last[1]), walked.indexOf(last[0]) + 1),
          );
        }
      }),
    );
  });

  it('tells ticks of one trip from the next trip', () => {
    expect(sameTrip(null, '2026-01-01T10:00:00.000Z')).toBe(false);
    expect(sameTrip('2026-01-01T10:00:00.000Z', '2026-01-01T10:20:00.000Z')).toBe(true);
    expect(sameTrip('2026-01-01T10:00:00.000Z', '2026-01-01T13:00:00.000Z')).toBe(false);
  });
});
