import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTH_MESSAGES } from '@shared/contracts/auth';
import { createTestApp, type TestApp } from '../../../../tests/app';
import { createSignedInUser } from '../../../../tests/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function userRow(id: string) {
  return t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('PATCH /api/user/profile', () => {
  test('changes names (trimmed) and username, and answers with the user', async () => {
    const { user, client } = await createSignedInUser(t);
    await new Promise((r) => setTimeout(r, 5));
    const username = `Grace_${user.id.slice(-6)}`;
    const res = await client.patch('/api/user/profile', {
      firstName: '  Grace ',
      lastName: 'Hopper  ',
      username,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: user.id,
      firstName: 'Grace',
      lastName: 'Hopper',
      name: 'Grace Hopper',
      username,
      email: user.email,
    });
    const row = await userRow(user.id);
    expect(row).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      username,
      username_normalized: username.toLowerCase(),
    });
    expect(row.updated_at > user.updated_at).toBe(true);
  });

  test('one field alone can change and the others stay', async () => {
    const { user, client } = await createSignedInUser(t);
    const res = await client.patch('/api/user/profile', { lastName: 'Byron' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      firstName: user.first_name,
      lastName: 'Byron',
      username: user.username,
    });
  });

  test("another user's username is taken regardless of case: 409 USERNAME_TAKEN", async () => {
    const other = await createSignedInUser(t);
    const { user, client } = await createSignedInUser(t);
    const res = await client.patch('/api/user/profile', { username: other.user.username.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'USERNAME_TAKEN', error: 'This username is already taken.' });
    expect((await userRow(user.id)).username).toBe(user.username);
  });

  test("changing only the case of one's own username is allowed", async () => {
    const { user, client } = await createSignedInUser(t);
    const res = await client.patch('/api/user/profile', { username: user.username.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe(user.username.toUpperCase());
  });

  test('an empty body changes nothing', async () => {
    const { user, client } = await createSignedInUser(t);
    const res = await client.patch('/api/user/profile', {});
    expect(res.statusCode).toBe(200);
    expect((await userRow(user.id)).updated_at).toBe(user.updated_at);
  });

  test.each([
    ['a short username', { username: 'short' }, AUTH_MESSAGES.usernameMin],
    ['a long username', { username: 'u'.repeat(31) }, AUTH_MESSAGES.usernameMax],
    ['a username with a space', { username: 'has a space' }, AUTH_MESSAGES.usernameSpaces],
    ['a username with other characters', { username: 'dollar$ign!' }, AUTH_MESSAGES.usernameChars],
    ['a blank first name', { firstName: '   ' }, AUTH_MESSAGES.firstNameRequired],
    ['an empty last name', { lastName: '' }, AUTH_MESSAGES.lastNameRequired],
  ])('%s is a 400 with the spec message', async (_name, body, message) => {
    const { client } = await createSignedInUser(t);
    const res = await client.patch('/api/user/profile', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: message });
  });

  test.each([
    ['a first name of 101 characters', { firstName: 'a'.repeat(101) }],
    ['a number as a name', { firstName: 42 }],
    ['a null username', { username: null }],
    ['an unknown field (email cannot change here)', { email: 'new@example.com' }],
    ['a list as the body', [{ firstName: 'A' }]],
  ])('%s is a 400', async (_name, body) => {
    const { user, client } = await createSignedInUser(t);
    const res = await client.patch('/api/user/profile', body);
    expect(res.statusCode).toBe(400);
    expect((await userRow(user.id)).email).toBe(user.email);
  });

  test('a body over 1 MiB is a 413', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.patch('/api/user/profile', { firstName: 'a'.repeat(1_100_000) });
    expect(res.statusCode).toBe(413);
  });

  test('malformed JSON is a 400', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.request('PATCH', '/api/user/profile', {
      rawBody: '{"firstName":',
      headers: { 'content-type': 'application/json' },
      withCsrf: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_JSON');
  });

  test('without the CSRF-Token header it is a 403 and nothing changes', async () => {
    const { user, client } = await createSignedInUser(t);
    const res = await client.request('PATCH', '/api/user/profile', { body: { firstName: 'Mallory' } });
    expect(res.statusCode).toBe(403);
    expect((await userRow(user.id)).first_name).toBe(user.first_name);
  });

  test('signed out it is a 401', async () => {
    const res = await t.client().patch('/api/user/profile', { firstName: 'Nobody' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  test('a user changes only their own profile', async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    await a.client.patch('/api/user/profile', { firstName: 'Changed' });
    expect((await userRow(b.user.id)).first_name).toBe(b.user.first_name);
  });
});

test('the profile routes are described in the OpenAPI document', async () => {
  const paths = (await t.client().get('/api/docs/json')).json().paths;
  expect(paths['/api/user/profile'].patch).toBeDefined();
  expect(paths['/api/user/avatar'].post).toBeDefined();
  expect(paths['/api/user/avatar'].delete).toBeDefined();
  expect(paths['/api/user/avatar/{userId}'].get).toBeDefined();
  expect(paths['/api/user/export'].get).toBeDefined();
});
