import zlib from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { RecipeDraftSchema } from '@shared/contracts/recipes';
import { RecipeImportError } from './import-messages';
import { ARCHIVE_MAX_RECIPES, readRecipeArchive } from './app-exports';

/**
 * Exports built here byte by byte (a small zip writer below), shaped like what Mealie and Paprika
 * write, so the reader is tested against real archives and not against a library's idea of them.
 */

type ZipFile = {
  name: string;
  data: Buffer | string;
  store?: boolean;
  /** The data already deflated, to build several archives from one big entry without compressing it again. */
  deflated?: Buffer;
  claimedSize?: number;
  badCrc?: boolean;
};

function buildZip(files: ZipFile[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const data = Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data);
    const packed = file.store ? data : (file.deflated ?? zlib.deflateRawSync(data));
    const name = Buffer.from(file.name, 'utf8');
    const crc = file.badCrc ? (zlib.crc32(data) ^ 1) >>> 0 : zlib.crc32(data);
    const size = file.claimedSize ?? data.length;
    const method = file.store ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const json = (value: unknown) => JSON.stringify(value);
const PICTURE = Buffer.from('RIFF....WEBPVP8 picture bytes');

async function failureOf(promise: Promise<unknown>): Promise<RecipeImportError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RecipeImportError);
  return error as RecipeImportError;
}

describe('Mealie', () => {
  test('a per-recipe export zip comes in with sections, amounts, notes, tags and the picture', async () => {
    const recipe = {
      id: 'a1b2',
      name: 'Lemon Pasta',
      slug: 'lemon-pasta',
      description: 'Bright &amp; quick.',
      recipeServings: 4,
      recipeYieldQuantity: 0,
      recipeYield: '',
      prepTime: 'PT10M',
      performTime: '20 minutes',
      totalTime: '30 minutes',
      orgURL: 'https://example.com/lemon-pasta',
      recipeCategory: [{ name: 'Dinner' }],
      tags: [{ name: 'Quick' }, { name: 'Vegetarian' }],
      recipeIngredient: [
        {
          title: 'Pasta',
          quantity: 400,
          unit: { name: 'gram', abbreviation: 'g' },
          food: { name: 'spaghetti' },
          note: '',
        },
        {
          quantity: 1.5,
          unit: { name: 'tablespoon', abbreviation: '' },
          food: { name: 'olive oil' },
          note: 'extra virgin',
        },
        { title: 'Sauce', display: '2 lemons, zested', quantity: 2, food: { name: 'lemon' } },
        { note: 'Salt to taste', quantity: 0, unit: null, food: null },
      ],
      recipeInstructions: [
        { title: 'Pasta', text: 'Boil the <b>spaghetti</b>.' },
        { text: 'Drain, keeping a cup of water.' },
        { title: 'Sauce', text: 'Toss with lemon and oil.' },
      ],
      notes: [{ title: 'Tip', text: 'Use unwaxed lemons.' }],
    };
    const zip = buildZip([
      { name: 'recipes/lemon-pasta/lemon-pasta.json', data: json(recipe) },
      { name: 'recipes/lemon-pasta/images/original.webp', data: PICTURE, store: true },
    ]);
    const result = await readRecipeArchive('mealie_2024.zip', zip);
    expect(result.failed).toEqual([]);
    expect(result.recipes).toHaveLength(1);
    const { draft, image, sourceName } = result.recipes[0]!;
    expect(sourceName).toBe('lemon-pasta');
    expect(image?.equals(PICTURE)).toBe(true);
    const parsed = RecipeDraftSchema.parse(draft);
    expect(parsed).toMatchObject({
      title: 'Lemon Pasta',
      description: 'Bright & quick.',
      servings: 4,
      prepMinutes: 10,
      cookMinutes: 20,
      totalMinutes: 30,
      sourceUrl: 'https://example.com/lemon-pasta',
      tags: ['Dinner', 'Quick', 'Vegetarian'],
      notes: 'Tip\nUse unwaxed lemons.',
    });
    expect(parsed.ingredients).toEqual([
      { group: 'Pasta', text: '400 g spaghetti' },
      { group: 'Pasta', text: '1 ½ tablespoon olive oil extra virgin' },
      { group: 'Sauce', text: '2 lemons, zested' },
      { group: 'Sauce', text: 'Salt to taste' },
    ]);
    expect(parsed.steps).toEqual([
      { group: 'Pasta', text: 'Boil the spaghetti.' },
      { group: 'Pasta', text: 'Drain, keeping a cup of water.' },
      { group: 'Sauce', text: 'Toss with lemon and oil.' },
    ]);
  });

  test('a backup zip (database.json and data/) is read table by table, in position order', async () => {
    const recipeId = '3f2a5b6c-0000-4000-8000-000000000001';
    const tables = {
      alembic_version: [{ version_num: 'abc' }],
      recipes: [
        {
          id: recipeId,
          slug: 'tomato-soup',
          name: 'Tomato Soup',
          description: 'Warming.',
          recipe_yield: '4 bowls',
          recipe_servings: 0,
          prep_time: '15 minutes',
          perform_time: '1 hour',
          total_time: null,
          org_url: null,
        },
        { id: 'bad-row', slug: 'nameless', name: '' },
      ],
      recipes_ingredients: [
        {
          recipe_id: recipeId.replace(/-/g, ''),
          position: 1,
          quantity: 2,
          unit_id: 'u1',
          food_id: 'f2',
          note: 'chopped',
        },
        {
          recipe_id: recipeId,
          position: 0,
          quantity: 800,
          unit_id: 'u2',
          food_id: 'f1',
          note: '',
          title: 'Soup',
        },
      ],
      ingredient_units: [
        { id: 'u1', name: 'piece', abbreviation: '' },
        { id: 'u2', name: 'gram', abbreviation: 'g' },
      ],
      ingredient_foods: [
        { id: 'f1', name: 'tomatoes' },
        { id: 'f2', name: 'onions' },
      ],
      recipe_instructions: [
        { recipe_id: recipeId, position: 1, text: 'Blend until smooth.' },
        { recipe_id: recipeId, position: 0, text: 'Simmer everything for an hour.' },
      ],
      notes: [{ recipe_id: recipeId, title: '', text: 'Freezes well.' }],
      tags: [{ id: 't1', name: 'Soup' }],
      recipes_to_tags: [{ recipe_id: recipeId, tag_id: 't1' }],
      categories: [{ id: 'c1', name: 'Lunch' }],
      recipes_to_categories: [{ recipe_id: recipeId, category_id: 'c1' }],
    };
    const zip = buildZip([
      { name: 'database.json', data: json(tables) },
      { name: `data/recipes/${recipeId}/images/original.webp`, data: PICTURE },
    ]);
    const result = await readRecipeArchive('mealie_backup.zip', zip);
    expect(result.recipes).toHaveLength(1);
    expect(result.failed).toEqual([
      { sourceName: 'nameless', reason: expect.stringContaining('could not be read') },
    ]);
    const { draft, image } = result.recipes[0]!;
    expect(image?.equals(PICTURE)).toBe(true);
    expect(RecipeDraftSchema.parse(draft)).toMatchObject({
      title: 'Tomato Soup',
      servings: 4,
      yieldText: '4 bowls',
      prepMinutes: 15,
      cookMinutes: 60,
      totalMinutes: 75,
      tags: ['Lunch', 'Soup'],
      notes: 'Freezes well.',
      ingredients: [
        { group: 'Soup', text: '800 g tomatoes' },
        { group: 'Soup', text: '2 piece onions chopped' },
      ],
      steps: [
        { group: null, text: 'Simmer everything for an hour.' },
        { group: null, text: 'Blend until smooth.' },
      ],
    });
  });
});

describe('Paprika', () => {
  const gzipJson = (value: unknown) => zlib.gzipSync(json(value));

  test('a .paprikarecipes file comes in recipe by recipe; a damaged one is reported and the others go on', async () => {
    const soup = {
      name: 'Carrot Soup',
      ingredients: '500 g carrots\n1 onion\n\nFor the topping:\n2 tbsp cream',
      directions:
        '1. Chop the vegetables.\n2. Simmer for 20 minutes.\nBlend until smooth.\n\n3. Serve with cream.',
      servings: 'Serves 4-6',
      prep_time: '10 mins',
      cook_time: '25 min',
      total_time: '',
      source: 'Grandma',
      source_url: 'https://example.org/carrot-soup',
      notes: 'Keeps 3 days.',
      categories: ['Soups', 'Autumn'],
      difficulty: 'Easy',
      photo_data: PICTURE.toString('base64'),
    };
    const bread = {
      name: 'Flatbread',
      ingredients: '250 g flour\n150 ml water',
      directions: 'Mix. Rest. Fry.',
      servings: '4',
    };
    const zip = buildZip([
      { name: 'Carrot Soup.paprikarecipe', data: gzipJson(soup) },
      { name: 'Broken.paprikarecipe', data: Buffer.from('this is not gzip') },
      { name: 'Flatbread.paprikarecipe', data: gzipJson(bread) },
    ]);
    const result = await readRecipeArchive('My Recipes.paprikarecipes', zip, { language: 'fr' });
    expect(result.recipes.map((recipe) => recipe.sourceName)).toEqual(['Carrot Soup', 'Flatbread']);
    expect(result.failed).toHaveLength(1);
    expect(result.failed[0]!.sourceName).toBe('Broken');
    expect(result.failed[0]!.reason).toContain('Cette recette');

    const carrot = RecipeDraftSchema.parse(result.recipes[0]!.draft);
    expect(result.recipes[0]!.image?.equals(PICTURE)).toBe(true);
    expect(carrot).toMatchObject({
      title: 'Carrot Soup',
      servings: 4,
      yieldText: 'Serves 4-6',
      prepMinutes: 10,
      cookMinutes: 25,
      totalMinutes: 35,
      difficulty: 'easy',
      author: 'Grandma',
      sourceUrl: 'https://example.org/carrot-soup',
      notes: 'Keeps 3 days.',
      tags: ['Soups', 'Autumn'],
    });
    expect(carrot.ingredients).toEqual([
      { group: null, text: '500 g carrots' },
      { group: null, text: '1 onion' },
      { group: 'For the topping', text: '2 tbsp cream' },
    ]);
    expect(carrot.steps.map((step) => step.text)).toEqual([
      'Chop the vegetables.',
      'Simmer for 20 minutes. Blend until smooth.',
      'Serve with cream.',
    ]);
    expect(result.recipes[1]!.image).toBeNull();
  });
});

describe('schema.org files', () => {
  const recipe = (name: string, extra: Record<string, unknown> = {}) => ({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name,
    recipeIngredient: ['1 cup rice', '2 cups water'],
    recipeInstructions: [{ '@type': 'HowToStep', text: 'Cook the rice.' }],
    ...extra,
  });

  test('a zip of JSON-LD files comes in, with a picture packed beside a recipe', async () => {
    const zip = buildZip([
      {
        name: 'export/rice.json',
        data: json({ '@graph': [{ '@type': 'WebPage' }, recipe('Plain Rice', { image: 'rice.jpg' })] }),
      },
      { name: 'export/rice.jpg', data: PICTURE },
      {
        name: 'export/pilaf.jsonld',
        data: json(recipe('Pilaf', { image: 'https://example.com/pilaf.jpg' })),
      },
      { name: 'export/manifest.json', data: json({ version: 3 }) },
      { name: 'export/readme.txt', data: 'hello' },
    ]);
    const result = await readRecipeArchive('recipes.zip', zip);
    expect(result.failed).toEqual([]);
    expect(result.recipes.map((item) => item.draft.title)).toEqual(['Plain Rice', 'Pilaf']);
    expect(result.recipes[0]!.image?.equals(PICTURE)).toBe(true);
    expect(result.recipes[1]!.image).toBeNull();
    expect(result.recipes[1]!.draft.imageUrl).toBe('https://example.com/pilaf.jpg');
  });

  test('a single .json file with a list of recipes; one without a name is reported', async () => {
    const file = Buffer.from(
      json([recipe('Rice'), { '@type': 'Recipe', recipeIngredient: ['1 egg'] }, recipe('Beans')]),
    );
    const result = await readRecipeArchive('recipes.json', file);
    expect(result.recipes.map((item) => item.draft.title)).toEqual(['Rice', 'Beans']);
    expect(result.failed).toHaveLength(1);
    expect(result.failed[0]!.sourceName).toBe('recipes #2');
  });

  test(`no more than ${ARCHIVE_MAX_RECIPES} recipes come in at once; the rest are listed as not imported`, async () => {
    const many = Array.from({ length: ARCHIVE_MAX_RECIPES + 2 }, (_, index) => recipe(`Rice ${index + 1}`));
    const result = await readRecipeArchive('many.json', Buffer.from(json(many)));
    expect(result.recipes).toHaveLength(ARCHIVE_MAX_RECIPES);
    expect(result.failed).toHaveLength(2);
    expect(result.failed[0]!.reason).toContain(String(ARCHIVE_MAX_RECIPES));
  });

  test('entry names are labels only: a name that climbs out of the folder is read like any other', async () => {
    const zip = buildZip([{ name: '../../etc/passwd.json', data: json(recipe('Sneaky Rice')) }]);
    const result = await readRecipeArchive('x.zip', zip);
    expect(result.recipes[0]!.sourceName).toBe('passwd');
  });
});

describe('damaged and oversized archives', () => {
  test('a file that is no export at all is refused', async () => {
    for (const [name, bytes] of [
      ['notes.txt', Buffer.from('just some text')],
      ['empty.zip', buildZip([])],
      [
        'cut.zip',
        buildZip([{ name: 'a.json', data: json({ '@type': 'Recipe', name: 'A' }) }]).subarray(0, 40),
      ],
      ['broken.json', Buffer.from('{"name": ')],
      ['settings.json', Buffer.from(json({ theme: 'dark' }))],
    ] as const) {
      const error = await failureOf(readRecipeArchive(name, bytes));
      expect(error.kind, name).toBe('badArchive');
    }
  });

  test('an entry whose contents do not match its checksum fails alone', async () => {
    const zip = buildZip([
      { name: 'a.json', data: json({ '@type': 'Recipe', name: 'Good', recipeIngredient: ['1 egg'] }) },
      {
        name: 'b.json',
        data: json({ '@type': 'Recipe', name: 'Tampered', recipeIngredient: ['1 egg'] }),
        badCrc: true,
      },
    ]);
    const result = await readRecipeArchive('x.zip', zip);
    expect(result.recipes.map((item) => item.draft.title)).toEqual(['Good']);
    expect(result.failed.map((item) => item.sourceName)).toEqual(['b']);
  });

  test('a zip bomb stops at the unpacked limit, whatever size its entries claim', async () => {
    const zeros = Buffer.alloc(51 * 1024 * 1024, 0x20);
    const deflated = zlib.deflateRawSync(zeros, { level: 1 });
    const lying = buildZip([{ name: 'bomb.paprikarecipe', data: zeros, deflated, claimedSize: 1000 }]);
    expect(lying.length).toBeLessThan(1024 * 1024);
    expect((await failureOf(readRecipeArchive('bomb.paprikarecipes', lying))).kind).toBe('archiveTooLarge');

    const honest = buildZip([{ name: 'big.json', data: zeros, deflated }]);
    expect((await failureOf(readRecipeArchive('big.zip', honest))).kind).toBe('archiveTooLarge');

    // Many entries that are each fine, together over the limit.
    const slice = Buffer.alloc(11 * 1024 * 1024, 0x20);
    const slicePacked = zlib.deflateRawSync(slice, { level: 1 });
    const together = buildZip(
      [1, 2, 3, 4, 5].map((n) => ({ name: `part${n}.json`, data: slice, deflated: slicePacked })),
    );
    expect((await failureOf(readRecipeArchive('parts.zip', together))).kind).toBe('archiveTooLarge');

    // A gzipped Paprika recipe that unpacks past the limit.
    const gzBomb = buildZip([
      { name: 'gz.paprikarecipe', data: zlib.gzipSync(zeros, { level: 1 }), store: true },
    ]);
    expect((await failureOf(readRecipeArchive('gz.paprikarecipes', gzBomb))).kind).toBe('archiveTooLarge');
  });
});
