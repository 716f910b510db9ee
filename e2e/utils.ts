import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export type Account = { email: string; password: string; username: string; firstName: string };

export function newAccount(): Account {
  const id = randomBytes(4).toString('hex');
  return {
    email: `cook.${id}@example.com`,
    password: 'correct-horse-battery',
    username: `cook_${id}`,
    firstName: 'Ana',
  };
}

/** Solves the server's ALTCHA challenge as the widget would, and returns the payload it submits. */
async function solveHumanVerification(page: Page): Promise<string | undefined> {
  const config = (await (await page.request.get('/api/auth/human-verification')).json()) as {
    mode: string;
    challengeUrl?: string;
  };
  if (config.mode !== 'altcha' || !config.challengeUrl) return undefined;
  const challenge = (await (await page.request.get(config.challengeUrl)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Registers through the API in the page's browser context (e2e journeys sign in through the API,
 * not by clicking), so the page is signed in afterwards. Onboarding is marked done unless asked.
 */
export async function signUpViaApi(
  page: Page,
  options: { completeOnboarding?: boolean; firstName?: string } = {},
): Promise<Account> {
  const account = { ...newAccount(), ...(options.firstName ? { firstName: options.firstName } : {}) };
  const token = await solveHumanVerification(page);
  const csrf = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string };
  const res = await page.request.post('/api/auth/register', {
    headers: { 'CSRF-Token': csrf.csrfToken },
    data: {
      firstName: account.firstName,
      lastName: 'Tester',
      email: account.email,
      username: account.username,
      password: account.password,
      agreeToTerms: true,
      turnstileToken: token,
      'cf-turnstile-response': token,
      name: `${account.firstName} Tester`,
    },
  });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  if (options.completeOnboarding !== false) {
    const done = await page.request.post('/api/user/onboarding', {
      headers: { 'CSRF-Token': csrf.csrfToken },
      data: { onboarding_completed: true },
    });
    if (!done.ok()) throw new Error(`onboarding failed: ${done.status()}`);
  }
  return account;
}

/** Horizontal overflow of the page in pixels (0 when it fits). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Mutations through the page's session, with its CSRF token (as the web client sends them). */
async function mutate(page: Page, method: 'post' | 'patch', url: string, data: unknown) {
  const csrf = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string };
  const res = await page.request[method](url, { headers: { 'CSRF-Token': csrf.csrfToken }, data });
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as unknown;
}

/** `member` joins `owner`'s family through an invitation code, as the join screen does. */
export async function joinFamilyViaApi(owner: Page, member: Page): Promise<void> {
  const created = (await mutate(owner, 'post', '/api/family/invitations', {})) as {
    invitation: { code: string };
  };
  await mutate(member, 'post', `/api/family/join/${created.invitation.code}`, { bring: 'merge' });
}
