/**
 * Units and amounts of pantry stock, recipe ingredients and shopping-list items.
 *
 * Amounts are stored as integers counting thousandths of a unit ("milli") so that adding, taking
 * and converting never accumulate binary float noise (0.1 + 0.2 kg stays 0.3 kg). Conversions use
 * exact rational factors (BigInt numerator/denominator) and round once, at the end.
 */

/** An amount in thousandths of its unit, always an integer. */
export type Milli = number;

/** The largest amount of one stock entry, shopping item or ingredient, in units. */
export const MAX_AMOUNT = 1_000_000;

/** An amount in units → thousandths; throws a RangeError for NaN and ±Infinity. */
export function toMilli(value: number): Milli {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  // Math.round(-0.4) is -0; an amount of "minus nothing" would print as "-0".
  return Math.round(value * 1000) + 0;
}

/** Thousandths → units (exact to three decimals, as a double can show them). */
export function fromMilli(milli: Milli): number {
  return milli / 1000;
}

export const UNITS = [
  'g',
  'kg',
  'mg',
  'oz',
  'lb',
  'ml',
  'cl',
  'dl',
  'l',
  'tsp',
  'tbsp',
  'cup',
  'fl-oz',
  'pt',
  'qt',
  'gal',
  'piece',
  'dozen',
  'pack',
  'can',
  'bottle',
  'jar',
  'box',
  'bag',
  'bunch',
  'slice',
  'clove',
] as const;
export type Unit = (typeof UNITS)[number];

export type Dimension = 'mass' | 'volume' | 'count' | 'container';

const UNIT_SET: ReadonlySet<string> = new Set(UNITS);

export function isUnit(value: unknown): value is Unit {
  return typeof value === 'string' && UNIT_SET.has(value);
}

/** An exact fraction; the denominator is always positive. */
type Ratio = { n: bigint; d: bigint };

function ratio(n: bigint, d: bigint = 1n): Ratio {
  return d < 0n ? { n: -n, d: -d } : { n, d };
}

function times(a: Ratio, b: Ratio): Ratio {
  return ratio(a.n * b.n, a.d * b.d);
}

function inverse(a: Ratio): Ratio {
  return ratio(a.d, a.n);
}

// US customary measures by their legal definitions: the international avoirdupois pound
// (453.59237 g, 1 oz = 1/16 lb) and the US liquid gallon (231 in³, so 1 tsp = 4.92892159375 ml).
const TSP: Ratio = ratio(492_892_159_375n, 100_000_000_000n);

/** Each unit's size in its dimension's base unit (g, ml, piece); containers have none. */
const UNIT_INFO: Record<Unit, { dimension: Dimension; metric: boolean; base: Ratio | null }> = {
  g: { dimension: 'mass', metric: true, base: ratio(1n) },
  kg: { dimension: 'mass', metric: true, base: ratio(1000n) },
  mg: { dimension: 'mass', metric: true, base: ratio(1n, 1000n) },
  oz: { dimension: 'mass', metric: false, base: ratio(28_349_523_125n, 1_000_000_000n) },
  lb: { dimension: 'mass', metric: false, base: ratio(45_359_237n, 100_000n) },
  ml: { dimension: 'volume', metric: true, base: ratio(1n) },
  cl: { dimension: 'volume', metric: true, base: ratio(10n) },
  dl: { dimension: 'volume', metric: true, base: ratio(100n) },
  l: { dimension: 'volume', metric: true, base: ratio(1000n) },
  tsp: { dimension: 'volume', metric: false, base: TSP },
  tbsp: { dimension: 'volume', metric: false, base: times(TSP, ratio(3n)) },
  cup: { dimension: 'volume', metric: false, base: times(TSP, ratio(48n)) },
  'fl-oz': { dimension: 'volume', metric: false, base: times(TSP, ratio(6n)) },
  pt: { dimension: 'volume', metric: false, base: times(TSP, ratio(96n)) },
  qt: { dimension: 'volume', metric: false, base: times(TSP, ratio(192n)) },
  gal: { dimension: 'volume', metric: false, base: times(TSP, ratio(768n)) },
  piece: { dimension: 'count', metric: false, base: ratio(1n) },
  dozen: { dimension: 'count', metric: false, base: ratio(12n) },
  pack: { dimension: 'container', metric: false, base: null },
  can: { dimension: 'container', metric: false, base: null },
  bottle: { dimension: 'container', metric: false, base: null },
  jar: { dimension: 'container', metric: false, base: null },
  box: { dimension: 'container', metric: false, base: null },
  bag: { dimension: 'container', metric: false, base: null },
  bunch: { dimension: 'container', metric: false, base: null },
  slice: { dimension: 'container', metric: false, base: null },
  clove: { dimension: 'container', metric: false, base: null },
};

/** mass, volume, count (piece, dozen) or container (pack … clove: sizes differ per product). */
export function unitDimension(unit: Unit): Dimension {
  return UNIT_INFO[unit].dimension;
}

/** True for the metric mass and volume units (g, kg, mg, ml, cl, dl, l). */
export function isMetric(unit: Unit): boolean {
  return UNIT_INFO[unit].metric;
}

/** True for the US customary mass and volume units (oz, lb, tsp … gal). */
export function isUsCustomary(unit: Unit): boolean {
  const { dimension, metric } = UNIT_INFO[unit];
  return !metric && (dimension === 'mass' || dimension === 'volume');
}

/** 1 can = 400 g: `amount` of the product's own unit `unit` per one `from`. */
export type UnitConversion = { from: Unit; amount: number; unit: Unit };

/**
 * The exact fraction a finite positive double's shortest decimal spelling stands for, so that a
 * conversion typed as 0.4 means 4/10 and not the binary neighbour of 0.4.
 */
function decimalRatio(value: number): Ratio | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(String(value));
  if (!match) return null;
  const digits = `${match[1]}${match[2] ?? ''}`;
  const exponent = Number(match[3] ?? 0) - (match[2]?.length ?? 0);
  const n = BigInt(digits);
  return exponent >= 0 ? ratio(n * 10n ** BigInt(exponent)) : ratio(n, 10n ** BigInt(-exponent));
}

/** from → to inside one dimension, or null (containers only convert to themselves). */
function sameDimensionFactor(from: Unit, to: Unit): Ratio | null {
  if (from === to) return ratio(1n);
  const a = UNIT_INFO[from];
  const b = UNIT_INFO[to];
  if (a.dimension !== b.dimension || !a.base || !b.base) return null;
  return times(a.base, inverse(b.base));
}

/**
 * How many `to` one `from` is, searching breadth-first through same-dimension steps and the
 * product's conversions (each usable both ways), so the shortest chain wins and a product whose
 * conversions disagree still gets one deterministic answer.
 */
function conversionFactor(from: Unit, to: Unit, conversions: readonly UnitConversion[]): Ratio | null {
  const direct = sameDimensionFactor(from, to);
  if (direct) return direct;
  const edges: Array<{ a: Unit; b: Unit; factor: Ratio }> = [];
  for (const c of conversions) {
    const amount = decimalRatio(c.amount);
    if (!amount || !isUnit(c.from) || !isUnit(c.unit)) continue;
    edges.push({ a: c.from, b: c.unit, factor: amount }, { a: c.unit, b: c.from, factor: inverse(amount) });
  }
  if (edges.length === 0) return null;
  const reached = new Map<Unit, Ratio>([[from, ratio(1n)]]);
  let frontier: Unit[] = [from];
  while (frontier.length > 0) {
    const next: Unit[] = [];
    for (const unit of frontier) {
      const here = reached.get(unit)!;
      const target = sameDimensionFactor(unit, to);
      if (target) return times(here, target);
      for (const edge of edges) {
        const step = sameDimensionFactor(unit, edge.a);
        if (!step || reached.has(edge.b)) continue;
        reached.set(edge.b, times(times(here, step), edge.factor));
        next.push(edge.b);
      }
    }
    frontier = next;
  }
  return null;
}

/** n/d rounded to the nearest integer, halves away from zero. */
function roundRatio(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (2n * an + ad) / (2n * ad);
  return negative ? -q : q;
}

/**
 * Converts within a dimension (mass, volume, count: dozen = 12 pieces) exactly by rational factors
 * (US customary: oz 28.349523125 g, lb 453.59237 g, tsp 4.92892159375 ml, tbsp 3 tsp, fl-oz 2 tbsp,
 * cup 8 fl-oz, pt 2 cups, qt 2 pt, gal 4 qt), or across dimensions through the product's
 * conversions (either direction, and chained with same-dimension steps: 1 can = 400 g lets 2 cans →
 * 0.8 kg). Returns null when no conversion exists. The result is rounded once, to the nearest
 * thousandth (halves away from zero). Throws a RangeError when `milli` is not a safe integer.
 */
export function convertMilli(
  milli: Milli,
  from: Unit,
  to: Unit,
  conversions: readonly UnitConversion[] = [],
): Milli | null {
  if (!Number.isSafeInteger(milli)) throw new RangeError(`An amount in thousandths is an integer: ${milli}`);
  if (from === to) return milli;
  const factor = conversionFactor(from, to, conversions);
  if (!factor) return null;
  return Number(roundRatio(BigInt(milli) * factor.n, factor.d)) + 0;
}

export function canConvert(from: Unit, to: Unit, conversions: readonly UnitConversion[] = []): boolean {
  return conversionFactor(from, to, conversions) !== null;
}

export type UnitSystem = 'metric' | 'us';

// Each system's units of a dimension from small to large, with the amount (in thousandths of the
// smaller unit) from which the next one reads better: 1000 g → 1 kg, 16 oz → 1 lb, 3 tsp → 1 tbsp.
const SYSTEM_LADDERS: Record<
  UnitSystem,
  Record<'mass' | 'volume', ReadonlyArray<{ unit: Unit; upFrom: Milli }>>
> = {
  metric: {
    mass: [
      { unit: 'g', upFrom: 1_000_000 },
      { unit: 'kg', upFrom: Number.POSITIVE_INFINITY },
    ],
    volume: [
      { unit: 'ml', upFrom: 1_000_000 },
      { unit: 'l', upFrom: Number.POSITIVE_INFINITY },
    ],
  },
  us: {
    mass: [
      { unit: 'oz', upFrom: 16_000 },
      { unit: 'lb', upFrom: Number.POSITIVE_INFINITY },
    ],
    volume: [
      { unit: 'tsp', upFrom: 3000 },
      { unit: 'tbsp', upFrom: 4000 },
      { unit: 'cup', upFrom: 4000 },
      { unit: 'qt', upFrom: 4000 },
      { unit: 'gal', upFrom: Number.POSITIVE_INFINITY },
    ],
  },
};

/**
 * An amount of mass or volume in the other measuring system ("convert metric/US"), in the unit
 * that reads best (g below 1 kg, oz below 1 lb, tsp below 1 tbsp, tbsp below ¼ cup, cups below
 * 1 qt, qt below 1 gal). Counts, containers and amounts already in `system` are returned unchanged.
 */
export function convertToSystem(milli: Milli, unit: Unit, system: UnitSystem): { milli: Milli; unit: Unit } {
  const dimension = unitDimension(unit);
  if (dimension !== 'mass' && dimension !== 'volume') return { milli, unit };
  if (system === 'metric' ? isMetric(unit) : isUsCustomary(unit)) return { milli, unit };
  const ladder = SYSTEM_LADDERS[system][dimension];
  let step = ladder[0]!;
  let amount = convertMilli(milli, unit, step.unit)!;
  for (const next of ladder.slice(1)) {
    if (Math.abs(amount) < step.upFrom) break;
    amount = convertMilli(milli, unit, next.unit)!;
    step = next;
  }
  return { milli: amount, unit: step.unit };
}

// Unit words people type. Keys are normalised by `unitKey` (lower case, accents, dots and hyphens
// removed), so "Cuillère à soupe", "cuillere a soupe" and "c. à soupe" need one entry each at most.
// Containers are stored by their shape: tubs, pots and Becher are jars ("un pot de glace"), punnets,
// trays, crates, cartons and bricks are boxes (一盒草莓), sachets, Sackerl and Tüten are bags. Words
// that also name a food or read as another word after a number are left out ("filet", "lot", "case").
const UNIT_WORDS: Record<Unit, readonly string[]> = {
  g: ['g', 'gr', 'grs', 'gm', 'gms', 'gram', 'grams', 'gramme', 'grammes', 'gramo', 'gramos', 'gramm', '克'],
  kg: [
    'kg',
    'kgs',
    'kilo',
    'kilos',
    'kilogram',
    'kilograms',
    'kilogramme',
    'kilogrammes',
    'kilogramo',
    'kilogramos',
    'kilogramm',
    '千克',
    '公斤',
  ],
  mg: [
    'mg',
    'milligram',
    'milligrams',
    'milligramme',
    'milligrammes',
    'miligramo',
    'miligramos',
    'milligramm',
    '毫克',
  ],
  oz: ['oz', 'ozs', 'ounce', 'ounces', 'onza', 'onzas', 'once', 'onces', 'unze', 'unzen', '盎司'],
  lb: ['lb', 'lbs', 'pound', 'pounds', 'libra', 'libras', 'livre', 'livres', '磅'],
  ml: [
    'ml',
    'mls',
    'millilitre',
    'millilitres',
    'milliliter',
    'milliliters',
    'mililitro',
    'mililitros',
    '毫升',
    'cm3',
    'cm³',
  ],
  cl: ['cl', 'centilitre', 'centilitres', 'centiliter', 'centiliters', 'centilitro', 'centilitros', '厘升'],
  dl: ['dl', 'decilitre', 'decilitres', 'deciliter', 'deciliters', 'decilitro', 'decilitros', '分升'],
  l: ['l', 'lt', 'ltr', 'ltrs', 'litre', 'litres', 'liter', 'liters', 'litro', 'litros', '升', '公升'],
  tsp: [
    'tsp',
    'tsps',
    'teaspoon',
    'teaspoons',
    'tea spoon',
    'tea spoons',
    'cucharadita',
    'cucharaditas',
    'cdta',
    'cdtas',
    'cuillere a cafe',
    'cuilleres a cafe',
    'cuillere a the',
    'cuilleres a the',
    'c a cafe',
    'c a c',
    'teeloffel',
    'teeloeffel',
    '茶匙',
    '小勺',
    '小匙',
  ],
  tbsp: [
    'tbsp',
    'tbsps',
    'tbs',
    'tbl',
    'tblsp',
    'tablespoon',
    'tablespoons',
    'table spoon',
    'table spoons',
    'cucharada',
    'cucharadas',
    'cda',
    'cdas',
    'cuillere a soupe',
    'cuilleres a soupe',
    'c a soupe',
    'c a s',
    'cs',
    'essloffel',
    'essloeffel',
    'eßloffel',
    '汤匙',
    '大勺',
    '大匙',
  ],
  cup: ['c', 'cup', 'cups', 'taza', 'tazas', 'tasse', 'tasses', 'tassen', '杯'],
  'fl-oz': [
    'fl oz',
    'floz',
    'fl ozs',
    'fluid ounce',
    'fluid ounces',
    'fl ounce',
    'fl ounces',
    'onza liquida',
    'onzas liquidas',
    'once liquide',
    'onces liquides',
    'flussigunze',
    'flussigunzen',
    'fluessigunze',
    'fluessigunzen',
    '液量盎司',
    '液盎司',
  ],
  pt: ['pt', 'pts', 'pint', 'pints', 'pinta', 'pintas', 'pinte', 'pintes', '品脱'],
  qt: ['qt', 'qts', 'quart', 'quarts', 'cuarto de galon', 'cuartos de galon', '夸脱'],
  gal: ['gal', 'gals', 'gallon', 'gallons', 'galon', 'galones', 'gallone', 'gallonen', '加仑'],
  piece: [
    'pc',
    'pcs',
    'piece',
    'pieces',
    'pieza',
    'piezas',
    'unidad',
    'unidades',
    'ud',
    'uds',
    'u',
    'stuck',
    'stueck',
    'stk',
    'st',
    'pza',
    'pzas',
    'pz',
    'unite',
    'unites',
    'stucke',
    '个',
    '個',
    '只',
    '颗',
    '头',
    '根',
    '块',
    '隻',
    '顆',
    '頭',
    '塊',
    '条',
    '條',
    '支',
    '粒',
    '棵',
    '朵',
    '嚿',
    '排',
  ],
  dozen: ['doz', 'dozen', 'dozens', 'docena', 'docenas', 'douzaine', 'douzaines', 'dutzend', '打'],
  pack: [
    'pack',
    'packs',
    'pk',
    'pkt',
    'pkts',
    'pkg',
    'pkgs',
    'package',
    'packages',
    'packet',
    'packets',
    'paquete',
    'paquetes',
    'paquet',
    'paquets',
    'packung',
    'packungen',
    'pckg',
    'pck',
    'packchen',
    'packerl',
    'packli',
    'packerln',
    'paket',
    'pakete',
    'pack chen',
    'multipack',
    'multipacks',
    'familienpackung',
    'familienpackungen',
    'grosspackung',
    'grosspackungen',
    'vorratspackung',
    'vorratspackungen',
    'sleeve',
    'sleeves',
    'paquetito',
    'paquetitos',
    'packl',
    '包',
    '提',
    '板',
  ],
  can: [
    'can',
    'cans',
    'tin',
    'tins',
    'lata',
    'latas',
    'boite',
    'boites',
    'boite de conserve',
    'boites de conserve',
    'dose',
    'dosen',
    'buchse',
    'buchsen',
    'canne',
    'cannes',
    'tinnie',
    'tinnies',
    'latita',
    'latitas',
    'conserve',
    'conserves',
    'canette',
    'canettes',
    'konserve',
    'konserven',
    'konservendose',
    'konservendosen',
    'blechdose',
    'blechdosen',
    'doschen',
    'buchsli',
    '罐',
    '听',
    '聽',
  ],
  bottle: [
    'bottle',
    'bottles',
    'btl',
    'botella',
    'botellas',
    'bouteille',
    'bouteilles',
    'flasche',
    'flaschen',
    'fl',
    'jug',
    'jugs',
    'stubby',
    'stubbies',
    'botellita',
    'botellitas',
    'botellin',
    'botellines',
    'garrafa',
    'garrafas',
    'flacon',
    'flacons',
    'bidon',
    'bidons',
    'flaschchen',
    'flaschli',
    'flascherl',
    'pulle',
    'pullen',
    '瓶',
    '樽',
    '枝',
  ],
  jar: [
    'bac',
    'bacs',
    'jar',
    'jars',
    'frasco',
    'frascos',
    'tarro',
    'tarros',
    'bote',
    'botes',
    'bocal',
    'bocaux',
    'pot',
    'pots',
    'glas',
    'glaser',
    'tub',
    'tubs',
    '桶',
    'pottle',
    'pottles',
    'tarrina',
    'tarrinas',
    'pote',
    'potecito',
    'potecitos',
    'pomo',
    'pomos',
    'frasquito',
    'frasquitos',
    'tarrito',
    'tarritos',
    'botecito',
    'botecitos',
    'becher',
    'becherl',
    'glaschen',
    'glasl',
    'glasli',
    '坛',
    '罈',
    '壇',
  ],
  box: [
    'box',
    'boxes',
    'carton',
    'cartons',
    'caja',
    'cajas',
    'schachtel',
    'schachteln',
    'karton',
    'kartons',
    'brick',
    'bricks',
    'brik',
    'briks',
    'punnet',
    'casseau',
    'casseaux',
    'punnets',
    'clamshell',
    'clamshells',
    'tray',
    'trays',
    'crate',
    'crates',
    'tetra pak',
    'tetra paks',
    'tetrapak',
    'tetrapaks',
    'tetra pack',
    'tetrapack',
    'tetra brik',
    'tetrabrik',
    'cajita',
    'cajitas',
    'bandeja',
    'bandejas',
    'brique',
    'briques',
    'caisse',
    'caisses',
    'cagette',
    'cagettes',
    'barquette',
    'barquettes',
    'ravier',
    'raviers',
    'kiste',
    'kisten',
    'harass',
    'harasse',
    'schale',
    'schalen',
    'schalchen',
    '盒',
    '箱',
    'tragl',
    'tragerl',
    'traegerl',
    'trager',
    'traeger',
    'kasten',
  ],
  bag: [
    'bag',
    'bags',
    '网兜',
    '网袋',
    'bolsa',
    'bolsas',
    'sac',
    'sacs',
    'poche',
    'poches',
    'sachet',
    'sobre',
    'sobres',
    'cornet',
    'cornets',
    'sachets',
    'beutel',
    'sack',
    'sacke',
    'saecke',
    'tute',
    'tuten',
    'baggie',
    'baggies',
    'bolsita',
    'bolsitas',
    'funda',
    'fundas',
    'saco',
    'sacos',
    'malla',
    'mallas',
    'sackerl',
    'sackerln',
    'sackchen',
    'sackli',
    'tutchen',
    'netz',
    'netze',
    '袋',
    '兜',
  ],
  bunch: [
    'bunch',
    'bunches',
    'manojo',
    'manojos',
    'atado',
    'atados',
    'botte',
    'bottes',
    'bouquet',
    'bouquets',
    'bund',
    'bunde',
    'ramo',
    'ramos',
    'ramito',
    'ramitos',
    'racimo',
    'racimos',
    'atadito',
    'ataditos',
    'manojito',
    'manojitos',
    'grappe',
    'grappes',
    'bundel',
    'buschel',
    '把',
    '束',
    '捆',
    '綑',
    '扎',
    '紮',
    '串',
  ],
  slice: [
    'slice',
    'slices',
    'rebanada',
    'rebanadas',
    'loncha',
    'lonchas',
    'tranche',
    'tranches',
    'scheibe',
    'scheiben',
    'rasher',
    'rashers',
    'rodaja',
    'rodajas',
    'tajada',
    'tajadas',
    'lonja',
    'lonjas',
    'lonchita',
    'lonchitas',
    'rondelle',
    'rondelles',
    'tranchette',
    'tranchettes',
    'scheibchen',
    'scheiberl',
    'scheibli',
    '片',
  ],
  clove: [
    'clove',
    'cloves',
    'diente',
    'dientes',
    'gousse',
    'gousses',
    'zehe',
    'zehen',
    'dientito',
    'dientitos',
    '瓣',
  ],
};

// Words whose meaning depends on their case: in US recipes "T" is a tablespoon and "t" a teaspoon;
// German "EL"/"TL" are Esslöffel/Teelöffel, while lower-case "el" is the Spanish article.
const CASED_UNIT_WORDS: ReadonlyMap<string, Unit> = new Map([
  ['T', 'tbsp'],
  ['Tb', 'tbsp'],
  ['Tbl', 'tbsp'],
  ['t', 'tsp'],
  ['EL', 'tbsp'],
  ['El', 'tbsp'],
  ['TL', 'tsp'],
  ['Tl', 'tsp'],
]);

// Words that end like a unit's plural but name something else: "tubes" and "Tuben" of tomato purée
// are no tubs.
const NOT_UNIT_PLURALS: ReadonlySet<string> = new Set(['tubes', 'tuben']);

/** Lower case, no accents, no dots, hyphens as spaces, single spaces: the lookup key of a unit word. */
/** Every unit word people type, in every language. */
export function allUnitWords(): string[] {
  return Object.values(UNIT_WORDS).flat();
}

export function unitKey(word: string): string {
  return word
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .normalize('NFC')
    .replace(/\./g, ' ')
    .replace(/[-_'’]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const UNIT_BY_KEY: ReadonlyMap<string, Unit> = (() => {
  const map = new Map<string, Unit>();
  for (const unit of UNITS) {
    for (const word of [unit, ...UNIT_WORDS[unit]]) {
      const key = unitKey(word);
      map.set(key, unit);
      // A unit of several words may be typed run together ("fl oz" as "floz", "c à s" as "cas").
      if (key.includes(' ')) map.set(key.replace(/ /g, ''), unit);
    }
  }
  return map;
})();

/** The longest unit word, in spaces-separated words, so callers know how far to look ahead. */
export const MAX_UNIT_WORDS = Math.max(...[...UNIT_BY_KEY.keys()].map((key) => key.split(' ').length));

/**
 * The unit a typed word stands for, in en, es, fr, de or zh, singular or plural, with or without a
 * dot ("g", "grams", "gramos", "Gramm", "克", "c. à soupe", "EL", "Stück", "tins", "罐" …), the
 * containers and counts of shopping talk ("punnets", "tarrina", "brique", "Sackerl", "提", "樽" …), or null.
 * Case-insensitive except "T"/"t" (tablespoon/teaspoon) and "EL"/"TL" (not the Spanish "el").
 */
export function parseUnit(word: string): Unit | null {
  const trimmed = word.trim().replace(/\.$/, '');
  const cased = CASED_UNIT_WORDS.get(trimmed);
  if (cased) return cased;
  const key = unitKey(word);
  if (key.length === 0) return null;
  // Not the words run together: "gal on toast" must not read as "galon" (Spanish for gallon).
  const known = UNIT_BY_KEY.get(key);
  if (known) return known;
  // Regular plurals not listed above ("cucharadas de", "Packungen"): es/en/fr -s/-es, de -n/-en.
  if (key.length > 3 && /^[a-z ]+$/.test(key) && !NOT_UNIT_PLURALS.has(key)) {
    for (const suffix of ['es', 's', 'en', 'n']) {
      if (!key.endsWith(suffix)) continue;
      const stem = key.slice(0, -suffix.length);
      const singular = stem.length > 2 ? UNIT_BY_KEY.get(stem) : undefined;
      if (singular) return singular;
    }
  }
  return null;
}
