import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_HOUSEHOLD_APPLIANCES } from '@shared/contracts/appliances';
import { uuidv7 } from '@shared/ids';
import { APPLIANCE_CATALOGUE } from '../../db/migrations/0001-accounts';
import { nowIso } from '../../db/database';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/app';
import { createSignedInUser } from '../../../../tests/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const URL = '/api/appliances';

async function addAppliance(client: TestClient, body: unknown): Promise<{ id: string; name: string }> {
  const res = await client.post(URL, body);
  expect(res.statusCode).toBe(201);
  return res.json().appliance;
}

describe('the catalogue', () => {
  test('lists every appliance in catalogue order with its category and whether it is common', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.get(`${URL}/catalogue`);
    expect(res.statusCode).toBe(200);
    expect(res.json().catalogue).toEqual(
      APPLIANCE_CATALOGUE.map(([slug, name, category, isCommon]) => ({ slug, name, category, isCommon })),
    );
  });

  test('needs a signed-in user', async () => {
    expect((await t.client().get(`${URL}/catalogue`)).statusCode).toBe(401);
  });
});

describe('a household’s appliances', () => {
  test('a new household has none', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.get(URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ appliances: [] });
  });

  test('adding a catalogue appliance takes its name and category', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.post(URL, { applianceSlug: 'air-fryer', brand: 'Ninja', model: 'AF100' });
    expect(res.statusCode).toBe(201);
    const { appliance } = res.json();
    expect(appliance).toMatchObject({
      applianceSlug: 'air-fryer',
      name: 'Air fryer',
      category: 'cooking',
      brand: 'Ninja',
      model: 'AF100',
      notes: null,
    });
    expect(appliance.id).toEqual(expect.any(String));
    expect(Date.parse(appliance.createdAt)).not.toBeNaN();
    expect((await client.get(URL)).json().appliances).toEqual([appliance]);
  });

  test('a catalogue appliance can be given its own name', async () => {
    const { client } = await createSignedInUser(t);
    const appliance = await addAppliance(client, { applianceSlug: 'oven', name: 'Big oven' });
    expect(appliance).toMatchObject({ applianceSlug: 'oven', name: 'Big oven', category: 'cooking' });
  });

  test('a custom appliance has a name and no catalogue entry; blank details are stored as none', async () => {
    const { client } = await createSignedInUser(t);
    const appliance = await addAppliance(client, {
      name: '  Pasta machine  ',
      brand: '',
      model: '   ',
      notes: 'Clamp to the counter',
    });
    expect(appliance).toMatchObject({
      applianceSlug: null,
      name: 'Pasta machine',
      category: null,
      brand: null,
      model: null,
      notes: 'Clamp to the counter',
    });
  });

  test('the list has catalogue appliances in catalogue order, then custom ones by name', async () => {
    const { client } = await createSignedInUser(t);
    await addAppliance(client, { name: 'Waffle stick maker' });
    await addAppliance(client, { applianceSlug: 'wok' });
    await addAppliance(client, { name: 'Pasta machine' });
    await addAppliance(client, { applianceSlug: 'oven' });
    const names = (await client.get(URL)).json().appliances.map((a: { name: string }) => a.name);
    expect(names).toEqual(['Oven', 'Wok', 'Pasta machine', 'Waffle stick maker']);
  });

  test('adding a catalogue appliance the household already has is a 409', async () => {
    const { client } = await createSignedInUser(t);
    await addAppliance(client, { applianceSlug: 'blender' });
    const res = await client.post(URL, { applianceSlug: 'blender', name: 'Second blender' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT' });
    expect((await client.get(URL)).json().appliances).toHaveLength(1);
  });

  test('two custom appliances may share a name', async () => {
    const { client } = await createSignedInUser(t);
    await addAppliance(client, { name: 'Cast-iron pan' });
    await addAppliance(client, { name: 'Cast-iron pan' });
    expect((await client.get(URL)).json().appliances).toHaveLength(2);
  });

  test('an unknown catalogue slug is refused by name', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.post(URL, { applianceSlug: 'time-machine' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'Unknown appliance: "time-machine"',
      details: [{ path: 'applianceSlug', message: 'Unknown appliance: "time-machine"' }],
    });
  });

  test(`a household keeps at most ${MAX_HOUSEHOLD_APPLIANCES} appliances`, async () => {
    const { client, user } = await createSignedInUser(t);
    const at = nowIso();
    await t.db
      .insertInto('household_appliances')
      .values(
        Array.from({ length: MAX_HOUSEHOLD_APPLIANCES }, (_, i) => ({
          id: uuidv7(),
          household_id: user.household_id,
          appliance_slug: null,
          name: `Gadget ${i}`,
          brand: null,
          model: null,
          notes: null,
          created_at: at,
        })),
      )
      .execute();
    const res = await client.post(URL, { name: 'One too many' });
    expect(res.statusCode).toBe(409);
    const onboarding = await client.post('/api/user/onboarding', { action: 'setup_appliances' });
    expect(onboarding.statusCode).toBe(409);
  });

  test('changing an appliance updates the fields given; null clears a detail', async () => {
    const { client } = await createSignedInUser(t);
    const added = await addAppliance(client, {
      applianceSlug: 'kettle',
      brand: 'Bosch',
      notes: 'Descale monthly',
    });
    const res = await client.patch(`${URL}/${added.id}`, { name: 'Tea kettle', brand: null, model: 'TWK' });
    expect(res.statusCode).toBe(200);
    expect(res.json().appliance).toMatchObject({
      id: added.id,
      applianceSlug: 'kettle',
      name: 'Tea kettle',
      brand: null,
      model: 'TWK',
      notes: 'Descale monthly',
    });
    expect((await client.get(URL)).json().appliances[0]).toEqual(res.json().appliance);
  });

  test('an empty change answers the appliance unchanged', async () => {
    const { client } = await createSignedInUser(t);
    const added = await addAppliance(client, { name: 'Mortar' });
    const res = await client.patch(`${URL}/${added.id}`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().appliance).toEqual(added);
  });

  test('removing an appliance takes it off the list; removing it again is a 404', async () => {
    const { client } = await createSignedInUser(t);
    const added = await addAppliance(client, { applianceSlug: 'toaster' });
    const res = await client.delete(`${URL}/${added.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await client.get(URL)).json().appliances).toEqual([]);
    expect((await client.delete(`${URL}/${added.id}`)).statusCode).toBe(404);
  });

  test('a removed catalogue appliance can be added again', async () => {
    const { client } = await createSignedInUser(t);
    const added = await addAppliance(client, { applianceSlug: 'toaster' });
    await client.delete(`${URL}/${added.id}`);
    await addAppliance(client, { applianceSlug: 'toaster' });
  });

  test('an unknown id is a 404', async () => {
    const { client } = await createSignedInUser(t);
    expect((await client.patch(`${URL}/${uuidv7()}`, { name: 'x' })).statusCode).toBe(404);
    expect((await client.delete(`${URL}/${uuidv7()}`)).statusCode).toBe(404);
  });
});

describe('household scope', () => {
  test('another household’s appliance is a 404 and stays as it was', async () => {
    const owner = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const added = await addAppliance(owner.client, { applianceSlug: 'grill', notes: 'Outside' });
    const patch = await other.client.patch(`${URL}/${added.id}`, { name: 'Mine now' });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await other.client.delete(`${URL}/${added.id}`)).statusCode).toBe(404);
    expect((await owner.client.get(URL)).json().appliances).toEqual([added]);
  });

  test('each household lists only its own appliances and may add the same catalogue entry', async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    await addAppliance(a.client, { applianceSlug: 'rice-cooker' });
    expect((await b.client.get(URL)).json().appliances).toEqual([]);
    await addAppliance(b.client, { applianceSlug: 'rice-cooker' });
    expect((await a.client.get(URL)).json().appliances).toHaveLength(1);
  });
});

describe('refused requests', () => {
  test('a signed-out caller gets 401 on every route', async () => {
    const c = t.client();
    expect((await c.get(URL)).statusCode).toBe(401);
    expect((await c.post(URL, { applianceSlug: 'oven' })).statusCode).toBe(401);
    expect((await c.post(URL, { applianceSlug: 42 })).statusCode).toBe(401);
    expect((await c.patch(`${URL}/${uuidv7()}`, { name: 'x' })).statusCode).toBe(401);
    expect((await c.delete(`${URL}/${uuidv7()}`)).statusCode).toBe(401);
  });

  test('changes without the CSRF-Token header are refused with 403', async () => {
    const { client } = await createSignedInUser(t);
    const added = await addAppliance(client, { name: 'Scale' });
    const post = await client.request('POST', URL, { body: { name: 'Sieve' }, withCsrf: false });
    const patch = await client.request('PATCH', `${URL}/${added.id}`, {
      body: { name: 'x' },
      withCsrf: false,
    });
    const del = await client.request('DELETE', `${URL}/${added.id}`, { withCsrf: false });
    expect([post.statusCode, patch.statusCode, del.statusCode]).toEqual([403, 403, 403]);
    expect((await client.get(URL)).json().appliances).toEqual([added]);
  });

  const createCases: Array<[string, unknown, string]> = [
    ['neither a slug nor a name', { brand: 'Acme' }, 'name'],
    ['an empty name', { name: '   ' }, 'name'],
    ['a name over 100 characters', { name: 'n'.repeat(101) }, 'name'],
    ['a brand over 100 characters', { name: 'Mixer', brand: 'b'.repeat(101) }, 'brand'],
    ['notes over 1000 characters', { name: 'Mixer', notes: 'n'.repeat(1001) }, 'notes'],
    ['a slug over 60 characters', { applianceSlug: 's'.repeat(61) }, 'applianceSlug'],
    ['a slug as a number', { applianceSlug: 7 }, 'applianceSlug'],
    ['a name as a list', { name: ['Oven'] }, 'name'],
    ['an unknown key', { name: 'Oven', wattage: 2000 }, ''],
    ['a list instead of an object', [{ name: 'Oven' }], ''],
  ];
  test.each(createCases)('adding with %s is refused with 400 naming the field', async (_n, body, path) => {
    const { client } = await createSignedInUser(t);
    const res = await client.post(URL, body);
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.code).toBe('VALIDATION_FAILED');
    expect(json.details[0].path).toBe(path);
    expect(json.error).toBe(json.details[0].message);
    expect((await client.get(URL)).json().appliances).toEqual([]);
  });

  test('the missing-name message asks for a catalogue appliance or a name', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.post(URL, {});
    expect(res.json().error).toBe('Choose an appliance from the catalogue or give it a name');
  });

  const updateCases: Array<[string, unknown, string]> = [
    ['a new catalogue slug', { applianceSlug: 'oven' }, ''],
    ['an empty name', { name: '' }, 'name'],
    ['a null name', { name: null }, 'name'],
    ['a model over 100 characters', { model: 'm'.repeat(101) }, 'model'],
    ['notes as a number', { notes: 5 }, 'notes'],
  ];
  test.each(updateCases)('changing with %s is refused with 400 naming the field', async (_n, body, path) => {
    const { client } = await createSignedInUser(t);
    const added = await addAppliance(client, { name: 'Blender' });
    const res = await client.patch(`${URL}/${added.id}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe(path);
    expect((await client.get(URL)).json().appliances).toEqual([added]);
  });

  test('an id over 64 characters is refused with 400', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.patch(`${URL}/${'a'.repeat(65)}`, { name: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('id');
  });
});
