import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { APPLIANCE_CATALOGUE } from '../../db/migrations/0001-accounts';
import { createTestApp, type TestApp } from '../../../../tests/app';
import { createSignedInUser } from '../../../../tests/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const COMMON_SLUGS = APPLIANCE_CATALOGUE.filter(([, , , common]) => common).map(([slug]) => slug);
const URL = '/api/user/onboarding';

async function householdSlugs(householdId: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom('household_appliances')
    .select('appliance_slug')
    .where('household_id', '=', householdId)
    .execute();
  return rows.map((r) => r.appliance_slug ?? '').sort();
}

describe('reading the onboarding record', () => {
  test('a new account starts at step 0, not completed, with nothing answered', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.get(URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      onboarding_completed: false,
      onboarding_step: 0,
      dietary_preferences: [],
      cooking_frequency: null,
      household_size: null,
    });
  });

  test('a signed-out caller gets 401', async () => {
    const res = await t.client().get(URL);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('saving answers', () => {
  test('a partial update saves only the fields given and answers the whole record', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.post(URL, {
      onboarding_step: 2,
      dietary_preferences: ['Vegan', 'Low FODMAP'],
      cooking_frequency: '4-6 times a week',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      onboarding: {
        onboarding_completed: false,
        onboarding_step: 2,
        dietary_preferences: ['Vegan', 'Low FODMAP'],
        cooking_frequency: '4-6 times a week',
        household_size: null,
      },
    });
    await client.post(URL, { household_size: 4 });
    expect((await client.get(URL)).json()).toEqual({
      onboarding_completed: false,
      onboarding_step: 2,
      dietary_preferences: ['Vegan', 'Low FODMAP'],
      cooking_frequency: '4-6 times a week',
      household_size: 4,
    });
  });

  test('answers can be cleared with null and an empty list', async () => {
    const { client } = await createSignedInUser(t);
    await client.post(URL, { dietary_preferences: ['Keto'], cooking_frequency: 'Daily', household_size: 2 });
    const res = await client.post(URL, {
      dietary_preferences: [],
      cooking_frequency: null,
      household_size: null,
    });
    expect(res.json().onboarding).toMatchObject({
      dietary_preferences: [],
      cooking_frequency: null,
      household_size: null,
    });
  });

  test('a preference chosen twice is kept once', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.post(URL, { dietary_preferences: ['Halal', 'Halal', 'Kosher'] });
    expect(res.json().onboarding.dietary_preferences).toEqual(['Halal', 'Kosher']);
  });

  test('completing without a step also moves to step 6', async () => {
    const { client } = await createSignedInUser(t);
    await client.post(URL, { onboarding_step: 1 });
    const res = await client.post(URL, { onboarding_completed: true });
    expect(res.json().onboarding).toMatchObject({ onboarding_completed: true, onboarding_step: 6 });
  });

  test('completing with a step keeps the step given', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.post(URL, { onboarding_completed: true, onboarding_step: 3 });
    expect(res.json().onboarding).toMatchObject({ onboarding_completed: true, onboarding_step: 3 });
  });

  test('each move of the step is saved, down to 0 and up to 6', async () => {
    const { client } = await createSignedInUser(t);
    for (const step of [1, 2, 1, 0, 6]) {
      const res = await client.post(URL, { onboarding_step: step });
      expect(res.json().onboarding.onboarding_step).toBe(step);
    }
    expect((await client.get(URL)).json().onboarding_step).toBe(6);
  });

  test('an empty body changes nothing and answers the record', async () => {
    const { client } = await createSignedInUser(t);
    await client.post(URL, { onboarding_step: 3 });
    const res = await client.post(URL, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().onboarding.onboarding_step).toBe(3);
  });
});

describe('the setup_pantry action', () => {
  test('records a medium pantry by default and advances one step', async () => {
    const { client, user } = await createSignedInUser(t);
    await client.post(URL, { onboarding_step: 5 });
    const res = await client.post(URL, { action: 'setup_pantry' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      pantrySize: 'medium',
      onboarding: { onboarding_step: 6 },
    });
    const row = await t.db
      .selectFrom('user_onboarding')
      .select('pantry_size')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.pantry_size).toBe('medium');
  });

  test('records the size chosen', async () => {
    const { client, user } = await createSignedInUser(t);
    const res = await client.post(URL, { action: 'setup_pantry', pantrySize: 'large' });
    expect(res.json()).toMatchObject({ pantrySize: 'large', onboarding: { onboarding_step: 1 } });
    const row = await t.db
      .selectFrom('user_onboarding')
      .select('pantry_size')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.pantry_size).toBe('large');
  });

  test('advancing stops at step 6', async () => {
    const { client } = await createSignedInUser(t);
    await client.post(URL, { onboarding_step: 6 });
    const res = await client.post(URL, { action: 'setup_pantry', pantrySize: 'small' });
    expect(res.json().onboarding.onboarding_step).toBe(6);
    const again = await client.post(URL, { action: 'setup_pantry' });
    expect(again.json().onboarding.onboarding_step).toBe(6);
  });

  test('pantry set-ups sent at the same time each advance one step', async () => {
    const { client } = await createSignedInUser(t);
    await client.post(URL, { onboarding_step: 1 });
    await client.csrfToken(); // one token for all, as a browser tab has
    const results = await Promise.all([1, 2, 3].map(() => client.post(URL, { action: 'setup_pantry' })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await client.get(URL)).json().onboarding_step).toBe(4);
  });

  test('does not complete onboarding', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.post(URL, { action: 'setup_pantry' });
    expect(res.json().onboarding.onboarding_completed).toBe(false);
  });
});

describe('the setup_appliances action', () => {
  test('adds the selected appliances and the common ones, and completes onboarding', async () => {
    const { client, user } = await createSignedInUser(t);
    await client.post(URL, { onboarding_step: 4 });
    const res = await client.post(URL, {
      action: 'setup_appliances',
      selectedAppliances: ['air-fryer', 'wok'],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.onboarding).toMatchObject({ onboarding_completed: true, onboarding_step: 6 });
    expect([...body.appliances].sort()).toEqual([...COMMON_SLUGS, 'air-fryer', 'wok'].sort());
    expect(await householdSlugs(user.household_id)).toEqual([...COMMON_SLUGS, 'air-fryer', 'wok'].sort());
  });

  test('answers the slugs in catalogue order', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.post(URL, {
      action: 'setup_appliances',
      selectedAppliances: ['wok', 'air-fryer'],
      useCommonDefaults: false,
    });
    expect(res.json().appliances).toEqual(['air-fryer', 'wok']);
  });

  test('with useCommonDefaults false only the selected appliances are added', async () => {
    const { client, user } = await createSignedInUser(t);
    const res = await client.post(URL, {
      action: 'setup_appliances',
      selectedAppliances: ['sous-vide'],
      useCommonDefaults: false,
    });
    expect(res.json().appliances).toEqual(['sous-vide']);
    expect(await householdSlugs(user.household_id)).toEqual(['sous-vide']);
  });

  test('with nothing selected the common appliances are added', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.post(URL, { action: 'setup_appliances' });
    expect(res.json().appliances).toEqual(COMMON_SLUGS);
  });

  test('running it again, or selecting one twice, adds no duplicates', async () => {
    const { client, user } = await createSignedInUser(t);
    await client.post(URL, { action: 'setup_appliances', selectedAppliances: ['wok', 'wok', 'oven'] });
    const res = await client.post(URL, { action: 'setup_appliances', selectedAppliances: ['wok', 'grill'] });
    expect(res.statusCode).toBe(200);
    const slugs = await householdSlugs(user.household_id);
    expect(slugs).toEqual([...new Set(slugs)]);
    expect(slugs).toEqual([...COMMON_SLUGS, 'wok', 'grill'].sort());
  });

  test('keeps appliances the household added itself', async () => {
    const { client } = await createSignedInUser(t);
    await client.post('/api/appliances', { name: 'Grandma’s tagine' });
    await client.post(URL, {
      action: 'setup_appliances',
      useCommonDefaults: false,
      selectedAppliances: ['oven'],
    });
    const list = (await client.get('/api/appliances')).json().appliances as Array<{ name: string }>;
    expect(list.map((a) => a.name)).toEqual(['Oven', 'Grandma’s tagine']);
  });

  test('an unknown slug is refused by name, and nothing is stored', async () => {
    const { client, user } = await createSignedInUser(t);
    await client.post(URL, { onboarding_step: 4 });
    const res = await client.post(URL, {
      action: 'setup_appliances',
      selectedAppliances: ['oven', 'flux-capacitor'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'Unknown appliance: "flux-capacitor"',
      details: [{ path: 'selectedAppliances.1', message: 'Unknown appliance: "flux-capacitor"' }],
    });
    expect(await householdSlugs(user.household_id)).toEqual([]);
    expect((await client.get(URL)).json()).toMatchObject({ onboarding_completed: false, onboarding_step: 4 });
  });

  test('the appliances belong to the household and show in its appliance list', async () => {
    const { client } = await createSignedInUser(t);
    await client.post(URL, {
      action: 'setup_appliances',
      selectedAppliances: ['juicer'],
      useCommonDefaults: false,
    });
    const list = (await client.get('/api/appliances')).json().appliances;
    expect(list).toMatchObject([{ applianceSlug: 'juicer', name: 'Juicer', category: 'beverages' }]);
  });
});

describe('the restart_onboarding action', () => {
  test('goes back to step 0, clears the answers and marks it incomplete', async () => {
    const { client } = await createSignedInUser(t);
    await client.post(URL, {
      dietary_preferences: ['Paleo'],
      cooking_frequency: 'Rarely',
      household_size: 3,
      onboarding_completed: true,
    });
    const res = await client.post(URL, { action: 'restart_onboarding' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      onboarding: {
        onboarding_completed: false,
        onboarding_step: 0,
        dietary_preferences: [],
        cooking_frequency: null,
        household_size: null,
      },
    });
    expect((await client.get(URL)).json().onboarding_step).toBe(0);
  });

  test('keeps the household’s appliances', async () => {
    const { client, user } = await createSignedInUser(t);
    await client.post(URL, {
      action: 'setup_appliances',
      selectedAppliances: ['wok'],
      useCommonDefaults: false,
    });
    await client.post(URL, { action: 'restart_onboarding' });
    expect(await householdSlugs(user.household_id)).toEqual(['wok']);
  });
});

describe('refused requests', () => {
  test('a signed-out caller cannot post, even with a bad body', async () => {
    for (const body of [{ onboarding_step: 2 }, { onboarding_step: 99 }, { action: 'restart_onboarding' }]) {
      const res = await t.client().post(URL, body);
      expect(res.statusCode).toBe(401);
    }
  });

  test('a post without the CSRF-Token header is refused with 403 and changes nothing', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.request('POST', URL, { body: { onboarding_step: 3 }, withCsrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CSRF_INVALID' });
    expect((await client.get(URL)).json().onboarding_step).toBe(0);
  });

  const cases: Array<[string, unknown, string]> = [
    ['step 7', { onboarding_step: 7 }, 'onboarding_step'],
    ['step -1', { onboarding_step: -1 }, 'onboarding_step'],
    ['a fractional step', { onboarding_step: 2.5 }, 'onboarding_step'],
    ['a step as text', { onboarding_step: 'two' }, 'onboarding_step'],
    ['completed as text', { onboarding_completed: 'yes' }, 'onboarding_completed'],
    ['an unknown cooking frequency', { cooking_frequency: 'Weekly' }, 'cooking_frequency'],
    [
      'an unknown dietary preference',
      { dietary_preferences: ['Vegan', 'Carnivore'] },
      'dietary_preferences.1',
    ],
    ['preferences as a string', { dietary_preferences: 'Vegan' }, 'dietary_preferences'],
    ['more preferences than exist', { dietary_preferences: Array(14).fill('Vegan') }, 'dietary_preferences'],
    ['a household of 0', { household_size: 0 }, 'household_size'],
    ['a household of 21', { household_size: 21 }, 'household_size'],
    ['an unknown key', { onboarding_step: 1, favourite_food: 'soup' }, ''],
    ['an unknown action', { action: 'setup_garden' }, 'action'],
    ['an unknown pantry size', { action: 'setup_pantry', pantrySize: 'huge' }, 'pantrySize'],
    ['an unknown key on an action', { action: 'restart_onboarding', step: 0 }, ''],
    [
      'selectedAppliances as a string',
      { action: 'setup_appliances', selectedAppliances: 'oven' },
      'selectedAppliances',
    ],
    [
      'more than 100 selected appliances',
      { action: 'setup_appliances', selectedAppliances: Array(101).fill('oven') },
      'selectedAppliances',
    ],
    [
      'an appliance slug of 61 characters',
      { action: 'setup_appliances', selectedAppliances: ['x'.repeat(61)] },
      'selectedAppliances.0',
    ],
    [
      'useCommonDefaults as text',
      { action: 'setup_appliances', useCommonDefaults: 'no' },
      'useCommonDefaults',
    ],
    ['a list instead of an object', [{ onboarding_step: 1 }], ''],
  ];
  test.each(cases)('%s is refused with 400 naming the field', async (_name, body, path) => {
    const { client } = await createSignedInUser(t);
    const res = await client.post(URL, body);
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.code).toBe('VALIDATION_FAILED');
    expect(json.details[0].path).toBe(path);
    expect(json.details[0].message).toEqual(expect.any(String));
    expect(json.error).toBe(json.details[0].message);
    expect((await client.get(URL)).json().onboarding_step).toBe(0);
  });

  test('a body over the size limit is refused with 413', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.post(URL, { dietary_preferences: ['x'.repeat(2 * 1024 * 1024)] });
    expect(res.statusCode).toBe(413);
  });
});

describe('isolation', () => {
  test('one user’s answers and actions never touch another’s record', async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    await a.client.post(URL, { dietary_preferences: ['Vegan'], household_size: 5, onboarding_step: 3 });
    await a.client.post(URL, { action: 'setup_appliances', selectedAppliances: ['wok'] });
    expect((await b.client.get(URL)).json()).toEqual({
      onboarding_completed: false,
      onboarding_step: 0,
      dietary_preferences: [],
      cooking_frequency: null,
      household_size: null,
    });
    expect(await householdSlugs(b.user.household_id)).toEqual([]);
    await b.client.post(URL, { action: 'restart_onboarding' });
    expect((await a.client.get(URL)).json()).toMatchObject({
      onboarding_completed: true,
      dietary_preferences: ['Vegan'],
      household_size: 5,
    });
  });
});
