/**
 * The staples a new household can start with (onboarding's "set up my pantry"): long-keeping
 * pantry basics, more kinds and larger amounts for larger households. The server stores them
 * without an expiry date, since a guess would be taken for a real date.
 */
import { PANTRY_SIZES } from '../contracts/onboarding';
import type { Unit } from './units';

export { PANTRY_SIZES };
/** small ≈ 1–2 people, medium 3–4, large 5 or more. */
export type PantrySize = (typeof PANTRY_SIZES)[number];

export type StarterItem = { foodKey: string; quantity: number; unit: Unit };

type Row = { foodKey: string; unit: Unit; amounts: Record<PantrySize, number | null> };

const row = (
  foodKey: string,
  unit: Unit,
  small: number | null,
  medium: number | null,
  large: number,
): Row => ({
  foodKey,
  unit,
  amounts: { small, medium, large },
});

// Amounts are the usual pack sizes a household buys; null = not in that size's starter set.
const STAPLES: readonly Row[] = [
  row('salt', 'g', 500, 1000, 1000),
  row('black-pepper', 'g', 50, 50, 100),
  row('olive-oil', 'l', 0.5, 0.75, 1),
  row('vegetable-oil', 'l', null, 1, 2),
  row('flour', 'kg', 1, 2, 3),
  row('sugar', 'kg', 1, 1, 2),
  row('rice', 'kg', 1, 2, 5),
  row('pasta', 'g', 500, 1000, 2000),
  row('canned-tomatoes', 'can', 2, 4, 6),
  row('stock-cubes', 'piece', 8, 12, 24),
  row('tomato-paste', 'g', null, 200, 400),
  row('canned-beans', 'can', null, 2, 4),
  row('canned-tuna', 'can', null, 2, 4),
  row('oats', 'g', null, 500, 1000),
  row('honey', 'g', null, 250, 500),
  row('vinegar', 'ml', null, 500, 750),
  row('soy-sauce', 'ml', null, 150, 250),
  row('baking-powder', 'g', null, 100, 100),
  row('paprika', 'g', null, 50, 50),
  row('dried-herbs', 'g', null, 20, 40),
  row('dried-lentils', 'g', null, null, 500),
  row('coconut-milk', 'can', null, null, 2),
  row('peanut-butter', 'jar', null, null, 1),
  row('cinnamon', 'g', null, null, 50),
  row('cumin', 'g', null, null, 50),
  row('cornstarch', 'g', null, null, 250),
  row('baking-soda', 'g', null, null, 100),
  row('brown-sugar', 'g', null, null, 500),
  row('ketchup', 'g', null, null, 500),
  row('mustard', 'g', null, null, 200),
];

/**
 * Staples for a household of that size (small ≈ 1–2 people, medium 3–4, large 5+): salt, pepper,
 * oil, flour, sugar, rice, pasta, canned tomatoes, stock cubes, and for larger sizes more kinds
 * (beans, tuna, oats, spices, …) in larger amounts. Every foodKey is in FOOD_CATALOGUE.
 */
export function starterPantry(size: PantrySize): StarterItem[] {
  const items: StarterItem[] = [];
  for (const staple of STAPLES) {
    const quantity = staple.amounts[size];
    if (quantity !== null && quantity !== undefined)
      items.push({ foodKey: staple.foodKey, quantity, unit: staple.unit });
  }
  return items;
}
