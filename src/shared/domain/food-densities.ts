/**
 * How much a cup of a food weighs, as grams per millilitre, so that a recipe can switch between
 * cups and grams ("1 cup flour" ↔ 120 g).
 *
 * Sources: the King Arthur Baking ingredient weight chart (grams per US cup for baking staples, as
 * spooned and levelled) and USDA FoodData Central household measures (grams per cup, tablespoon or
 * teaspoon). Each figure is that weight divided by the cup's 236.59 ml (15 ml a tablespoon, 4.93 ml
 * a teaspoon), rounded to two decimals; the comment gives the weight it comes from. A measured cup
 * varies by a few percent with how it is filled, which is less than these figures' rounding matters.
 *
 * Keys are food catalogue keys where the catalogue has the food, otherwise normalised English names
 * ("icing sugar", "grated parmesan"), which are looked up first because they are more precise
 * than the catalogue food they belong to (icing sugar is "sugar" in the catalogue).
 */
import { normalizeFoodName } from './food-catalogue';

/** A food's density and whether cooks measure it as a liquid (ml) or by weight (g) in metric. */
export type FoodDensity = { gramsPerMl: number; liquid: boolean };

const dry = (gramsPerMl: number): FoodDensity => ({ gramsPerMl, liquid: false });
const liquid = (gramsPerMl: number): FoodDensity => ({ gramsPerMl, liquid: true });

/** Densities by food catalogue key. */
export const DENSITY_BY_FOOD_KEY: Readonly<Record<string, FoodDensity>> = {
  flour: dry(0.51), // all-purpose flour, 120 g a cup
  'wholemeal-flour': dry(0.48), // whole wheat flour, 113 g a cup
  sugar: dry(0.84), // granulated sugar, 198 g a cup
  'brown-sugar': dry(0.9), // packed brown sugar, 213 g a cup
  butter: dry(0.96), // 227 g a cup (two sticks)
  margarine: dry(0.96), // as butter
  rice: dry(0.78), // long-grain white rice, uncooked, 185 g a cup
  'brown-rice': dry(0.8), // uncooked, 190 g a cup
  oats: dry(0.38), // rolled oats, 89 g a cup
  cornstarch: dry(0.47), // 112 g a cup
  cocoa: dry(0.36), // unsweetened cocoa powder, 84 g a cup
  salt: dry(1.22), // table salt, 288 g a cup
  'baking-powder': dry(0.81), // 4 g a teaspoon
  'baking-soda': dry(1.22), // 6 g a teaspoon
  yeast: dry(0.63), // instant yeast, 3.1 g a teaspoon
  cinnamon: dry(0.53), // ground, 2.6 g a teaspoon
  'hard-cheese': dry(0.42), // grated hard cheese, 100 g a cup
  'cream-cheese': dry(0.96), // 227 g a cup
  quark: dry(1.04), // ricotta, 246 g a cup
  'sour-cream': dry(0.97), // 230 g a cup
  yoghurt: dry(1.03), // plain yoghurt, 245 g a cup
  'peanut-butter': dry(1.14), // 270 g a cup
  jam: dry(1.44), // 340 g a cup
  honey: liquid(1.42), // 336 g a cup
  'maple-syrup': liquid(1.32), // 312 g a cup
  chocolate: dry(0.72), // chocolate chips, 170 g a cup
  nuts: dry(0.5), // chopped nuts, 113–128 g a cup
  seeds: dry(0.61), // sesame seeds, 144 g a cup
  'dried-fruit': dry(0.63), // raisins, 149 g a cup
  breadcrumbs: dry(0.47), // dry breadcrumbs, 112 g a cup
  couscous: dry(0.73), // uncooked, 173 g a cup
  quinoa: dry(0.72), // uncooked, 170 g a cup
  polenta: dry(0.62), // cornmeal, 138–156 g a cup
  'dried-lentils': dry(0.81), // 192 g a cup
  'tomato-paste': dry(1.08), // 16 g a tablespoon
  ketchup: liquid(1.15), // 17 g a tablespoon
  mayonnaise: dry(0.94), // 14 g a tablespoon
  milk: liquid(1.03), // 244 g a cup
  'uht-milk': liquid(1.03),
  'plant-milk': liquid(1.03),
  buttermilk: liquid(1.03), // 245 g a cup
  cream: liquid(1.01), // heavy cream, 238 g a cup
  'coconut-milk': liquid(1.01), // 240 g a cup
  water: liquid(1.0),
  stock: liquid(1.0), // broth, 240 g a cup
  'olive-oil': liquid(0.92), // 216 g a cup
  'vegetable-oil': liquid(0.92), // 218 g a cup
  vinegar: liquid(1.01), // 239 g a cup
  'soy-sauce': liquid(1.08), // 16 g a tablespoon
  'orange-juice': liquid(1.05), // 248 g a cup
  juice: liquid(1.05),
  wine: liquid(0.99), // 233 g a cup
  beer: liquid(1.01),
  'canned-tomatoes': liquid(1.03), // 243 g a cup
};

/** Densities by a more precise name than the catalogue's food. */
export const DENSITY_BY_NAME: Readonly<Record<string, FoodDensity>> = {
  'icing sugar': dry(0.48), // confectioners' sugar, 113 g a cup
  'powdered sugar': dry(0.48),
  'confectioners sugar': dry(0.48),
  'confectioner s sugar': dry(0.48),
  'caster sugar': dry(0.85), // superfine sugar, 200 g a cup
  'bread flour': dry(0.51), // 120 g a cup
  'cake flour': dry(0.48), // 113 g a cup
  'self raising flour': dry(0.48), // 113 g a cup
  'self rising flour': dry(0.48),
  'almond flour': dry(0.41), // 96 g a cup
  'ground almonds': dry(0.41),
  'coconut flour': dry(0.47), // 112 g a cup
  'rye flour': dry(0.43), // 102 g a cup
  'grated parmesan': dry(0.42), // 100 g a cup
  'shredded cheese': dry(0.48), // shredded cheddar, 113 g a cup
  'grated cheese': dry(0.48),
  'coconut oil': dry(0.92), // 218 g a cup
  'golden syrup': liquid(1.4), // 330 g a cup
  molasses: liquid(1.42), // 337 g a cup
  'desiccated coconut': dry(0.36), // sweetened shredded coconut, 85 g a cup
  'shredded coconut': dry(0.36),
  'kosher salt': dry(0.57), // Diamond Crystal, 135 g a cup
  'half and half': liquid(1.02), // 242 g a cup
  'heavy cream': liquid(1.01),
  'double cream': liquid(1.01),
  'lemon juice': liquid(1.03), // 244 g a cup
  'lime juice': liquid(1.03),
};

const NAMES = Object.keys(DENSITY_BY_NAME);

/**
 * The density of a parsed ingredient's food: a precise name found at the end of the food ("light
 * brown sugar" → brown sugar, "sifted icing sugar" → icing sugar), else its catalogue key's, else
 * null (meat, vegetables and anything else cups do not measure).
 */
export function findDensity(food: { food: string | null; foodKey: string | null }): FoodDensity | null {
  if (food.food) {
    const words = normalizeFoodName(food.food).split(' ');
    for (let k = 0; k < words.length; k++) {
      const tail = words.slice(k).join(' ');
      if (NAMES.includes(tail)) return DENSITY_BY_NAME[tail]!;
    }
  }
  return food.foodKey ? (DENSITY_BY_FOOD_KEY[food.foodKey] ?? null) : null;
}
