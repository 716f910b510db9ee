import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DataExportSchema } from '@shared/contracts/profile';
import { uuidv7 } from '@shared/ids';
import { createTestApp, type TestApp } from '../../../../tests/app';
import { nowIso } from '../../db/database';
import { sha256 } from '../../platform/crypto';
import { createSignedInUser, joinHousehold, signInAs, type SignedIn } from '../../../../tests/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function addAppliance(
  householdId: string,
  name: string,
  slug: string | null,
  brand: string | null = null,
) {
  await t.db
    .insertInto('household_appliances')
    .values({
      id: uuidv7(),
      household_id: householdId,
      appliance_slug: slug,
      name,
      brand,
      model: null,
      notes: null,
      created_at: nowIso(),
    })
    .execute();
}

async function connect(userId: string, provider: string, email: string) {
  await t.db
    .insertInto('oauth_accounts')
    .values({
      provider,
      provider_user_id: `subject-${uuidv7()}`,
      user_id: userId,
      email,
      created_at: nowIso(),
    })
    .execute();
}

describe('GET /api/user/export', () => {
  let me: SignedIn;
  let stranger: SignedIn;
  let housemate: SignedIn;

  beforeAll(async () => {
    me = await createSignedInUser(t, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$SECRET-HASH-VALUE',
      settings: { theme: 'dark', language: 'fr', timezone: 'Europe/Paris' },
    });
    await t.db
      .updateTable('user_onboarding')
      .set({
        step: 3,
        dietary_preferences: JSON.stringify(['Vegan', 'Keto']),
        cooking_frequency: 'Daily',
        household_size: 4,
      })
      .where('user_id', '=', me.user.id)
      .execute();
    await t.db
      .updateTable('privacy_preferences')
      .set({ usage_analytics: 1, marketing_communications: 0 })
      .where('user_id', '=', me.user.id)
      .execute();
    await t.db
      .updateTable('regional_settings')
      .set({ region: 'FR', timezone_mode: 'manual' })
      .where('user_id', '=', me.user.id)
      .execute();
    await addAppliance(me.user.household_id, 'Oven', 'oven');
    await addAppliance(me.user.household_id, 'Grandma’s waffle iron', null, 'Acme');
    await connect(me.user.id, 'github', 'ada@github.example');
    await signInAs(t, t.client(), me.user.id, { userAgent: 'Ada-Phone/1.0', ip: '203.0.113.9' });

    stranger = await createSignedInUser(t, { firstName: 'Stranger' });
    await addAppliance(stranger.user.household_id, 'Stranger sous vide', 'sous-vide');
    await connect(stranger.user.id, 'google', 'stranger@google.example');
    await signInAs(t, t.client(), stranger.user.id, { userAgent: 'Stranger-Browser/9', ip: '198.51.100.7' });

    housemate = await createSignedInUser(t, { firstName: 'Housemate' });
    await joinHousehold(t, housemate.user.id, me.user.household_id);
    await signInAs(t, t.client(), housemate.user.id, { userAgent: 'Housemate-Tablet/2', ip: '192.0.2.44' });
  });

  test('is a JSON download named larder-export-YYYY-MM-DD.json', async () => {
    const res = await me.client.get('/api/user/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="larder-export-${today}.json"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(DataExportSchema.safeParse(res.json()).success).toBe(true);
  });

  test("holds the user's profile, settings, onboarding, privacy, regional, household and accounts", async () => {
    const data = (await me.client.get('/api/user/export')).json();
    expect(data.profile).toMatchObject({
      id: me.user.id,
      email: me.user.email,
      username: me.user.username,
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailVerified: true,
      hasPassword: true,
    });
    expect(data.settings).toMatchObject({ theme: 'dark', language: 'fr', timezone: 'Europe/Paris' });
    expect(data.onboarding).toMatchObject({
      onboarding_completed: false,
      onboarding_step: 3,
      dietary_preferences: ['Vegan', 'Keto'],
      cooking_frequency: 'Daily',
      household_size: 4,
    });
    expect(data.privacy).toMatchObject({ usageAnalytics: true, marketingCommunications: false });
    expect(data.regional).toMatchObject({
      region: 'FR',
      timezoneMode: 'manual',
      language: 'fr',
      timezone: 'Europe/Paris',
    });
    expect(data.household.name).toBe("Ada's kitchen");
    expect(data.household.appliances.map((a: { name: string }) => a.name).sort()).toEqual([
      'Grandma’s waffle iron',
      'Oven',
    ]);
    expect(data.connectedAccounts).toEqual([{ provider: 'github', email: 'ada@github.example' }]);
  });

  test('lists sessions without their ids and marks the current one', async () => {
    const data = (await me.client.get('/api/user/export')).json();
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(data.sessions.map((s: { userAgent: string }) => s.userAgent).sort()).toEqual([
      'Ada-Phone/1.0',
      'vitest',
    ]);
    for (const session of data.sessions) expect(Object.keys(session)).not.toContain('id');
  });

  test('carries no secrets: no password hash, no session ids or tokens, no OAuth subject ids', async () => {
    const text = (await me.client.get('/api/user/export')).body;
    expect(text).not.toContain('SECRET-HASH-VALUE');
    expect(text).not.toContain('argon2');
    expect(text).not.toContain(me.token);
    expect(text).not.toContain(sha256(me.token));
    expect(text).not.toContain('subject-');
  });

  test('contains nothing of another user, in another household or in the same one', async () => {
    const text = (await me.client.get('/api/user/export')).body;
    for (const other of [stranger, housemate]) {
      expect(text).not.toContain(other.user.id);
      expect(text).not.toContain(other.user.email);
      expect(text).not.toContain(other.user.username);
    }
    expect(text).not.toContain('Stranger');
    expect(text).not.toContain('stranger@google.example');
    expect(text).not.toContain('sous vide');
    expect(text).not.toContain('198.51.100.7');
    expect(text).not.toContain('Housemate-Tablet');
  });

  test("the stranger's export is theirs alone", async () => {
    const data = (await stranger.client.get('/api/user/export')).json();
    expect(data.profile.id).toBe(stranger.user.id);
    expect(data.household.appliances.map((a: { name: string }) => a.name)).toEqual(['Stranger sous vide']);
    expect(data.connectedAccounts).toEqual([{ provider: 'google', email: 'stranger@google.example' }]);
    expect(JSON.stringify(data)).not.toContain(me.user.email);
  });

  test('signed out it is a 401', async () => {
    const res = await t.client().get('/api/user/export');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  test('holds the household pantry, each product with its own barcodes and none of another household', async () => {
    const product = async (who: SignedIn, name: string, code: string) => {
      const res = await who.client.post('/api/products', {
        name,
        barcodes: [{ code, packQuantity: 1, packUnit: 'l' }],
      });
      expect(res.statusCode).toBe(201);
    };
    await product(me, 'Oat milk', '4006381333931');
    await product(me, 'Apple juice', '96385074');
    await product(stranger, 'Stranger cola', '5449000000996');
    const data = (await me.client.get('/api/user/export')).json();
    const barcodesOf = (name: string) =>
      data.household.pantry.products
        .find((p: { name: string }) => p.name === name)
        ?.barcodes.map((b: { code: string }) => b.code);
    expect(barcodesOf('Oat milk')).toEqual(['4006381333931']);
    expect(barcodesOf('Apple juice')).toEqual(['96385074']);
    expect(barcodesOf('Stranger cola')).toBeUndefined();
  });
});
