import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Product, StockChangeResponse } from '@shared/contracts/pantry';
import type { CookPlan, Recipe, RecipeDraftInput, RecipeSuggestion } from '@shared/contracts/recipes';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/app';
import { newHousehold, plusDays } from '../pantry/pantry.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const SHAKSHUKA: RecipeDraftInput = {
  title: 'Test shakshuka',
  servings: 2,
  ingredients: [
    { text: '2 tbsp olive oil' },
    { text: '1 onion, finely chopped' },
    { text: '400 g chopped tomatoes' },
    { text: '1 tsp ground cumin' },
    { text: '4 eggs' },
    { text: 'salt and pepper, to taste' },
  ],
  steps: [{ text: 'Cook it all.' }],
};

async function create(client: TestClient, draft: RecipeDraftInput): Promise<Recipe> {
  const res = await client.post('/api/recipes', draft);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().recipe as Recipe;
}

async function stock(client: TestClient, text: string): Promise<Product> {
  const res = await client.post('/api/stock/quick-add', { text });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as StockChangeResponse).products[0]!;
}

async function suggestions(client: TestClient, query = ''): Promise<RecipeSuggestion[]> {
  const res = await client.get(`/api/recipes/suggestions${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().suggestions as RecipeSuggestion[];
}

describe('what can I cook', () => {
  test('ranks by what the pantry covers, says what is missing and what expires, ignores expired stock', async () => {
    const h = await newHousehold(t);
    const shakshuka = await create(h.client, SHAKSHUKA);
    const omelette = await create(h.client, {
      title: 'Test omelette',
      servings: 1,
      ingredients: [{ text: '3 eggs' }, { text: '1 tbsp olive oil' }],
      steps: [{ text: 'Whisk and cook.' }],
    });
    await create(h.client, {
      title: 'Test beef stew',
      servings: 4,
      ingredients: [
        { text: '1 kg beef' },
        { text: '3 carrots' },
        { text: '2 onions' },
        { text: '1 l stock' },
      ],
      steps: [{ text: 'Stew.' }],
    });
    expect(await suggestions(h.client)).toEqual([]);

    const eggs = await stock(h.client, '6 eggs');
    await stock(h.client, '500 ml olive oil');
    await stock(h.client, '3 onions');
    // Eggs that go off tomorrow make the recipes that use them more urgent.
    const tomorrow = plusDays(h.today, 1);
    await h.client.post('/api/stock', {
      productId: eggs.id,
      quantity: 2,
      unit: 'piece',
      expiresOn: tomorrow,
    });

    const found = await suggestions(h.client, '?maxMissing=2');
    const own = found.filter((s) => s.recipe.source === 'household');
    expect(own.map((s) => s.recipe.title)).toEqual(['Test omelette', 'Test shakshuka']);
    const [first, second] = own as [RecipeSuggestion, RecipeSuggestion];
    expect(first).toMatchObject({
      recipe: { id: omelette.id },
      ingredientCount: 2,
      haveCount: 2,
      missing: [],
    });
    expect(first.expiringSoon.map((e) => e.productId)).toEqual([eggs.id]);
    expect(second).toMatchObject({ recipe: { id: shakshuka.id }, ingredientCount: 5, haveCount: 3 });
    expect(second.missing.join(' ')).toMatch(/tomato/);
    expect(second.missing.join(' ')).toMatch(/cumin/);
    expect(first.score).toBeGreaterThan(second.score);

    // Tolerating fewer missing lines leaves the shakshuka out.
    expect((await suggestions(h.client, '?maxMissing=1')).map((s) => s.recipe.id)).not.toContain(
      shakshuka.id,
    );
    // "Recipes with this" from a pantry item.
    const withEggs = await suggestions(h.client, `?maxMissing=5&productId=${eggs.id}`);
    expect(withEggs.map((s) => s.recipe.id)).toContain(omelette.id);
    expect(withEggs.every((s) => s.recipe.title !== 'Test beef stew')).toBe(true);
  });

  test('not enough of something counts as missing; expired stock does not count', async () => {
    const h = await newHousehold(t);
    await create(h.client, {
      title: 'Big omelette',
      servings: 2,
      ingredients: [{ text: '12 eggs' }, { text: '100 g cheddar' }],
      steps: [{ text: 'Cook.' }],
    });
    await stock(h.client, '6 eggs');
    const cheese = await stock(h.client, '200 g cheddar');
    const detail = await h.client.get(`/api/products/${cheese.id}`);
    for (const entry of detail.json().entries as Array<{ id: string }>) {
      await h.client.patch(`/api/stock/entries/${entry.id}`, { expiresOn: plusDays(h.today, -2) });
    }
    const [big] = (await suggestions(h.client, '?maxMissing=2')).filter(
      (s) => s.recipe.source === 'household',
    );
    expect(big).toMatchObject({ ingredientCount: 2, haveCount: 0 });
    expect(big!.missing).toHaveLength(2);
  });

  test("another household's product is a 404", async () => {
    const a = await newHousehold(t);
    const b = await newHousehold(t);
    const eggs = await stock(a.client, '6 eggs');
    expect((await b.client.get(`/api/recipes/suggestions?productId=${eggs.id}`)).statusCode).toBe(404);
  });
});

describe('I cooked this', () => {
  test('the plan scales and converts, the reviewed amounts leave the pantry as one undoable operation', async () => {
    const h = await newHousehold(t);
    const recipe = await create(h.client, SHAKSHUKA);
    const eggs = await stock(h.client, '6 eggs');
    const oil = await stock(h.client, '500 ml olive oil');

    const res = await h.client.get(`/api/recipes/${recipe.id}/cook-plan?servings=4`);
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json() as CookPlan;
    expect(plan.servings).toBe(4);
    const line = (text: string) => plan.lines.find((l) => l.text === text)!;
    // 2 tbsp for 2 → 4 tbsp for 4 → 59 ml, in the product's own unit (olive oil is kept in litres).
    expect(line('2 tbsp olive oil')).toMatchObject({ productId: oil.id, quantity: 0.059, unit: 'l', inStock: 0.5 });
    // 8 eggs wanted, 6 there: the proposal never takes more than there is.
    expect(line('4 eggs')).toMatchObject({ productId: eggs.id, quantity: 6, inStock: 6 });
    expect(line('400 g chopped tomatoes')).toMatchObject({ productId: null, quantity: null });

    const cooked = await h.client.post(`/api/recipes/${recipe.id}/cooked`, {
      servings: 4,
      take: [
        { productId: eggs.id, quantity: 4 },
        { productId: oil.id, quantity: 0.06 },
      ],
    });
    expect(cooked.statusCode, cooked.body).toBe(201);
    const cook = cooked.json().cook;
    expect(cook).toMatchObject({ recipeId: recipe.id, title: 'Test shakshuka', servings: 4 });
    const amount = async (id: string) =>
      (await h.client.get(`/api/products/${id}`)).json().product.totalQuantity;
    expect(await amount(eggs.id)).toBe(2);
    expect(await amount(oil.id)).toBe(0.44);

    const history = (await h.client.get('/api/recipes/history')).json().cooks;
    expect(history.map((c: { id: string }) => c.id)).toEqual([cook.id]);

    const undo = await h.client.post(`/api/stock/operations/${cook.operationId}/undo`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await amount(eggs.id)).toBe(6);
    expect(await amount(oil.id)).toBe(0.5);
  });

  test("another household's product in the reviewed lines is a 404 and nothing is taken", async () => {
    const a = await newHousehold(t);
    const b = await newHousehold(t);
    const recipe = await create(b.client, SHAKSHUKA);
    const theirs = await stock(a.client, '6 eggs');
    const mine = await stock(b.client, '6 eggs');
    const res = await b.client.post(`/api/recipes/${recipe.id}/cooked`, {
      take: [
        { productId: mine.id, quantity: 2 },
        { productId: theirs.id, quantity: 2 },
      ],
    });
    expect(res.statusCode).toBe(404);
    expect((await b.client.get(`/api/products/${mine.id}`)).json().product.totalQuantity).toBe(6);
    expect((await a.client.get(`/api/products/${theirs.id}`)).json().product.totalQuantity).toBe(6);
    expect((await b.client.get('/api/recipes/history')).json().cooks).toEqual([]);
  });
});
