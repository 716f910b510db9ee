import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEXT_MESSAGES } from '@shared/contracts/text';
import { createTestApp, type TestApp, type TestClient } from '../../../tests/app';
import { signUp } from '../../../tests/factories';
import { installErrorHandling, isRefusedDataError } from './errors';

/**
 * Text that a database cannot store never reaches it: on PostgreSQL a NUL in any string or id was a
 * 500 ("invalid byte sequence for encoding UTF8: 0x00"); on SQLite it was stored as it was. This
 * file runs on both databases (the server suite runs again on PostgreSQL in CI).
 */
let t: TestApp;
let cook: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  cook = t.client();
  await signUp(cook);
});
afterAll(async () => t.close());

const NUL = '\u0000';

describe('a NUL or control character is a 400 with a translated message, never stored', () => {
  test('signing in and registering without an account', async () => {
    const login = await t.client().post('/api/auth/login', { email: `a${NUL}@example.com`, password: 'x' });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: TEXT_MESSAGES.singleLine });

    const register = await t.client().post('/api/auth/register', {
      firstName: `Ada${NUL}`,
      lastName: 'Lovelace',
      email: 'nul@example.com',
      username: 'nul_user_1',
      password: 'correct horse battery',
      agreeToTerms: true,
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().details).toContainEqual({ path: 'firstName', message: TEXT_MESSAGES.singleLine });
  });

  test("text fields, in the user's language", async () => {
    const german = t.client();
    await signUp(german);
    expect((await german.patch('/api/user/settings', { language: 'de' })).statusCode).toBe(200);
    const res = await german.post('/api/products', { name: `Milk${NUL}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'Verwende eine einzige Textzeile, ohne Tabulatoren, Zeilenumbrüche oder Steuerzeichen',
    );
    const anonymous = await t.client().request('POST', '/api/auth/login', {
      body: { email: `a${NUL}@example.com`, password: 'x' },
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
      withCsrf: true,
    });
    expect(anonymous.json().error).toBe('请只输入一行文字，不要包含制表符、换行符或控制字符');
    for (const [method, url, body] of [
      ['POST', '/api/stock/quick-add', { text: `2 l milk${NUL}` }],
      ['POST', '/api/locations', { name: `Cellar\u001b`, kind: 'pantry' }],
      ['POST', '/api/appliances', { name: `Wok${NUL}` }],
      ['PATCH', '/api/user/profile', { firstName: `Ada${NUL}` }],
    ] as const) {
      const answer = await cook.request(method, url, { body, withCsrf: true });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().code, url).toBe('VALIDATION_FAILED');
    }

    const notes = await cook.post('/api/products', { name: 'Notes', notes: `line 1\n\tline 2${NUL}` });
    expect(notes.json()).toMatchObject({ error: TEXT_MESSAGES.controlCharacters });
  });

  test('multi-line fields keep their tabs and line breaks', async () => {
    const res = await cook.post('/api/products', {
      name: 'Oat milk',
      notes: 'Shake well.\n\tKeeps 7 days open.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().product.notes).toBe('Shake well.\n\tKeeps 7 days open.');
  });

  test('ids in the path and search queries', async () => {
    for (const url of ['/api/products/%00', '/api/products/abc%00def', '/api/stock/entries/%00/open']) {
      const res = url.endsWith('open') ? await cook.post(url, {}) : await cook.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: 'VALIDATION_FAILED', error: TEXT_MESSAGES.invalidId });
    }
    const search = await cook.get('/api/products?q=milk%00');
    expect(search.statusCode).toBe(400);
  });

  test('names that look the same are stored the same (NFC), so they match', async () => {
    const composed = await cook.post('/api/products', { name: 'Cr\u00e8me fra\u00eeche' });
    expect(composed.statusCode).toBe(201);
    const decomposed = await cook.post('/api/stock/quick-add', { text: '200 g Cre\u0300me frai\u0302che' });
    expect(decomposed.statusCode).toBe(201);
    expect(decomposed.json().products[0].id).toBe(composed.json().product.id);
  });

  test('a client error report keeps its text, with what cannot be stored replaced', async () => {
    const res = await t
      .client()
      .post('/api/logs/client-error', { message: `boom${NUL}\ud800`, category: 'UI' });
    expect(res.statusCode).toBeLessThan(300);
    const row = await t.db
      .selectFrom('client_errors')
      .select('message')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(row?.message).toBe('boom\ufffd\ufffd');
  });
});

describe('the error mapper as a backstop', () => {
  test('a value the database itself refuses is a 400, not a 500', async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    // A real refusal from each database: NUL in text on PostgreSQL, a value past SQLite's size limit.
    app.get('/refused', async () => {
      if (t.dialect === 'postgres') await sql`select ${'a\u0000b'}::text`.execute(t.db);
      else await sql`select zeroblob(2147483647)`.execute(t.db);
      return { ok: true };
    });
    const res = await app.inject({ method: 'GET', url: '/refused' });
    await app.close();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  test('only data errors count: a broken query is still a server error', () => {
    expect(isRefusedDataError({ code: '22021', severity: 'ERROR' })).toBe(true);
    expect(isRefusedDataError({ code: 'SQLITE_TOOBIG' })).toBe(true);
    expect(isRefusedDataError({ code: '42P01', severity: 'ERROR' })).toBe(false);
    expect(isRefusedDataError(new Error('22021'))).toBe(false);
  });
});
