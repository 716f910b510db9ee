import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PantryPage } from '@shared/contracts/pantry';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/app';
import { createSignedInUser } from '../../../../tests/factories';
import { newHousehold } from '../pantry/pantry.test-support';

/**
 * The Chef's three action endpoints (spec §7): each success, each refusal, signed out (401),
 * without the CSRF header (403), bad payloads (a translated 400), another household's ids (404),
 * and nothing half-applied.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function pantry(client: TestClient): Promise<Array<[string, number, string]>> {
  const page = (await client.get('/api/pantry')).json() as PantryPage;
  return page.items.map((i) => [i.name, i.totalQuantity, i.defaultUnit] as [string, number, string]).sort();
}

describe('POST /api/chat/actions/pantry', () => {
  test('adds every item in one undoable operation, lines or parts alike', async () => {
    const h = await newHousehold(t);
    const res = await h.client.post('/api/chat/actions/pantry', {
      type: 'ADD_TO_PANTRY',
      items: [
        { text: '2 l milk' },
        { name: 'eggs', quantity: 12 },
        { name: 'butter', quantity: 250, unit: 'g' },
      ],
      locationId: h.locations.fridge.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { type, result } = res.json();
    expect(type).toBe('ADD_TO_PANTRY');
    expect(result.entries).toHaveLength(3);
    expect(result.entries.every((e: { locationId: string }) => e.locationId === h.locations.fridge.id)).toBe(
      true,
    );
    expect(await pantry(h.client)).toEqual([
      ['Butter', 250, 'g'],
      ['Eggs', 12, 'piece'],
      ['Milk', 2, 'l'],
    ]);
    const undone = await h.client.post(`/api/stock/operations/${result.operation.id}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await pantry(h.client)).toEqual([]);
  });

  test('one item it cannot read and nothing is added; the reason names the line', async () => {
    const h = await newHousehold(t);
    const res = await h.client.post('/api/chat/actions/pantry', {
      type: 'ADD_TO_PANTRY',
      items: [{ text: '2 l milk' }, { text: '999999999 kg flour' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('999999999 kg flour');
    expect(res.json().details[0].path).toBe('lines.1');
    expect(await pantry(h.client)).toEqual([]);
  });

  test('bad payloads are a 400 with a message; another household’s location is a 404', async () => {
    const h = await newHousehold(t);
    const other = await newHousehold(t);
    for (const body of [
      {},
      { type: 'ADD_TO_PANTRY', items: [] },
      { type: 'ADD_TO_PANTRY', items: [{ text: '' }] },
      { type: 'ADD_TO_PANTRY', items: [{ name: 'milk', quantity: -1 }] },
      { type: 'ADD_TO_PANTRY', items: [{ text: 'milk', extra: 1 }] },
      { type: 'DELETE_EVERYTHING', items: [{ text: 'milk' }] },
      { type: 'ADD_TO_PANTRY', items: Array.from({ length: 101 }, () => ({ text: 'milk' })) },
    ]) {
      const res = await h.client.post('/api/chat/actions/pantry', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
    const foreign = await h.client.post('/api/chat/actions/pantry', {
      type: 'ADD_TO_PANTRY',
      items: [{ text: 'milk' }],
      locationId: other.locations.fridge.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await pantry(h.client)).toEqual([]);
    expect(await pantry(other.client)).toEqual([]);
  });
});

describe('POST /api/chat/actions/dietary-preferences', () => {
  test('adds, removes and sets the reader’s preferences', async () => {
    const h = await createSignedInUser(t);
    const add = await h.client.post('/api/chat/actions/dietary-preferences', {
      type: 'UPDATE_DIETARY_PREFERENCES',
      add: ['Vegetarian', 'Nut-Free'],
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().dietaryPreferences.sort()).toEqual(['Nut-Free', 'Vegetarian']);
    const remove = await h.client.post('/api/chat/actions/dietary-preferences', {
      type: 'UPDATE_DIETARY_PREFERENCES',
      remove: ['Nut-Free'],
    });
    expect(remove.json().dietaryPreferences).toEqual(['Vegetarian']);
    const set = await h.client.post('/api/chat/actions/dietary-preferences', {
      type: 'UPDATE_DIETARY_PREFERENCES',
      set: ['Vegan'],
    });
    expect(set.json().dietaryPreferences).toEqual(['Vegan']);
    expect((await h.client.get('/api/user/onboarding')).json().dietary_preferences).toEqual(['Vegan']);
  });

  test('nothing named, or an unknown preference, is a 400 in the reader’s language', async () => {
    const h = await createSignedInUser(t);
    const none = await h.client.request('POST', '/api/chat/actions/dietary-preferences', {
      body: { type: 'UPDATE_DIETARY_PREFERENCES', add: [] },
      headers: { 'accept-language': 'en' },
      withCsrf: true,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBeTruthy();
    const unknown = await h.client.post('/api/chat/actions/dietary-preferences', {
      type: 'UPDATE_DIETARY_PREFERENCES',
      add: ['carnivore-only'],
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('POST /api/chat/actions/appliance', () => {
  test('adds a catalogue appliance once, or one the household names', async () => {
    const h = await createSignedInUser(t);
    const first = await h.client.post('/api/chat/actions/appliance', {
      type: 'ADD_KITCHEN_APPLIANCE',
      appliance: { applianceSlug: 'air-fryer' },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      type: 'ADD_KITCHEN_APPLIANCE',
      appliance: { applianceSlug: 'air-fryer' },
    });
    const again = await h.client.post('/api/chat/actions/appliance', {
      type: 'ADD_KITCHEN_APPLIANCE',
      appliance: { applianceSlug: 'air-fryer' },
    });
    expect(again.statusCode).toBe(409);
    const custom = await h.client.post('/api/chat/actions/appliance', {
      type: 'ADD_KITCHEN_APPLIANCE',
      appliance: { name: 'Grandma’s waffle iron' },
    });
    expect(custom.statusCode, custom.body).toBe(201);
    const unknown = await h.client.post('/api/chat/actions/appliance', {
      type: 'ADD_KITCHEN_APPLIANCE',
      appliance: { applianceSlug: 'time-machine' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBeTruthy();
  });
});

describe('every action', () => {
  test('signed out is a 401; without the CSRF header a 403; nothing changes', async () => {
    const anonymous = t.client();
    const h = await newHousehold(t);
    const bodies = {
      pantry: { type: 'ADD_TO_PANTRY', items: [{ text: 'milk' }] },
      'dietary-preferences': { type: 'UPDATE_DIETARY_PREFERENCES', add: ['Vegan'] },
      appliance: { type: 'ADD_KITCHEN_APPLIANCE', appliance: { applianceSlug: 'blender' } },
    };
    for (const [action, body] of Object.entries(bodies)) {
      const signedOut = await anonymous.post(`/api/chat/actions/${action}`, body);
      expect(signedOut.statusCode, action).toBe(401);
      const noCsrf = await h.client.request('POST', `/api/chat/actions/${action}`, { body });
      expect(noCsrf.statusCode, action).toBe(403);
    }
    expect(await pantry(h.client)).toEqual([]);
    expect((await h.client.get('/api/user/onboarding')).json().dietary_preferences).toEqual([]);
  });
});
