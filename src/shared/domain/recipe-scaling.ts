/**
 * Scaling a recipe up or down, switching it between metric and US measures, and showing amounts
 * the way a cook measures them: "1/3 cup", never "0.333 cup"; "1 tbsp" rather than "0.0625 cup";
 * grams in steps a kitchen scale shows; whole eggs, with "about" when rounding changed the amount.
 *
 * Scaling and converting keep exact numbers; only formatting rounds, so scaling by 2 and then by
 * 1/2 gives the recipe back.
 */
import type { CatalogueLanguage } from './food-catalogue';
import { findDensity, type FoodDensity } from './food-densities';
import type { IngredientAmount, ParsedIngredient } from './ingredient-parser';
import {
  convertToSystem,
  fromMilli,
  isMetric,
  isUnit,
  isUsCustomary,
  toMilli,
  unitDimension,
  type Unit,
  type UnitSystem,
} from './units';

// ---------------------------------------------------------------------------------------------
// Scaling

function scaleAmount<T extends IngredientAmount>(amount: T, factor: number): T {
  return {
    ...amount,
    quantity: amount.quantity === null ? null : amount.quantity * factor,
    quantityMax: amount.quantityMax === null ? null : amount.quantityMax * factor,
  };
}

/**
 * The line for `factor` times as many servings: the quantity, both ends of a range, the amounts in
 * other units and the "plus" amounts scale; the size of each item ("1 (16 ounce) package") does
 * not. A line without a quantity ("salt to taste") is returned unchanged. Throws a RangeError for
 * a factor that is not a positive finite number.
 */
export function scaleIngredient(parsed: ParsedIngredient, factor: number): ParsedIngredient {
  if (!Number.isFinite(factor) || factor <= 0) throw new RangeError(`Not a scaling factor: ${factor}`);
  if (parsed.quantity === null) return parsed;
  const alternatives = parsed.alternatives.map((amount) => scaleAmount(amount, factor));
  return {
    ...scaleAmount(parsed, factor),
    alternatives,
    alternative: alternatives[0] ?? null,
    plus: parsed.plus.map((amount) => scaleAmount(amount, factor)),
  };
}

// ---------------------------------------------------------------------------------------------
// Converting

// Each unit's size in millilitres or grams, for choosing how to show an amount (exact conversions
// go through units.ts).
const ML: Partial<Record<Unit, number>> = {
  ml: 1,
  cl: 10,
  dl: 100,
  l: 1000,
  tsp: 4.92892159375,
  tbsp: 14.78676478125,
  'fl-oz': 29.5735295625,
  cup: 236.5882365,
  pt: 473.176473,
  qt: 946.352946,
  gal: 3785.411784,
};
const GRAMS: Partial<Record<Unit, number>> = { mg: 0.001, g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 };

/** A stick of butter is half a US cup (113 g); recipes write "1 stick butter". */
const STICK_OF_BUTTER_CUPS = 0.5;

function inSystem(unit: Unit, system: UnitSystem): boolean {
  return system === 'metric' ? isMetric(unit) : isUsCustomary(unit);
}

function isMeasure(unit: Unit | null): unit is Unit {
  return unit !== null && (unitDimension(unit) === 'mass' || unitDimension(unit) === 'volume');
}

/** `quantity` of `from` in `to`'s system, in the unit units.ts finds reads best. */
function toSystem(quantity: number, from: Unit, system: UnitSystem): { quantity: number; unit: Unit } {
  const { milli, unit } = convertToSystem(toMilli(quantity), from, system);
  return { quantity: fromMilli(milli), unit };
}

function convertAmount<T extends IngredientAmount>(
  amount: T,
  system: UnitSystem,
  density: FoodDensity | null,
  isButter: boolean,
): T {
  if (amount.quantity === null) return amount;
  let unit = amount.unit;
  let quantity = amount.quantity;
  if (unit === null && isButter && /^sticks?$/i.test(amount.unitText ?? '')) {
    unit = 'cup';
    quantity *= STICK_OF_BUTTER_CUPS;
  }
  if (!isMeasure(unit)) return amount;
  let result: { quantity: number; unit: Unit };
  const dimension = unitDimension(unit);
  if (dimension === 'volume' && system === 'metric' && density && !density.liquid && !isMetric(unit)) {
    // "1 cup flour" → 120 g: metric kitchens weigh what is not a liquid.
    result = toSystem(quantity * ML[unit]! * density.gramsPerMl, 'g', 'metric');
  } else if (dimension === 'mass' && system === 'us' && density && !isUsCustomary(unit)) {
    // "200 g flour" → 1 2/3 cups: US kitchens measure baking staples and liquids by volume.
    result = toSystem((quantity * GRAMS[unit]!) / density.gramsPerMl, 'ml', 'us');
  } else if (inSystem(unit, system)) {
    return amount.unit === unit ? amount : { ...amount, quantity, unit, unitText: unit };
  } else {
    result = toSystem(quantity, unit, system);
  }
  const factor = result.quantity / amount.quantity;
  return {
    ...amount,
    quantity: result.quantity,
    quantityMax: amount.quantityMax === null ? null : amount.quantityMax * factor,
    unit: result.unit,
    unitText: unitLabel(result.unit, 'en', 1),
  };
}

/**
 * The line in metric or US measures, for a recipe's one-tap switch: mass to mass and volume to
 * volume through units.ts; volume to weight (metric) and weight to volume (US) for the foods whose
 * density food-densities.ts knows ("1 cup flour" ↔ 120 g; "1 stick butter" → 113 g); liquids stay
 * volumes. A line that already gives the amount in the wanted system ("250g/9oz") uses that
 * amount. Counts, containers and unknown units are left as they are.
 */
export function convertIngredient(parsed: ParsedIngredient, system: UnitSystem): ParsedIngredient {
  if (parsed.quantity === null) return parsed;
  const main: IngredientAmount = {
    quantity: parsed.quantity,
    quantityMax: parsed.quantityMax,
    unit: parsed.unit,
    unitText: parsed.unitText,
  };
  if (parsed.unit && !inSystem(parsed.unit, system)) {
    const given = parsed.alternatives.find(
      (amount) =>
        amount.quantity !== null &&
        amount.unit !== null &&
        inSystem(amount.unit, system) &&
        unitDimension(amount.unit) === unitDimension(parsed.unit!),
    );
    if (given) {
      const alternatives = [main, ...parsed.alternatives.filter((amount) => amount !== given)];
      return { ...parsed, ...given, alternatives, alternative: alternatives[0] ?? null };
    }
  }
  const density = findDensity(parsed);
  const isButter = parsed.foodKey === 'butter' || parsed.foodKey === 'margarine';
  let converted = convertAmount(main, system, density, isButter);
  const plus: IngredientAmount[] = [];
  for (const amount of parsed.plus.map((extra) => convertAmount(extra, system, density, isButter))) {
    // "1 cup plus 2 tablespoons sugar" in grams is one amount: 225 g.
    if (
      converted.unit !== null &&
      amount.unit === converted.unit &&
      amount.quantity !== null &&
      converted.quantityMax === null
    )
      converted = { ...converted, quantity: converted.quantity! + amount.quantity };
    else plus.push(amount);
  }
  return {
    ...parsed,
    ...converted,
    each: parsed.each.map((amount) => convertAmount(amount, system, null, false)),
    plus,
  };
}

// ---------------------------------------------------------------------------------------------
// Formatting

export type FormatOptions = {
  /** Show the amount in this system (mass to mass, volume to volume); null keeps the unit's own. */
  system?: UnitSystem | null;
  language?: CatalogueLanguage;
  /** The top of a range ("2–3 tbsp"), rounded in the same unit. */
  quantityMax?: number | null;
};

export type FormattedAmount = {
  /** What a cook reads: "1/3 cup", "about 2", "250 g", "2–3 EL". */
  text: string;
  quantity: number;
  quantityMax: number | null;
  /** The unit shown: a pantry unit, or the line's own unit word ("pinch"), or null for a count. */
  unit: Unit | string | null;
  /** True when rounding changed the amount by more than a tenth ("about 2 eggs" for 1.5). */
  approximate: boolean;
};

const KITCHEN_FRACTIONS: readonly number[] = [0, 1 / 8, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1];
const HALVES: readonly number[] = [0, 1 / 2, 1];
const QUARTERS: readonly number[] = [0, 1 / 4, 1 / 2, 3 / 4, 1];
/** Below one, a count may be a part ("½ lemon"); from one up, whole items. */
const PART_FRACTIONS: readonly number[] = [1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1];

/** `value` rounded to a whole number plus the nearest of `fractions`, at least `minimum`. */
function toFraction(value: number, fractions: readonly number[], minimum: number): number {
  const whole = Math.floor(value);
  const part = value - whole;
  let best = fractions[0]!;
  for (const fraction of fractions) if (Math.abs(fraction - part) < Math.abs(best - part)) best = fraction;
  return Math.max(minimum, whole + best);
}

function toStep(value: number, step: number, minimum: number): number {
  return Math.max(minimum, Math.round(value / step) * step);
}

type Shown = { unit: Unit | string | null; round: (value: number) => number; style: 'fraction' | 'decimal' };

/** The unit to show an amount of volume in, by its size in millilitres, and how to round it. */
function showVolume(ml: number, system: UnitSystem): Shown & { size: number } {
  if (system === 'us') {
    const teaspoons = ml / ML.tsp!;
    if (teaspoons < 2.875)
      return {
        unit: 'tsp',
        size: ML.tsp!,
        round: (v) => toFraction(v, KITCHEN_FRACTIONS, 1 / 8),
        style: 'fraction',
      };
    if (teaspoons < 11.5)
      return { unit: 'tbsp', size: ML.tbsp!, round: (v) => toFraction(v, HALVES, 1), style: 'fraction' };
    if (teaspoons < 16 * 48)
      return {
        unit: 'cup',
        size: ML.cup!,
        round: (v) => toFraction(v, KITCHEN_FRACTIONS, 1 / 4),
        style: 'fraction',
      };
    return { unit: 'qt', size: ML.qt!, round: (v) => toFraction(v, QUARTERS, 1), style: 'fraction' };
  }
  if (ml >= 1000)
    return { unit: 'l', size: 1000, round: (v) => toStep(v, v >= 10 ? 0.5 : 0.05, 0.05), style: 'decimal' };
  return { unit: 'ml', size: 1, round: metricRound, style: 'decimal' };
}

function showMass(grams: number, system: UnitSystem): Shown & { size: number } {
  if (system === 'us') {
    // From 15¾ oz the ounces would round to 16: a pound reads better.
    if (grams >= GRAMS.oz! * 15.75)
      return { unit: 'lb', size: GRAMS.lb!, round: (v) => toFraction(v, QUARTERS, 1), style: 'fraction' };
    return {
      unit: 'oz',
      size: GRAMS.oz!,
      round: (v) => (v < 4 ? toFraction(v, QUARTERS, 1 / 4) : toFraction(v, HALVES, 1)),
      style: 'fraction',
    };
  }
  if (grams >= 1000)
    return { unit: 'kg', size: 1000, round: (v) => toStep(v, v >= 10 ? 0.5 : 0.05, 0.05), style: 'decimal' };
  return { unit: 'g', size: 1, round: metricRound, style: 'decimal' };
}

/** Grams or millilitres: tenths below 1, whole below 10, fives below 250, tens from there. */
function metricRound(value: number): number {
  if (value < 1) return toStep(value, 0.1, 0.1);
  if (value < 10) return Math.round(value);
  if (value < 250) return toStep(value, 5, 10);
  return toStep(value, 10, 250);
}

/**
 * An amount as a cook reads it, in the given language: US volumes in kitchen fractions of the unit
 * that suits the amount (0.0625 cup → "1 tbsp", 0.333 cup → "1/3 cup"), metric amounts in steps
 * (whole grams below 10, fives below 250, tens above; kg and l from 1000), US weights in quarter
 * and half ounces or quarter pounds, counts and the line's own units ("pinch", "sprig") in whole
 * numbers (parts below one) with `approximate` and "about" when rounding moved the amount by more
 * than a tenth. `system` converts mass to mass and volume to volume; weight ↔ volume needs the
 * food, so it is convertIngredient's. Throws a RangeError for a negative or non-finite quantity.
 */
export function formatAmount(
  quantity: number,
  unit: Unit | string | null,
  options: FormatOptions = {},
): FormattedAmount {
  if (!Number.isFinite(quantity) || quantity < 0) throw new RangeError(`Not an amount: ${quantity}`);
  const language = options.language ?? 'en';
  const high = options.quantityMax ?? null;
  if (high !== null && (!Number.isFinite(high) || high < quantity))
    throw new RangeError(`Not a range: ${quantity}–${high}`);
  const measured = typeof unit === 'string' && isUnit(unit) && isMeasure(unit) ? unit : null;

  let shown: Shown;
  let low = quantity;
  let top = high;
  if (measured) {
    const dimension = unitDimension(measured);
    const system = options.system ?? (isMetric(measured) ? 'metric' : 'us');
    const base = dimension === 'volume' ? ML[measured]! : GRAMS[measured]!;
    const choice =
      dimension === 'volume' ? showVolume(quantity * base, system) : showMass(quantity * base, system);
    // An amount already in a unit of the system keeps it when the amount reads well in it.
    shown = choice;
    low = (quantity * base) / choice.size;
    top = high === null ? null : (high * base) / choice.size;
  } else if (typeof unit === 'string' && !isUnit(unit)) {
    // The line's own unit word: "1 1/2 sticks", "2 pinches".
    shown = {
      unit,
      round: (v) => (v < 1 ? toFraction(v, PART_FRACTIONS, 1 / 4) : toFraction(v, HALVES, 1)),
      style: 'fraction',
    };
  } else {
    // Eggs, cloves, cans: whole items, or a part of one below one ("1/2 lemon").
    shown = {
      unit,
      round: (v) => (v < 1 ? toFraction(v, PART_FRACTIONS, 1 / 4) : Math.round(v)),
      style: 'fraction',
    };
  }

  const roundedLow = shown.round(low);
  const roundedHigh = top === null ? null : Math.max(roundedLow, shown.round(top));
  const moved = (value: number, rounded: number) => value > 0 && Math.abs(rounded - value) / value > 0.1;
  const approximate =
    moved(low, roundedLow) || (top !== null && roundedHigh !== null && moved(top, roundedHigh));
  const number = (value: number) =>
    shown.style === 'fraction' ? fractionText(value) : decimalText(value, language);
  const amountText =
    roundedHigh !== null && roundedHigh !== roundedLow
      ? `${number(roundedLow)}–${number(roundedHigh)}`
      : number(roundedLow);
  const label = shown.unit === null ? '' : unitLabel(shown.unit, language, roundedHigh ?? roundedLow);
  const joined =
    label === ''
      ? amountText
      : /\p{Script=Han}/u.test(label)
        ? `${amountText}${label}`
        : `${amountText} ${label}`;
  return {
    text: approximate ? `${ABOUT[language]}${language === 'zh' ? '' : ' '}${joined}` : joined,
    quantity: roundedLow,
    quantityMax: roundedHigh !== null && roundedHigh !== roundedLow ? roundedHigh : null,
    unit: shown.unit,
    approximate,
  };
}

/**
 * A parsed line's amount, formatted (with "plus" amounts: "1 cup + 2 tbsp"), or null when the line
 * has no quantity ("salt to taste").
 */
export function formatIngredientAmount(
  parsed: ParsedIngredient,
  options: Omit<FormatOptions, 'quantityMax'> = {},
): FormattedAmount | null {
  if (parsed.quantity === null) return null;
  const main = formatAmount(parsed.quantity, parsed.unit ?? parsed.unitText, {
    ...options,
    quantityMax: parsed.quantityMax,
  });
  const extras = parsed.plus
    .filter((amount) => amount.quantity !== null)
    .map((amount) => formatAmount(amount.quantity!, amount.unit ?? amount.unitText, options));
  if (extras.length === 0) return main;
  return {
    ...main,
    text: [main.text, ...extras.map((extra) => extra.text)].join(' + '),
    approximate: main.approximate || extras.some((extra) => extra.approximate),
  };
}

const FRACTION_GLYPHS: ReadonlyArray<[number, string]> = [
  [1 / 8, '1/8'],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [1 / 2, '1/2'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
];

/** 1.5 → "1 1/2", 0.333… → "1/3", 2 → "2"; anything else to at most two decimals. */
function fractionText(value: number): string {
  const whole = Math.floor(value + 1e-9);
  const part = value - whole;
  if (part < 1e-9) return String(whole);
  const glyph = FRACTION_GLYPHS.find(([fraction]) => Math.abs(fraction - part) < 1e-6)?.[1];
  if (!glyph) return decimalText(value, 'en');
  return whole === 0 ? glyph : `${whole} ${glyph}`;
}

/** At most two decimals, no float artefacts, the language's decimal mark (1,5 in es/fr/de). */
function decimalText(value: number, language: CatalogueLanguage): string {
  const text = String(Math.round(value * 100) / 100);
  return language === 'es' || language === 'fr' || language === 'de' ? text.replace('.', ',') : text;
}

const ABOUT: Readonly<Record<CatalogueLanguage, string>> = {
  en: 'about',
  es: 'unos',
  fr: 'environ',
  de: 'etwa',
  zh: '约',
};

// Unit names as cooks write them: [singular, plural] per language (Chinese has one form).
type Names = Readonly<Record<CatalogueLanguage, readonly [string, string]>>;
const names = (en: string, es: string, fr: string, de: string, zh: string): Names => {
  const pair = (text: string): readonly [string, string] => {
    const [one = text, many = one] = text.split('|');
    return [one, many];
  };
  return { en: pair(en), es: pair(es), fr: pair(fr), de: pair(de), zh: pair(zh) };
};

const UNIT_NAMES: Readonly<Record<Unit, Names>> = {
  g: names('g', 'g', 'g', 'g', '克'),
  kg: names('kg', 'kg', 'kg', 'kg', '千克'),
  mg: names('mg', 'mg', 'mg', 'mg', '毫克'),
  oz: names('oz', 'oz', 'oz', 'oz', '盎司'),
  lb: names('lb', 'lb', 'lb', 'lb', '磅'),
  ml: names('ml', 'ml', 'ml', 'ml', '毫升'),
  cl: names('cl', 'cl', 'cl', 'cl', '厘升'),
  dl: names('dl', 'dl', 'dl', 'dl', '分升'),
  l: names('l', 'l', 'l', 'l', '升'),
  tsp: names('tsp', 'cdta|cdtas', 'c. à c.', 'TL', '茶匙'),
  tbsp: names('tbsp', 'cda|cdas', 'c. à s.', 'EL', '汤匙'),
  cup: names('cup|cups', 'taza|tazas', 'tasse|tasses', 'Tasse|Tassen', '杯'),
  'fl-oz': names('fl oz', 'onza líquida|onzas líquidas', 'once liquide|onces liquides', 'fl oz', '液量盎司'),
  pt: names('pint|pints', 'pinta|pintas', 'pinte|pintes', 'Pint|Pints', '品脱'),
  qt: names('quart|quarts', 'cuarto de galón|cuartos de galón', 'quart|quarts', 'Quart|Quarts', '夸脱'),
  gal: names('gallon|gallons', 'galón|galones', 'gallon|gallons', 'Gallone|Gallonen', '加仑'),
  piece: names('piece|pieces', 'pieza|piezas', 'pièce|pièces', 'Stück|Stück', '个'),
  dozen: names('dozen|dozen', 'docena|docenas', 'douzaine|douzaines', 'Dutzend|Dutzend', '打'),
  pack: names('pack|packs', 'paquete|paquetes', 'paquet|paquets', 'Packung|Packungen', '包'),
  can: names('can|cans', 'lata|latas', 'boîte|boîtes', 'Dose|Dosen', '罐'),
  bottle: names('bottle|bottles', 'botella|botellas', 'bouteille|bouteilles', 'Flasche|Flaschen', '瓶'),
  jar: names('jar|jars', 'frasco|frascos', 'bocal|bocaux', 'Glas|Gläser', '瓶'),
  box: names('box|boxes', 'caja|cajas', 'boîte|boîtes', 'Schachtel|Schachteln', '盒'),
  bag: names('bag|bags', 'bolsa|bolsas', 'sachet|sachets', 'Beutel|Beutel', '袋'),
  bunch: names('bunch|bunches', 'manojo|manojos', 'botte|bottes', 'Bund|Bund', '把'),
  slice: names('slice|slices', 'rebanada|rebanadas', 'tranche|tranches', 'Scheibe|Scheiben', '片'),
  clove: names('clove|cloves', 'diente|dientes', 'gousse|gousses', 'Zehe|Zehen', '瓣'),
};

/**
 * A unit's name for `count` of it in `language`; a line's own unit word ("pinch", "pizca") keeps
 * its language and takes a regular plural.
 */
export function unitLabel(unit: Unit | string, language: CatalogueLanguage, count: number): string {
  const plural = count > 1;
  if (isUnit(unit)) return UNIT_NAMES[unit][language][plural ? 1 : 0];
  if (!plural || /\p{Script=Han}/u.test(unit) || !/\p{L}$/u.test(unit)) return unit;
  // "pinch" → "pinches", "leaf" → "leaves", "pizca" → "pizcas", "Prise" → "Prisen".
  const words = unit.split(' ');
  const last = words.at(-1)!;
  let many: string;
  if (/^\p{Lu}/u.test(last) && /e$/.test(last)) many = `${last}n`;
  else if (/(?:ch|sh|s|x|z)$/i.test(last)) many = `${last}es`;
  else if (/[^aeiou]y$/i.test(last)) many = `${last.slice(0, -1)}ies`;
  else if (/(?:af|eaf)$/i.test(last)) many = `${last.slice(0, -1)}ves`;
  else if (/[a-zà-ÿ]$/i.test(last)) many = `${last}s`;
  else many = last;
  return [...words.slice(0, -1), many].join(' ');
}
