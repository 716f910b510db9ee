import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/app';
import {
  buildRegistration,
  latestMailTo,
  requestReset,
  signUp,
  tokenFromMail,
} from '../../../../tests/factories';
import { nowIso } from '../../db/database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '10000' } });
});
afterAll(async () => t.close());

async function mailTokenFor(address: string): Promise<string> {
  const mail = await latestMailTo(t.db, address);
  if (!mail) throw new Error(`no mail to ${address}`);
  return tokenFromMail(mail.text_body);
}

async function statusOf(client: TestClient) {
  return (await client.get('/api/auth/status')).json();
}

describe('POST /api/auth/verify-email', () => {
  test('works once, from any browser, and marks the email verified', async () => {
    const client = t.client();
    const user = await signUp(client);
    const token = await mailTokenFor(user.email);
    const first = await t.client().post('/api/auth/verify-email', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    expect((await statusOf(client)).user.emailVerified).toBe(true);
    const again = await t.client().post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'TOKEN_INVALID',
      error: 'This link is invalid or has expired.',
    });
  });

  test('a link older than 48 hours is refused', async () => {
    const client = t.client();
    const user = await signUp(client);
    const token = await mailTokenFor(user.email);
    const row = await t.db
      .selectFrom('auth_tokens')
      .select(['created_at', 'expires_at'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(48 * 3_600_000);
    await t.db
      .updateTable('auth_tokens')
      .set({ expires_at: nowIso(new Date(Date.now() - 1000)) })
      .where('user_id', '=', user.id)
      .execute();
    const res = await t.client().post('/api/auth/verify-email', { token });
    expect(res.json().code).toBe('TOKEN_INVALID');
    expect((await statusOf(client)).user.emailVerified).toBe(false);
  });

  test('tokens are stored only as hashes', async () => {
    const user = await signUp(t.client());
    const token = await mailTokenFor(user.email);
    const rows = await t.db
      .selectFrom('auth_tokens')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
  });

  test('a reset token cannot verify an email (tokens are of one kind)', async () => {
    const user = await signUp(t.client());
    await requestReset(t.client(), t.db, user.email);
    const resetToken = await mailTokenFor(user.email);
    expect((await t.client().post('/api/auth/verify-email', { token: resetToken })).json().code).toBe(
      'TOKEN_INVALID',
    );
  });

  test('unknown, empty, oversized and wrongly typed tokens are 400s; CSRF is required', async () => {
    const client = t.client();
    expect((await client.post('/api/auth/verify-email', { token: 'unknown' })).json().code).toBe(
      'TOKEN_INVALID',
    );
    expect((await client.post('/api/auth/verify-email', { token: '' })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await client.post('/api/auth/verify-email', { token: 'x'.repeat(201) })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await client.post('/api/auth/verify-email', { token: 12 })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await client.post('/api/auth/verify-email', {})).statusCode).toBe(400);
    expect(
      (await client.request('POST', '/api/auth/verify-email', { body: { token: 'x' } })).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/auth/resend-verification', () => {
  test('mails a new link; only the newest link works', async () => {
    const client = t.client();
    const user = await signUp(client);
    const oldToken = await mailTokenFor(user.email);
    const res = await client.post('/api/auth/resend-verification');
    expect(res.statusCode).toBe(200);
    const newToken = await mailTokenFor(user.email);
    expect(newToken).not.toBe(oldToken);
    expect((await t.client().post('/api/auth/verify-email', { token: oldToken })).json().code).toBe(
      'TOKEN_INVALID',
    );
    expect((await t.client().post('/api/auth/verify-email', { token: newToken })).statusCode).toBe(200);
  });

  test('sends nothing once the email is verified', async () => {
    const client = t.client();
    const user = await signUp(client);
    await t.client().post('/api/auth/verify-email', { token: await mailTokenFor(user.email) });
    const before = await t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', user.email)
      .execute();
    expect((await client.post('/api/auth/resend-verification')).statusCode).toBe(200);
    const after = await t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', user.email)
      .execute();
    expect(after).toHaveLength(before.length);
  });

  test('a signed-out caller gets 401; without CSRF 403', async () => {
    expect((await t.client().post('/api/auth/resend-verification')).statusCode).toBe(401);
    const client = t.client();
    await signUp(client);
    expect((await client.request('POST', '/api/auth/resend-verification')).statusCode).toBe(403);
  });
});

describe('forgot and reset password', () => {
  test('forgot-password answers the same for known and unknown emails, and mails only the account', async () => {
    const user = await signUp(t.client());
    const known = await t.client().post('/api/auth/forgot-password', { email: user.email.toUpperCase() });
    const unknown = await t.client().post('/api/auth/forgot-password', { email: 'nobody.here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ ok: true });
    expect(unknown.json()).toEqual({ ok: true });
    // The reset mail is written after the answer; wait for it rather than read the sign-up mail.
    const mail = await vi.waitFor(async () => {
      const latest = await latestMailTo(t.db, user.email);
      expect(latest?.subject).toBe('Reset your Larder password');
      return latest;
    });
    expect(mail?.text_body).toContain('http://localhost:3000/reset-password?token=');
    expect(await latestMailTo(t.db, 'nobody.here@example.com')).toBeUndefined();
  });

  test('the reset mail is written in the language of the account', async () => {
    const registering = t.client();
    registering.headers['accept-language'] = 'de';
    const user = await signUp(registering);
    await requestReset(t.client(), t.db, user.email);
    expect((await latestMailTo(t.db, user.email))?.subject).toBe('Setze dein Larder-Passwort zurück');
  });

  test('reset sets the new password, signs out every session, and works once', async () => {
    const phone = t.client();
    const user = await signUp(phone);
    const laptop = t.client();
    await laptop.post('/api/auth/login', { email: user.email, password: user.password });
    await requestReset(t.client(), t.db, user.email);
    const token = await mailTokenFor(user.email);
    const resetter = t.client();
    const res = await resetter.post('/api/auth/reset-password', { token, password: 'a brand new secret' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await statusOf(phone)).isAuthenticated).toBe(false);
    expect((await statusOf(laptop)).isAuthenticated).toBe(false);
    expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual(
      [],
    );
    expect(
      (await t.client().post('/api/auth/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(401);
    expect(
      (await t.client().post('/api/auth/login', { email: user.email, password: 'a brand new secret' }))
        .statusCode,
    ).toBe(200);
    const again = await t.client().post('/api/auth/reset-password', { token, password: 'yet another one' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('TOKEN_INVALID');
  });

  test('a reset link lasts 1 hour', async () => {
    const user = await signUp(t.client());
    await requestReset(t.client(), t.db, user.email);
    const token = await mailTokenFor(user.email);
    const row = await t.db
      .selectFrom('auth_tokens')
      .select(['created_at', 'expires_at'])
      .where('user_id', '=', user.id)
      .where('kind', '=', 'reset_password')
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(3_600_000);
    await t.db
      .updateTable('auth_tokens')
      .set({ expires_at: nowIso(new Date(Date.now() - 1)) })
      .where('user_id', '=', user.id)
      .where('kind', '=', 'reset_password')
      .execute();
    const res = await t.client().post('/api/auth/reset-password', { token, password: 'a brand new secret' });
    expect(res.json().code).toBe('TOKEN_INVALID');
    expect(
      (await t.client().post('/api/auth/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(200);
  });

  test('bad input: short password (spec message), missing email, oversized values, no CSRF', async () => {
    const client = t.client();
    const short = await client.post('/api/auth/reset-password', { token: 'x', password: 'short' });
    expect(short.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'Password must be at least 8 characters',
    });
    const noEmail = await client.post('/api/auth/forgot-password', {});
    expect(noEmail.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: 'Email is required' });
    expect((await client.post('/api/auth/forgot-password', { email: 'a'.repeat(300) })).statusCode).toBe(400);
    expect((await client.post('/api/auth/forgot-password', { email: { $ne: null } })).statusCode).toBe(400);
    expect(
      (await client.post('/api/auth/reset-password', { token: 'x', password: 'p'.repeat(257) })).statusCode,
    ).toBe(400);
    expect(
      (await client.request('POST', '/api/auth/forgot-password', { body: { email: 'a@b.co' } })).statusCode,
    ).toBe(403);
    expect(
      (
        await client.request('POST', '/api/auth/reset-password', {
          body: { token: 'x', password: 'long enough' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/auth/change-password', () => {
  test('needs the current password, then signs out the other sessions but keeps this one', async () => {
    const here = t.client();
    const user = await signUp(here);
    const elsewhere = t.client();
    await elsewhere.post('/api/auth/login', { email: user.email, password: user.password });
    const res = await here.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'the next password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await statusOf(here)).isAuthenticated).toBe(true);
    expect((await statusOf(elsewhere)).isAuthenticated).toBe(false);
    expect(
      (await t.client().post('/api/auth/login', { email: user.email, password: 'the next password' }))
        .statusCode,
    ).toBe(200);
  });

  test('a missing or wrong current password is refused with a field message, in the caller language', async () => {
    const client = t.client();
    const user = await signUp(client);
    const missing = await client.post('/api/auth/change-password', { newPassword: 'the next password' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'Current password is required',
      details: [{ path: 'currentPassword', message: 'Current password is required' }],
    });
    const wrong = await client.post(
      '/api/auth/change-password',
      { currentPassword: 'not it at all', newPassword: 'the next password' },
      { 'accept-language': 'fr' },
    );
    // The signed-in user's setting (en, from registration) wins over the header.
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: 'Current password is incorrect' });
    expect(
      (await t.client().post('/api/auth/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(200);
  });

  test('an account without a password (social sign-in) sets one without a current password', async () => {
    const client = t.client();
    const user = await signUp(client);
    await t.db.updateTable('users').set({ password_hash: null }).where('id', '=', user.id).execute();
    const res = await client.post('/api/auth/change-password', { newPassword: 'first real password' });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.client().post('/api/auth/login', { email: user.email, password: 'first real password' }))
        .statusCode,
    ).toBe(200);
  });

  test('bad input: signed out, short new password, wrong types, no CSRF', async () => {
    expect(
      (await t.client().post('/api/auth/change-password', { newPassword: 'the next password' })).statusCode,
    ).toBe(401);
    const client = t.client();
    const user = await signUp(client);
    const short = await client.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'short',
    });
    expect(short.json()).toMatchObject({ error: 'Password must be at least 8 characters' });
    expect(
      (await client.post('/api/auth/change-password', { currentPassword: 1, newPassword: true })).statusCode,
    ).toBe(400);
    const noCsrf = await client.request('POST', '/api/auth/change-password', {
      body: { currentPassword: user.password, newPassword: 'the next password' },
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('changing the email', () => {
  test('mails the new address, and the link switches the email and marks it verified', async () => {
    const client = t.client();
    const user = await signUp(client);
    const newEmail = buildRegistration().email;
    const res = await client.post('/api/user/email', { newEmail, password: user.password });
    expect(res.statusCode).toBe(200);
    const mail = await latestMailTo(t.db, newEmail);
    expect(mail?.subject).toBe('Confirm your new email for Larder');
    expect(mail?.text_body).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[\w-]+&kind=change/);
    // Nothing changes until the link is opened.
    expect((await statusOf(client)).user.email).toBe(user.email);
    const confirm = await t
      .client()
      .post('/api/auth/confirm-email-change', { token: tokenFromMail(mail!.text_body) });
    expect(confirm.statusCode).toBe(200);
    expect((await statusOf(client)).user).toMatchObject({ email: newEmail, emailVerified: true });
    expect(
      (await t.client().post('/api/auth/login', { email: newEmail, password: user.password })).statusCode,
    ).toBe(200);
    const again = await t
      .client()
      .post('/api/auth/confirm-email-change', { token: tokenFromMail(mail!.text_body) });
    expect(again.json().code).toBe('TOKEN_INVALID');
  });

  test('an address another account took meanwhile answers 409 and leaves the email as it was', async () => {
    const client = t.client();
    const user = await signUp(client);
    const wanted = buildRegistration().email;
    await client.post('/api/user/email', { newEmail: wanted, password: user.password });
    const token = await mailTokenFor(wanted);
    await signUp(t.client(), { email: wanted });
    const res = await t.client().post('/api/auth/confirm-email-change', { token });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
    expect((await statusOf(client)).user.email).toBe(user.email);
  });

  test('a taken address, the same address, and a wrong or missing password are refused up front', async () => {
    const other = await signUp(t.client());
    const client = t.client();
    const user = await signUp(client);
    const taken = await client.post('/api/user/email', {
      newEmail: other.email.toUpperCase(),
      password: user.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
    const same = await client.post('/api/user/email', { newEmail: user.email, password: user.password });
    expect(same.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'This is already your email address',
    });
    const wrong = await client.post('/api/user/email', {
      newEmail: 'fresh.one@example.com',
      password: 'nope nope',
    });
    expect(wrong.json()).toMatchObject({
      error: 'Current password is incorrect',
      details: [{ path: 'password' }],
    });
    const missing = await client.post('/api/user/email', { newEmail: 'fresh.one@example.com' });
    expect(missing.json()).toMatchObject({ error: 'Current password is required' });
    expect(await latestMailTo(t.db, 'fresh.one@example.com')).toBeUndefined();
  });

  test('a change link lasts 24 hours', async () => {
    const client = t.client();
    const user = await signUp(client);
    const newEmail = buildRegistration().email;
    await client.post('/api/user/email', { newEmail, password: user.password });
    const row = await t.db
      .selectFrom('auth_tokens')
      .select(['created_at', 'expires_at'])
      .where('user_id', '=', user.id)
      .where('kind', '=', 'change_email')
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(24 * 3_600_000);
  });

  test('bad input: signed out, invalid email, wrong types, oversized, no CSRF', async () => {
    expect((await t.client().post('/api/user/email', { newEmail: 'a@b.co', password: 'x' })).statusCode).toBe(
      401,
    );
    const client = t.client();
    const user = await signUp(client);
    const invalid = await client.post('/api/user/email', { newEmail: 'nope', password: user.password });
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: 'Please enter a valid email' });
    expect((await client.post('/api/user/email', { newEmail: 5 })).statusCode).toBe(400);
    expect((await client.post('/api/user/email', { newEmail: `${'a'.repeat(250)}@b.co` })).statusCode).toBe(
      400,
    );
    expect(
      (await client.request('POST', '/api/user/email', { body: { newEmail: 'a@b.co' } })).statusCode,
    ).toBe(403);
    expect((await client.post('/api/auth/confirm-email-change', { token: 'unknown' })).json().code).toBe(
      'TOKEN_INVALID',
    );
    expect((await client.post('/api/auth/confirm-email-change', { token: ['x'] })).statusCode).toBe(400);
  });
});

describe('mail delivery', () => {
  test('without SMTP the mail waits in the outbox, unsent', async () => {
    const user = await signUp(t.client());
    const mail = await latestMailTo(t.db, user.email);
    expect(mail).toMatchObject({ sent_at: null, error: null });
  });

  test('with SMTP_URL the verification mail is delivered to the SMTP server and marked sent', async () => {
    const received: Array<{ to: string[]; data: string }> = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    const mailing = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Larder <larder@example.com>' },
    });
    try {
      const user = await signUp(mailing.client());
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toEqual([user.email]);
      expect(received[0]!.data).toContain('Subject: Confirm your email for Larder');
      expect(received[0]!.data).toContain('From: Larder <larder@example.com>');
      const stored = await latestMailTo(mailing.db, user.email);
      expect(stored?.sent_at).not.toBeNull();
      expect(stored?.error).toBeNull();
      // The link in the delivered mail is the one that verifies.
      const token = tokenFromMail(received[0]!.data.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
      expect((await mailing.client().post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    } finally {
      await mailing.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
