import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Recipe, RecipeDraftInput, RecipePage, RecipeSummary } from '@shared/contracts/recipes';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/app';
import { createSignedInUser } from '../../../../tests/factories';
import { RECIPE_LIBRARY } from './library';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const SHAKSHUKA: RecipeDraftInput = {
  title: 'Weeknight shakshuka',
  description: 'Eggs poached in a spiced tomato and pepper sauce.',
  servings: 2,
  prepMinutes: 10,
  cookMinutes: 20,
  totalMinutes: 30,
  difficulty: 'easy',
  cuisine: 'Middle Eastern',
  tags: ['breakfast', 'one-pot'],
  appliances: ['stovetop'],
  ingredients: [
    { group: null, text: '2 tbsp olive oil' },
    { group: null, text: '1 onion, finely chopped' },
    { group: 'Sauce', text: '400 g chopped tomatoes' },
    { group: 'Sauce', text: '1 tsp ground cumin' },
    { group: null, text: '4 eggs' },
    { group: null, text: 'salt and pepper, to taste' },
  ],
  steps: [
    { group: null, text: 'Soften the onion in the oil for 5 minutes.' },
    { group: null, text: 'Add the tomatoes and cumin and simmer for 10 minutes.' },
    { group: null, text: 'Make four hollows, crack in the eggs, cover and cook for 6 minutes.' },
  ],
  notes: 'Good with flatbread.',
  sourceUrl: null,
  author: 'Ada',
};

async function create(client: TestClient, draft: RecipeDraftInput = SHAKSHUKA): Promise<Recipe> {
  const res = await client.post('/api/recipes', draft);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().recipe as Recipe;
}

async function list(client: TestClient, query = ''): Promise<RecipePage> {
  const res = await client.get(`/api/recipes${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RecipePage;
}

const titles = (page: RecipePage) => page.recipes.map((r: RecipeSummary) => r.title);

describe('a household recipe', () => {
  test('is saved with its lines read, shown, changed and deleted', async () => {
    const { client } = await createSignedInUser(t);
    const recipe = await create(client);
    expect(recipe).toMatchObject({
      source: 'household',
      title: 'Weeknight shakshuka',
      editable: true,
      favorite: false,
      difficulty: 'easy',
      cuisine: 'Middle Eastern',
      appliances: ['stovetop'],
      image: null,
    });
    // The text is kept as written; the amount, unit and food are read from it.
    expect(recipe.ingredients[0]).toMatchObject({ text: '2 tbsp olive oil', quantity: 2, unit: 'tbsp' });
    expect(recipe.ingredients[2]).toMatchObject({ group: 'Sauce', quantity: 400, unit: 'g' });
    expect(recipe.ingredients[4]).toMatchObject({ text: '4 eggs', quantity: 4 });
    expect(recipe.ingredients[4]!.food).toMatch(/egg/);
    expect(recipe.steps.map((s) => s.position)).toEqual([0, 1, 2]);
    // Nothing in it is meat or fish: the flags say so without being asked.
    expect(recipe.dietaryFlags).toContain('Vegetarian');
    expect(recipe.dietaryFlags).not.toContain('Vegan');

    const again = await client.get(`/api/recipes/${recipe.id}`);
    expect(again.json().recipe).toEqual(recipe);

    const changed = await client.put(`/api/recipes/${recipe.id}`, {
      ...SHAKSHUKA,
      title: 'Green shakshuka',
      ingredients: [{ text: '200 g spinach' }, { text: '4 eggs' }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().recipe).toMatchObject({ title: 'Green shakshuka', createdAt: recipe.createdAt });
    expect(changed.json().recipe.ingredients).toHaveLength(2);

    expect((await client.delete(`/api/recipes/${recipe.id}`)).statusCode).toBe(200);
    expect((await client.get(`/api/recipes/${recipe.id}`)).statusCode).toBe(404);
  });

  test('bad input is a 400 that names the field, and nothing is saved', async () => {
    const { client } = await createSignedInUser(t);
    const cases: unknown[] = [
      { ...SHAKSHUKA, title: '' },
      { ...SHAKSHUKA, title: 'x'.repeat(201) },
      { ...SHAKSHUKA, difficulty: 'impossible' },
      { ...SHAKSHUKA, servings: 0 },
      { ...SHAKSHUKA, ingredients: [{ text: 'two\u0000eggs' }] },
      { ...SHAKSHUKA, ingredients: Array.from({ length: 201 }, () => ({ text: '1 egg' })) },
      { ...SHAKSHUKA, dietaryFlags: ['Carnivore'] },
      { ...SHAKSHUKA, totalMinutes: -5 },
    ];
    for (const body of cases) {
      const res = await client.post('/api/recipes', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().code).toMatch(/VALIDATION_FAILED|INVALID_JSON|BAD_REQUEST/);
    }
    const text = await client.request('POST', '/api/recipes', {
      rawBody: 'not json',
      headers: { 'content-type': 'application/json' },
      withCsrf: true,
    });
    expect(text.statusCode).toBe(400);
    expect((await list(client, '?source=household')).total).toBe(0);
  });

  test("another household's recipe is a 404 everywhere, and stays as it was", async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    const recipe = await create(a.client);
    const id = recipe.id;
    expect((await b.client.get(`/api/recipes/${id}`)).statusCode).toBe(404);
    expect((await b.client.put(`/api/recipes/${id}`, SHAKSHUKA)).statusCode).toBe(404);
    expect((await b.client.delete(`/api/recipes/${id}`)).statusCode).toBe(404);
    expect((await b.client.post(`/api/recipes/${id}/copy`)).statusCode).toBe(404);
    expect((await b.client.put(`/api/recipes/${id}/favorite`)).statusCode).toBe(404);
    expect((await b.client.get(`/api/recipes/${id}/cook-plan`)).statusCode).toBe(404);
    expect((await b.client.post(`/api/recipes/${id}/cooked`, {})).statusCode).toBe(404);
    expect((await b.client.get(`/api/recipes/${id}/image/thumb`)).statusCode).toBe(404);
    expect(titles(await list(b.client, '?source=household'))).toEqual([]);
    expect((await a.client.get(`/api/recipes/${id}`)).json().recipe).toEqual(recipe);
  });

  test('a picture is stored in three sizes of WebP and can be removed', async () => {
    const { client } = await createSignedInUser(t);
    const recipe = await create(client);
    const png = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const boundary = '----larder-test';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dish.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await client.request('POST', `/api/recipes/${recipe.id}/image`, {
      rawBody: body as unknown as string,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      withCsrf: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json().recipe.image as NonNullable<Recipe['image']>;
    const widths: number[] = [];
    for (const url of [image.thumb, image.medium, image.large]) {
      const got = await client.get(url);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/webp');
      widths.push((await sharp(got.rawPayload).metadata()).width!);
    }
    expect(widths).toEqual([400, 960, 1920]);
    const removed = await client.delete(`/api/recipes/${recipe.id}/image`);
    expect(removed.json().recipe.image).toBeNull();
    expect((await client.get(image.thumb)).statusCode).toBe(404);
  });
});

describe('the built-in library', () => {
  test('every recipe is there in the reader language, read-only, and can be copied to edit', async () => {
    const french = await createSignedInUser(t, { settings: { language: 'fr' } });
    const page = await list(french.client, '?source=library&limit=100');
    expect(page.total).toBe(RECIPE_LIBRARY.length);
    expect(page.total).toBeGreaterThanOrEqual(60);
    const first = RECIPE_LIBRARY[0]!;
    const shown = page.recipes.find((r) => r.id === `lib-${first.key}`);
    expect(shown?.title).toBe(first.text.fr.title);

    const detail = (await french.client.get(`/api/recipes/lib-${first.key}`)).json().recipe as Recipe;
    expect(detail).toMatchObject({ source: 'library', editable: false });
    expect(detail.ingredients.map((i) => i.text)).toEqual(first.text.fr.ingredients.map((i) => i.text));
    const refused = await french.client.put(`/api/recipes/lib-${first.key}`, SHAKSHUKA);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/recettes fournies/);

    const copy = await french.client.post(`/api/recipes/lib-${first.key}/copy`);
    expect(copy.statusCode, copy.body).toBe(201);
    const mine = copy.json().recipe as Recipe;
    expect(mine).toMatchObject({ source: 'household', editable: true, title: first.text.fr.title });
    expect(mine.id).not.toBe(`lib-${first.key}`);
    const edited = await french.client.put(`/api/recipes/${mine.id}`, { ...SHAKSHUKA, title: 'Ma version' });
    expect(edited.statusCode).toBe(200);
    // The library itself is as shipped.
    const still = (await french.client.get(`/api/recipes/lib-${first.key}`)).json().recipe as Recipe;
    expect(still.title).toBe(first.text.fr.title);
  });
});

describe('paging', () => {
  test("the household's recipes come first, then the library's; pages meet without a gap or a repeat", async () => {
    const { client } = await createSignedInUser(t);
    for (const title of ['Zucchini fritters', 'Apple crumble', 'Miso soup'])
      await create(client, { ...SHAKSHUKA, title });
    for (const sort of ['title', 'newest', 'quickest']) {
      const seen: string[] = [];
      const totals = new Set<number>();
      for (let offset = 0; ; offset += 7) {
        const page = await list(client, `?sort=${sort}&limit=7&offset=${offset}`);
        totals.add(page.total);
        seen.push(...page.recipes.map((r) => r.id));
        if (page.recipes.length < 7) break;
      }
      expect([...totals]).toHaveLength(1);
      const total = [...totals][0]!;
      expect(total).toBe(3 + RECIPE_LIBRARY.length);
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
      expect(
        seen.slice(0, 3).every((id) => !id.startsWith('lib-')),
        sort,
      ).toBe(true);
      expect(
        seen.slice(3).every((id) => id.startsWith('lib-')),
        sort,
      ).toBe(true);
    }
    const byTitle = await list(client, '?limit=2&offset=2');
    expect(titles(byTitle)[0]).toBe('Zucchini fritters');
    expect(byTitle.recipes[1]!.id.startsWith('lib-')).toBe(true);
  });
});

describe('search, filters and favorites', () => {
  test('full-text search over title, ingredients and tags, with prefixes, accents and Chinese', async () => {
    const { client } = await createSignedInUser(t);
    await create(client);
    await create(client, {
      ...SHAKSHUKA,
      title: 'Crème brûlée',
      tags: ['dessert'],
      ingredients: [{ text: '500 ml double cream' }, { text: '5 egg yolks' }, { text: '100 g sugar' }],
    });
    await create(client, {
      ...SHAKSHUKA,
      title: '西红柿炒鸡蛋',
      tags: [],
      ingredients: [{ text: '鸡蛋 3个' }, { text: '西红柿 2个' }],
    });
    const search = async (q: string) =>
      titles(await list(client, `?source=household&q=${encodeURIComponent(q)}`)).sort();
    expect(await search('shak')).toEqual(['Weeknight shakshuka']);
    expect(await search('creme brulee')).toEqual(['Crème brûlée']);
    expect(await search('cream')).toEqual(['Crème brûlée']);
    expect(await search('dessert')).toEqual(['Crème brûlée']);
    expect(await search('cumin')).toEqual(['Weeknight shakshuka']);
    expect(await search('鸡蛋')).toEqual(['西红柿炒鸡蛋']);
    expect(await search('tomatoes one-pot')).toEqual(['Weeknight shakshuka']);
    expect(await search('nothing-like-this')).toEqual([]);
    // Query syntax of either database is text like any other.
    for (const q of ['"', "'", 'a OR b', 'NEAR(', '*', '&|!:', '-shak']) {
      expect((await client.get(`/api/recipes?q=${encodeURIComponent(q)}`)).statusCode, q).toBe(200);
    }
  });

  test('filters by difficulty, cuisine, diet, time, appliances owned and favorites', async () => {
    const { client } = await createSignedInUser(t);
    const quick = await create(client, {
      ...SHAKSHUKA,
      title: 'Quick',
      totalMinutes: 15,
      difficulty: 'easy',
    });
    await create(client, {
      ...SHAKSHUKA,
      title: 'Slow',
      totalMinutes: 240,
      difficulty: 'hard',
      cuisine: 'French',
      appliances: ['slow-cooker'],
      ingredients: [{ text: '1 kg beef shin' }, { text: '2 carrots' }],
    });
    const own = '?source=household';
    expect(titles(await list(client, `${own}&difficulty=hard`))).toEqual(['Slow']);
    expect(titles(await list(client, `${own}&cuisine=french`))).toEqual(['Slow']);
    expect(titles(await list(client, `${own}&maxMinutes=30`))).toEqual(['Quick']);
    expect(titles(await list(client, `${own}&diet=Vegetarian`))).toEqual(['Quick']);
    expect(titles(await list(client, `${own}&sort=quickest`))).toEqual(['Quick', 'Slow']);
    // A new household owns no appliances: only recipes that need none would pass.
    expect(titles(await list(client, `${own}&ownedAppliances=true`))).toEqual([]);
    expect((await client.post('/api/appliances', { applianceSlug: 'stovetop' })).statusCode).toBe(201);
    expect(titles(await list(client, `${own}&ownedAppliances=true`))).toEqual(['Quick']);

    expect((await client.put(`/api/recipes/${quick.id}/favorite`)).json()).toEqual({ favorite: true });
    expect((await client.put(`/api/recipes/${quick.id}/favorite`)).json()).toEqual({ favorite: true });
    const favorites = await list(client, '?favorites=true');
    expect(titles(favorites)).toEqual(['Quick']);
    expect(favorites.recipes[0]!.favorite).toBe(true);
    expect((await client.delete(`/api/recipes/${quick.id}/favorite`)).json()).toEqual({ favorite: false });
    expect((await list(client, '?favorites=true')).total).toBe(0);
    expect((await list(client, '?cuisine=french')).cuisines).toContain('french');
  });

  test('favorites are per user, and a built-in favorite is shown in the reader language', async () => {
    const { client } = await createSignedInUser(t, { settings: { language: 'de' } });
    const key = RECIPE_LIBRARY[1]!.key;
    await client.put(`/api/recipes/lib-${key}/favorite`);
    const german = await list(client, '?favorites=true');
    expect(german.recipes.map((r) => [r.id, r.title])).toEqual([
      [`lib-${key}`, RECIPE_LIBRARY[1]!.text.de.title],
    ]);
    const other = await createSignedInUser(t);
    expect((await list(other.client, '?favorites=true')).total).toBe(0);
  });
});
