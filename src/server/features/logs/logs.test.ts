import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/app';
import { createSignedInUser } from '../../../../tests/factories';

let t: TestApp;
let ipCounter = 0;

beforeAll(async () => {
  // Behind a trusted proxy each test client can have its own address, so the per-IP limit of one
  // test does not spill into another.
  t = await createTestApp({ env: { TRUST_PROXY: 'on', ADMIN_EMAILS: 'boss@example.com' } });
});
afterAll(async () => t.close());

function clientAt(
  ip = `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
  client = t.client(),
): TestClient {
  client.headers['x-forwarded-for'] = ip;
  return client;
}

async function rowsWithMessage(message: string) {
  return t.db.selectFrom('client_errors').selectAll().where('message', '=', message).execute();
}

const entry = (message: string, extra: Record<string, unknown> = {}) => ({
  message,
  severity: 'ERROR',
  category: 'UI',
  ...extra,
});

describe('POST /api/errors/client', () => {
  test('a signed-out visitor can report a batch, and every entry is stored', async () => {
    const res = await clientAt().post('/api/errors/client', {
      errors: [
        entry('batch one', {
          stackTrace: 'Error: boom\n    at x.js:1:1',
          url: 'http://localhost:3000/pantry',
          metadata: { component: 'PantryList', count: 3 },
          context: { route: '/pantry' },
          error: { name: 'TypeError' },
          timestamp: '2026-11-22T10:00:00.000Z',
        }),
        { message: 'batch two' },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, received: 2 });

    const [one] = await rowsWithMessage('batch one');
    expect(one).toMatchObject({
      user_id: null,
      severity: 'ERROR',
      category: 'UI',
      stack_trace: 'Error: boom\n    at x.js:1:1',
      url: 'http://localhost:3000/pantry',
    });
    expect(JSON.parse(one!.metadata!)).toEqual({
      metadata: { component: 'PantryList', count: 3 },
      context: { route: '/pantry' },
      error: { name: 'TypeError' },
      clientTimestamp: '2026-11-22T10:00:00.000Z',
    });
    const [two] = await rowsWithMessage('batch two');
    // Severity and category default as the contract says.
    expect(two).toMatchObject({ severity: 'ERROR', category: 'GENERAL', metadata: null, stack_trace: null });
  });

  test('a signed-in reporter is recorded from the session, not from the userId the entry claims', async () => {
    const { user, client } = await createSignedInUser(t);
    clientAt(undefined, client);
    const res = await client.post('/api/errors/client', {
      errors: [entry('claimed someone else', { userId: 'someone-else' })],
    });
    expect(res.statusCode).toBe(201);
    const [row] = await rowsWithMessage('claimed someone else');
    expect(row!.user_id).toBe(user.id);
    expect(JSON.parse(row!.metadata!)).toMatchObject({ clientUserId: 'someone-else' });
  });

  test("the browser's User-Agent is kept when the entry has none, cut to 512 characters", async () => {
    const res = await clientAt().post(
      '/api/errors/client',
      { errors: [entry('long agent')] },
      { 'user-agent': 'Mozilla/5.0 ' + 'x'.repeat(2000) },
    );
    expect(res.statusCode).toBe(201);
    const [row] = await rowsWithMessage('long agent');
    expect(row!.user_agent).toHaveLength(512);
    expect(row!.user_agent!.startsWith('Mozilla/5.0 ')).toBe(true);
  });

  test('malformed JSON is a 400 INVALID_JSON', async () => {
    const res = await clientAt().request('POST', '/api/errors/client', {
      rawBody: '{"errors": [ {"message": "x"',
      headers: { 'content-type': 'application/json' },
      withCsrf: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_JSON' });
  });

  test('a prototype-poisoning key is refused, not merged', async () => {
    const res = await clientAt().request('POST', '/api/errors/client', {
      rawBody: '{"errors":[{"message":"proto","__proto__":{"isAdmin":true}}]}',
      headers: { 'content-type': 'application/json' },
      withCsrf: true,
    });
    expect(res.statusCode).toBe(400);
    expect(await rowsWithMessage('proto')).toHaveLength(0);
  });

  test('a batch of 101 entries is refused and nothing of it is stored', async () => {
    const errors = Array.from({ length: 101 }, () => entry('one too many'));
    const res = await clientAt().post('/api/errors/client', { errors });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await rowsWithMessage('one too many')).toHaveLength(0);
  });

  test('a batch of exactly 100 entries is accepted', async () => {
    const errors = Array.from({ length: 100 }, () => entry('full batch'));
    const res = await clientAt().post('/api/errors/client', { errors });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, received: 100 });
    expect(await rowsWithMessage('full batch')).toHaveLength(100);
  });

  test('an empty batch is refused', async () => {
    const res = await clientAt().post('/api/errors/client', { errors: [] });
    expect(res.statusCode).toBe(400);
  });

  test('a 20 kB message is refused', async () => {
    const res = await clientAt().post('/api/errors/client', { errors: [entry('m'.repeat(20_000))] });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('errors.0.message');
  });

  test.each([
    ['an unknown severity', { severity: 'FATAL' }],
    ['an unknown category', { category: 'KITCHEN_SINK' }],
    ['a lower-case severity', { severity: 'error' }],
    ['a message that is a number', { message: 42 }],
    ['an empty message', { message: '' }],
    ['a stack trace that is an object', { stackTrace: { frames: [] } }],
    ['a url of 3,000 characters', { url: 'https://x.test/' + 'a'.repeat(3000) }],
    ['a userId that is a number', { userId: 7 }],
  ])('%s is a 400, never a 500', async (_name, override) => {
    const res = await clientAt().post('/api/errors/client', {
      errors: [{ ...entry('bad field'), ...override }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  test.each([
    ['errors is not a list', { errors: 'boom' }],
    ['errors is missing', {}],
    ['an entry is a string', { errors: ['boom'] }],
    ['the body is a list', [entry('x')]],
    ['the body is null', null],
  ])('a body where %s is a 400', async (_name, body) => {
    const res = await clientAt().request('POST', '/api/errors/client', {
      rawBody: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
      withCsrf: true,
    });
    expect(res.statusCode).toBe(400);
  });

  test('a body over 1 MiB is a 413', async () => {
    const res = await clientAt().post('/api/errors/client', {
      errors: [entry('huge', { metadata: { blob: 'z'.repeat(1_100_000) } })],
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  test('metadata nested 100,000 levels deep is a 400 and is not stored', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const res = await clientAt().request('POST', '/api/errors/client', {
      rawBody: `{"errors":[{"message":"deep metadata","metadata":${deep}}]}`,
      headers: { 'content-type': 'application/json' },
      withCsrf: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'errors.0.metadata' }] });
    expect(await rowsWithMessage('deep metadata')).toHaveLength(0);
  });

  test('metadata 11 levels deep is refused and 10 levels deep is kept', async () => {
    const nest = (levels: number): unknown => (levels === 0 ? 'leaf' : { a: nest(levels - 1) });
    const tooDeep = await clientAt().post('/api/errors/client', {
      errors: [entry('eleven levels', { context: nest(11) })],
    });
    expect(tooDeep.statusCode).toBe(400);
    const fine = await clientAt().post('/api/errors/client', {
      errors: [entry('ten levels', { context: nest(10) })],
    });
    expect(fine.statusCode).toBe(201);
    expect(await rowsWithMessage('eleven levels')).toHaveLength(0);
    expect(await rowsWithMessage('ten levels')).toHaveLength(1);
  });

  test('metadata over 8,000 characters is a 400 and is not stored', async () => {
    const res = await clientAt().post('/api/errors/client', {
      errors: [entry('wide metadata', { metadata: { notes: 'n'.repeat(9_000) } })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('errors.0.metadata');
    expect(await rowsWithMessage('wide metadata')).toHaveLength(0);
  });

  test('a report without the CSRF-Token header is a 403', async () => {
    const res = await clientAt().request('POST', '/api/errors/client', {
      body: { errors: [entry('no csrf')] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CSRF_INVALID' });
    expect(await rowsWithMessage('no csrf')).toHaveLength(0);
  });

  test('a plain-text body is a 400 and a form body is a 415', async () => {
    const text = await clientAt().request('POST', '/api/errors/client', {
      rawBody: 'message=boom',
      headers: { 'content-type': 'text/plain' },
      withCsrf: true,
    });
    expect(text.statusCode).toBe(400);
    const form = await clientAt().request('POST', '/api/errors/client', {
      rawBody: 'message=boom',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      withCsrf: true,
    });
    expect(form.statusCode).toBe(415);
  });

  test('one address may send 60 reports a minute; the 61st is 429 and another address still gets through', async () => {
    const noisy = clientAt('192.0.2.77');
    for (let i = 0; i < 60; i++) {
      const res = await noisy.post('/api/errors/client', { errors: [entry('rate limited')] });
      expect(res.statusCode).toBe(201);
    }
    const limited = await noisy.post('/api/errors/client', { errors: [entry('rate limited')] });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await rowsWithMessage('rate limited')).toHaveLength(60);

    const other = await clientAt('192.0.2.78').post('/api/errors/client', {
      errors: [entry('rate limited')],
    });
    expect(other.statusCode).toBe(201);
  });
});

describe('POST /api/logs/client-error', () => {
  test('one entry is stored and answered with 201', async () => {
    const res = await clientAt().post('/api/logs/client-error', {
      message: 'single entry',
      severity: 'CRITICAL',
      category: 'NETWORK',
      url: '/dashboard',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, received: 1 });
    const [row] = await rowsWithMessage('single entry');
    expect(row).toMatchObject({ severity: 'CRITICAL', category: 'NETWORK', url: '/dashboard' });
  });

  test('a batch sent to the single-entry route is a 400', async () => {
    const res = await clientAt().post('/api/logs/client-error', { errors: [entry('wrong route')] });
    expect(res.statusCode).toBe(400);
  });

  test('an unknown severity is a 400', async () => {
    const res = await clientAt().post('/api/logs/client-error', entry('bad', { severity: 'PANIC' }));
    expect(res.statusCode).toBe(400);
  });

  test('without the CSRF-Token header it is a 403', async () => {
    const res = await clientAt().request('POST', '/api/logs/client-error', { body: entry('no csrf single') });
    expect(res.statusCode).toBe(403);
  });

  test('deep metadata is a 400', async () => {
    const deep = '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000);
    const res = await clientAt().request('POST', '/api/logs/client-error', {
      rawBody: `{"message":"deep single","metadata":${deep}}`,
      headers: { 'content-type': 'application/json' },
      withCsrf: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await rowsWithMessage('deep single')).toHaveLength(0);
  });
});

describe('GET /api/admin/client-errors', () => {
  let admin: TestClient;
  beforeAll(async () => {
    admin = (await createSignedInUser(t, { email: 'boss@example.com' })).client;
  });

  async function report(message: string, extra: Record<string, unknown> = {}) {
    const res = await clientAt().post('/api/logs/client-error', entry(message, extra));
    expect(res.statusCode).toBe(201);
  }

  test('an admin sees the newest entries first, with what the client sent', async () => {
    await report('older entry', { category: 'RECIPE' });
    await new Promise((r) => setTimeout(r, 5));
    await report('newer entry', { category: 'RECIPE', metadata: { recipeId: 'r1' } });
    const res = await admin.get('/api/admin/client-errors?category=RECIPE');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.errors.map((e: { message: string }) => e.message)).toEqual(['newer entry', 'older entry']);
    expect(body.errors[0]).toMatchObject({
      severity: 'ERROR',
      category: 'RECIPE',
      metadata: { recipeId: 'r1' },
      userId: null,
    });
    expect(body.nextCursor).toBeNull();
  });

  test('pages follow each other by cursor without gaps or repeats', async () => {
    for (let i = 0; i < 7; i++) await report(`paged ${i}`, { category: 'MEAL_PLAN', severity: 'WARNING' });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/admin/client-errors?category=MEAL_PLAN&limit=3${cursor ? `&before=${cursor}` : ''}`;
      const res = await admin.get(url);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { errors: Array<{ id: string }>; nextCursor: string | null };
      seen.push(...body.errors.map((e) => e.id));
      cursor = body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect([...seen].sort().reverse()).toEqual(seen);
  });

  test('severity and category filters narrow the list', async () => {
    await report('critical scanner', { category: 'SCANNER', severity: 'CRITICAL' });
    await report('info scanner', { category: 'SCANNER', severity: 'INFO' });
    const res = await admin.get('/api/admin/client-errors?category=SCANNER&severity=CRITICAL');
    expect(res.json().errors.map((e: { message: string }) => e.message)).toEqual(['critical scanner']);
  });

  test('a signed-in user who is not an admin gets 403', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.get('/api/admin/client-errors');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  test('a signed-out visitor gets 401', async () => {
    const res = await clientAt().get('/api/admin/client-errors');
    expect(res.statusCode).toBe(401);
  });

  test.each([
    ['limit=0'],
    ['limit=101'],
    ['limit=abc'],
    ['severity=FATAL'],
    ['category=nope'],
    [`before=${'x'.repeat(100)}`],
  ])('the query %s is a 400', async (query) => {
    const res = await admin.get(`/api/admin/client-errors?${query}`);
    expect(res.statusCode).toBe(400);
  });
});

test('the log routes are described in the OpenAPI document', async () => {
  const paths = (await t.client().get('/api/docs/json')).json().paths;
  expect(paths['/api/errors/client'].post).toBeDefined();
  expect(paths['/api/logs/client-error'].post).toBeDefined();
  expect(paths['/api/admin/client-errors'].get).toBeDefined();
});
