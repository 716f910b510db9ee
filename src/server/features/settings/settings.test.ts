import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CURRENCIES, DEFAULT_SETTINGS, PRIVACY_POLICY_VERSION } from '@shared/contracts/settings';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/app';
import { createSignedInUser } from '../../../../tests/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Case = [name: string, body: unknown, path: string];

async function expectFieldError(
  client: TestClient,
  method: 'PATCH' | 'PUT',
  url: string,
  [, body, path]: Case,
) {
  const res = await client.request(method, url, { body, withCsrf: true });
  expect(res.statusCode).toBe(400);
  const json = res.json();
  expect(json.code).toBe('VALIDATION_FAILED');
  expect(json.details[0].path).toBe(path);
  expect(json.error).toBe(json.details[0].message);
}

describe('settings record', () => {
  const URL = '/api/user/settings';

  test('a new account has the default settings', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.get(URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_SETTINGS);
  });

  test('a patch changes the fields given and answers the whole record', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.patch(URL, { theme: 'dark', fontSize: 125, timezone: 'Europe/Berlin' });
    expect(res.statusCode).toBe(200);
    const expected = { ...DEFAULT_SETTINGS, theme: 'dark', fontSize: 125, timezone: 'Europe/Berlin' };
    expect(res.json()).toEqual({ settings: expected });
    await client.patch(URL, { variant: 'vibrant' });
    expect((await client.get(URL)).json()).toEqual({ ...expected, variant: 'vibrant' });
  });

  test('an empty patch changes nothing and answers the record', async () => {
    const { client } = await createSignedInUser(t);
    await client.patch(URL, { language: 'fr' });
    const res = await client.patch(URL, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ settings: { ...DEFAULT_SETTINGS, language: 'fr' } });
  });

  test('every option of every enumerated setting is accepted', async () => {
    const { client } = await createSignedInUser(t);
    const options: Record<string, readonly unknown[]> = {
      theme: ['light', 'dark', 'system'],
      primaryColor: ['default', 'purple', 'orange', 'red', 'custom'],
      borderRadius: ['none', 'small', 'medium', 'large'],
      variant: ['tint', 'professional', 'vibrant'],
      defaultView: ['grid', 'list'],
      defaultSort: ['expiry', 'name', 'added'],
      dateFormat: ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY'],
      timeFormat: ['12h', '24h'],
      language: ['en', 'es', 'fr', 'de', 'zh'],
      fontSize: [75, 100, 150],
      expiryWarningDays: [1, 3, 30],
      currency: [...CURRENCIES],
    };
    for (const [key, values] of Object.entries(options)) {
      for (const value of values) {
        const res = await client.patch(URL, { [key]: value });
        expect(res.statusCode, `${key}=${String(value)}`).toBe(200);
        expect(res.json().settings[key]).toBe(value);
      }
    }
  });

  test('a custom colour is accepted as oklch, as an HSL triple or as a preset name, and can be cleared', async () => {
    const { client } = await createSignedInUser(t);
    for (const value of ['oklch(62% 0.19 145)', '210 40% 50%', 'purple', null]) {
      const res = await client.patch(URL, { primaryColor: 'custom', customPrimaryColor: value });
      expect(res.statusCode, String(value)).toBe(200);
      expect(res.json().settings.customPrimaryColor).toBe(value);
    }
  });

  test('a currency is kept as chosen, and a stored currency no longer offered reads as the default', async () => {
    const { client, user } = await createSignedInUser(t);
    expect(DEFAULT_SETTINGS.currency).toBe('USD');
    const res = await client.patch(URL, { currency: 'JPY' });
    expect(res.json().settings).toEqual({ ...DEFAULT_SETTINGS, currency: 'JPY' });
    await client.patch(URL, { theme: 'dark' });
    expect((await client.get(URL)).json()).toEqual({ ...DEFAULT_SETTINGS, theme: 'dark', currency: 'JPY' });
    await t.db
      .updateTable('user_settings')
      .set({ settings: JSON.stringify({ ...DEFAULT_SETTINGS, currency: 'DEM' }) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await client.get(URL)).json()).toEqual(DEFAULT_SETTINGS);
  });

  test('an old row gains new fields from the defaults, and a retired value reads as its default', async () => {
    const { client, user } = await createSignedInUser(t);
    await t.db
      .updateTable('user_settings')
      .set({ settings: JSON.stringify({ theme: 'dark', fontSize: 300, accent: 'teal' }) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await client.get(URL)).json()).toEqual({ ...DEFAULT_SETTINGS, theme: 'dark' });
    const res = await client.patch(URL, { language: 'de' });
    expect(res.json().settings).toEqual({ ...DEFAULT_SETTINGS, theme: 'dark', language: 'de' });
  });

  test('the chosen language is the language of later error messages', async () => {
    const { client } = await createSignedInUser(t);
    await client.patch(URL, { language: 'de' });
    const res = await client.get('/api/no-such-route');
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Nicht gefunden.' });
  });

  test('a signed-out caller gets 401 on read and change', async () => {
    expect((await t.client().get(URL)).statusCode).toBe(401);
    expect((await t.client().patch(URL, { theme: 'dark' })).statusCode).toBe(401);
    expect((await t.client().patch(URL, { theme: 'blue' })).statusCode).toBe(401);
  });

  test('a change without the CSRF-Token header is refused with 403 and changes nothing', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.request('PATCH', URL, { body: { theme: 'dark' }, withCsrf: false });
    expect(res.statusCode).toBe(403);
    expect((await client.get(URL)).json().theme).toBe('system');
  });

  const cases: Case[] = [
    ['an unknown theme', { theme: 'blue' }, 'theme'],
    ['an unknown primary colour', { primaryColor: 'teal' }, 'primaryColor'],
    ['a custom colour that is no colour', { customPrimaryColor: 'rgb(1,2,3)' }, 'customPrimaryColor'],
    ['an HSL triple out of range', { customPrimaryColor: '400 40% 50%' }, 'customPrimaryColor'],
    [
      'a custom colour over 100 characters',
      { customPrimaryColor: `oklch(${'1'.repeat(100)} 0.1 1)` },
      'customPrimaryColor',
    ],
    ['an unknown border radius', { borderRadius: 'huge' }, 'borderRadius'],
    ['font size 74', { fontSize: 74 }, 'fontSize'],
    ['font size 151', { fontSize: 151 }, 'fontSize'],
    ['a fractional font size', { fontSize: 100.5 }, 'fontSize'],
    ['font size as text', { fontSize: '100' }, 'fontSize'],
    ['an expiry warning of 0 days', { expiryWarningDays: 0 }, 'expiryWarningDays'],
    ['an expiry warning over 30 days', { expiryWarningDays: 31 }, 'expiryWarningDays'],
    ['a fractional expiry warning', { expiryWarningDays: 2.5 }, 'expiryWarningDays'],
    ['an unknown currency', { currency: 'XYZ' }, 'currency'],
    ['a lower-case currency code', { currency: 'eur' }, 'currency'],
    ['a currency symbol instead of a code', { currency: '€' }, 'currency'],
    ['null for the currency', { currency: null }, 'currency'],
    ['an over-long currency', { currency: 'EUR'.repeat(100) }, 'currency'],
    ['an unknown variant', { variant: 'pastel' }, 'variant'],
    ['an unknown default view', { defaultView: 'table' }, 'defaultView'],
    ['an unknown default sort', { defaultSort: 'price' }, 'defaultSort'],
    ['an unknown time zone', { timezone: 'Mars/Olympus_Mons' }, 'timezone'],
    ['an empty time zone', { timezone: '' }, 'timezone'],
    ['a time zone over 64 characters', { timezone: `Europe/${'x'.repeat(64)}` }, 'timezone'],
    ['an unknown date format', { dateFormat: 'YYYY/DD/MM' }, 'dateFormat'],
    ['an unknown time format', { timeFormat: '36h' }, 'timeFormat'],
    ['an unsupported language', { language: 'it' }, 'language'],
    ['null for a required setting', { theme: null }, 'theme'],
    ['an unknown key', { theme: 'dark', wallpaper: 'cats' }, ''],
    ['a list instead of an object', ['dark'], ''],
  ];
  test.each(cases)('%s is refused with 400 naming the field', async (...c) => {
    const { client } = await createSignedInUser(t);
    await expectFieldError(client, 'PATCH', URL, c);
    expect((await client.get(URL)).json()).toEqual(DEFAULT_SETTINGS);
  });

  test('the unknown time zone message says so', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.patch(URL, { timezone: 'Atlantis/Capital' });
    expect(res.json()).toMatchObject({ error: 'Unknown time zone' });
  });

  test('changes to different settings sent at the same time all land', async () => {
    const { client } = await createSignedInUser(t);
    const patches = [
      { theme: 'dark' },
      { fontSize: 90 },
      { variant: 'professional' },
      { defaultView: 'list' },
      { timeFormat: '24h' },
      { borderRadius: 'large' },
    ];
    await client.csrfToken(); // one token for all, as a browser tab has
    const results = await Promise.all(patches.map((p) => client.patch(URL, p)));
    expect(results.map((r) => r.statusCode)).toEqual(patches.map(() => 200));
    expect((await client.get(URL)).json()).toEqual(Object.assign({ ...DEFAULT_SETTINGS }, ...patches));
  });

  test('one user’s settings never change another’s', async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    await a.client.patch(URL, { theme: 'dark', language: 'zh' });
    expect((await b.client.get(URL)).json()).toEqual(DEFAULT_SETTINGS);
    await b.client.patch(URL, { theme: 'light' });
    expect((await a.client.get(URL)).json()).toMatchObject({ theme: 'dark', language: 'zh' });
  });
});

describe('privacy preferences', () => {
  const URL = '/api/user/privacy';

  test('a new account has everything off, the current policy version, and no save yet', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.get(URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      usageAnalytics: false,
      regionAnalytics: false,
      ipAddressProcessing: false,
      marketingCommunications: false,
      privacyPolicyVersion: PRIVACY_POLICY_VERSION,
      updatedAt: null,
    });
  });

  test('PUT saves the preferences, records the current policy and when', async () => {
    const { client } = await createSignedInUser(t);
    const before = Date.now();
    const res = await client.put(URL, {
      usageAnalytics: true,
      regionAnalytics: false,
      ipAddressProcessing: true,
      marketingCommunications: false,
    });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toMatchObject({
      usageAnalytics: true,
      regionAnalytics: false,
      ipAddressProcessing: true,
      marketingCommunications: false,
      privacyPolicyVersion: PRIVACY_POLICY_VERSION,
    });
    expect(Date.parse(json.updatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await client.get(URL)).json()).toEqual(json);
  });

  test('PATCH changes only the preferences given', async () => {
    const { client } = await createSignedInUser(t);
    await client.put(URL, { usageAnalytics: true, marketingCommunications: true });
    const res = await client.patch(URL, { marketingCommunications: false });
    expect(res.json()).toMatchObject({
      usageAnalytics: true,
      regionAnalytics: false,
      ipAddressProcessing: false,
      marketingCommunications: false,
    });
  });

  test('the policy version the user accepted is recorded', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.patch(URL, { regionAnalytics: true, privacyPolicyVersion: '2025-01-01' });
    expect(res.json()).toMatchObject({ regionAnalytics: true, privacyPolicyVersion: '2025-01-01' });
    const again = await client.patch(URL, {});
    expect(again.json().privacyPolicyVersion).toBe(PRIVACY_POLICY_VERSION);
    expect(again.json().regionAnalytics).toBe(true);
  });

  test('a signed-out caller gets 401', async () => {
    expect((await t.client().get(URL)).statusCode).toBe(401);
    expect((await t.client().put(URL, { usageAnalytics: true })).statusCode).toBe(401);
    expect((await t.client().patch(URL, { usageAnalytics: true })).statusCode).toBe(401);
  });

  test('a save without the CSRF-Token header is refused with 403', async () => {
    const { client } = await createSignedInUser(t);
    for (const method of ['PUT', 'PATCH'] as const) {
      const res = await client.request(method, URL, { body: { usageAnalytics: true }, withCsrf: false });
      expect(res.statusCode).toBe(403);
    }
    expect((await client.get(URL)).json().usageAnalytics).toBe(false);
  });

  const cases: Case[] = [
    ['a preference as text', { usageAnalytics: 'yes' }, 'usageAnalytics'],
    ['a preference as a number', { marketingCommunications: 1 }, 'marketingCommunications'],
    ['a policy version over 32 characters', { privacyPolicyVersion: 'v'.repeat(33) }, 'privacyPolicyVersion'],
    ['an empty policy version', { privacyPolicyVersion: '' }, 'privacyPolicyVersion'],
    ['updatedAt from the client', { updatedAt: '2020-01-01T00:00:00.000Z' }, ''],
    ['an unknown key', { usageAnalytics: true, sellMyData: true }, ''],
  ];
  test.each(cases)('%s is refused with 400 naming the field', async (...c) => {
    const { client } = await createSignedInUser(t);
    await expectFieldError(client, 'PUT', URL, c);
    await expectFieldError(client, 'PATCH', URL, c);
    expect((await client.get(URL)).json().updatedAt).toBeNull();
  });

  test('one user’s preferences never change another’s', async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    await a.client.put(URL, { usageAnalytics: true, regionAnalytics: true });
    expect((await b.client.get(URL)).json()).toMatchObject({ usageAnalytics: false, updatedAt: null });
  });
});

describe('regional settings', () => {
  const URL = '/api/user/regional';

  test('a new account reads the settings defaults plus region US with an automatic time zone', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.get(URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      language: 'en',
      region: 'US',
      timezoneMode: 'auto',
      timezone: 'America/New_York',
      dateFormat: 'MM/DD/YYYY',
      timeFormat: '12h',
    });
  });

  test('a change answers the record and writes the shared fields into the settings record', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.patch(URL, {
      language: 'es',
      region: 'ES',
      timezoneMode: 'manual',
      timezone: 'Europe/Madrid',
      dateFormat: 'DD/MM/YYYY',
      timeFormat: '24h',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      language: 'es',
      region: 'ES',
      timezoneMode: 'manual',
      timezone: 'Europe/Madrid',
      dateFormat: 'DD/MM/YYYY',
      timeFormat: '24h',
    });
    expect((await client.get('/api/user/settings')).json()).toEqual({
      ...DEFAULT_SETTINGS,
      language: 'es',
      timezone: 'Europe/Madrid',
      dateFormat: 'DD/MM/YYYY',
      timeFormat: '24h',
    });
  });

  test('a partial change keeps the other fields', async () => {
    const { client } = await createSignedInUser(t);
    await client.patch(URL, { region: 'DE', language: 'de' });
    const res = await client.patch(URL, { timezoneMode: 'manual' });
    expect(res.json()).toMatchObject({ region: 'DE', language: 'de', timezoneMode: 'manual' });
  });

  test('a settings change shows in the regional settings', async () => {
    const { client } = await createSignedInUser(t);
    await client.patch('/api/user/settings', { timezone: 'Asia/Tokyo', language: 'zh', timeFormat: '24h' });
    expect((await client.get(URL)).json()).toMatchObject({
      timezone: 'Asia/Tokyo',
      language: 'zh',
      timeFormat: '24h',
      region: 'US',
    });
  });

  test('an empty change answers the record', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.patch(URL, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ region: 'US', language: 'en' });
  });

  test('a signed-out caller gets 401', async () => {
    expect((await t.client().get(URL)).statusCode).toBe(401);
    expect((await t.client().patch(URL, { region: 'FR' })).statusCode).toBe(401);
  });

  test('a change without the CSRF-Token header is refused with 403', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.request('PATCH', URL, { body: { region: 'FR' }, withCsrf: false });
    expect(res.statusCode).toBe(403);
    expect((await client.get(URL)).json().region).toBe('US');
  });

  const cases: Case[] = [
    ['a lower-case region', { region: 'us' }, 'region'],
    ['a three-letter region', { region: 'USA' }, 'region'],
    ['a region as a number', { region: 1 }, 'region'],
    ['an unknown time-zone mode', { timezoneMode: 'sometimes' }, 'timezoneMode'],
    ['an unknown time zone', { timezone: 'Moon/Tranquility' }, 'timezone'],
    ['an unsupported language', { language: 'pt' }, 'language'],
    ['an unknown date format', { dateFormat: 'D/M/Y' }, 'dateFormat'],
    ['an unknown time format', { timeFormat: 'metric' }, 'timeFormat'],
    ['a time zone over 64 characters', { timezone: 'A'.repeat(65) }, 'timezone'],
    ['an unknown key', { region: 'FR', currency: 'EUR' }, ''],
  ];
  test.each(cases)('%s is refused with 400 naming the field', async (...c) => {
    const { client } = await createSignedInUser(t);
    await expectFieldError(client, 'PATCH', URL, c);
    expect((await client.get(URL)).json()).toMatchObject({ region: 'US', language: 'en' });
  });

  test('the region message names the expected form', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.patch(URL, { region: 'usa' });
    expect(res.json().error).toBe('Use a two-letter region code such as US');
  });

  test('one user’s regional settings never change another’s', async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    await a.client.patch(URL, { region: 'FR', language: 'fr', timezone: 'Europe/Paris' });
    expect((await b.client.get(URL)).json()).toMatchObject({
      region: 'US',
      language: 'en',
      timezone: 'America/New_York',
    });
  });
});
