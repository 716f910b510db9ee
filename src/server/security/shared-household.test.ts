import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/app';
import {
  Household,
  type CrawlResult,
  type Operation,
  createRng,
  discoverSeedScript,
  listOperations,
  readOpenApi,
  seedFromEnv,
} from '../../../tests/openapi';

/**
 * The audit of issue 13, driven by the OpenAPI document: three members of one family (owner,
 * and two who joined by an invitation) and an outsider. A member fills the kitchen through every
 * create the document offers (discoverSeedScript); then every GET is crawled as each of them.
 * Every household route answers the three members alike (what one made, the others see and can
 * open by its id), and the outsider sees none of it. Routes about the reader themselves (their
 * account, settings, notifications, Chef conversation, favourites) are left out by path and field.
 */

const ENV = { AUTH_RATE_LIMIT_PER_IP: '1000000' };

/** Answers about the reader, not the household. */
const PER_USER_PATHS = [
  /^\/api\/(auth|user|username|csrf-token|health|notifications|onboarding|settings|logs|errors|admin|system|oauth)\b/,
  // The Chef's conversation and tips are each user's own.
  /^\/api\/chat\b/,
  /^\/api\/family$/,
];
/** Fields that say something about the reader inside household answers. */
const PER_USER_FIELDS = new Set(['favorite', 'isFavorite', 'isMe', 'myRole', 'can', 'today', 'warningDays']);

const isHouseholdFetch = (fetch: string) => !PER_USER_PATHS.some((p) => p.test(fetch));

function withoutReader(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutReader);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !PER_USER_FIELDS.has(key))
        .map(([key, v]) => [key, withoutReader(v)]),
    );
  }
  return value;
}

function householdView(crawl: CrawlResult): Map<string, string> {
  const view = new Map<string, string>();
  for (const [fetch, answer] of crawl) {
    if (isHouseholdFetch(fetch))
      view.set(fetch, JSON.stringify({ status: answer.status, json: withoutReader(answer.json) }));
  }
  return view;
}

let t: TestApp;
let ops: Operation[];
beforeAll(async () => {
  t = await createTestApp({ env: ENV });
  ops = listOperations(readOpenApi(t.app));
}, 60_000);
afterAll(async () => t?.close());

async function join(owner: Household, member: Household): Promise<void> {
  const invited = await owner.client.send({ method: 'POST', url: '/api/family/invitations', json: {} });
  expect(invited.statusCode, invited.body).toBe(201);
  const code = (invited.json() as { invitation: { code: string } }).invitation.code;
  const joined = await member.client.send({
    method: 'POST',
    url: `/api/family/join/${code}`,
    json: { bring: 'keep' },
  });
  expect(joined.statusCode, joined.body).toBe(200);
}

test('three members see one kitchen through every household route; an outsider sees none of it', async () => {
  const owner = await new Household(t.app, 'owner').signUp();
  const cook = await new Household(t.app, 'cook').signUp();
  const shopper = await new Household(t.app, 'shopper').signUp();
  const outsider = await new Household(t.app, 'outsider').signUp();
  await join(owner, cook);
  await join(owner, shopper);

  // The cook (a member, not the owner) fills the kitchen through every create that works.
  const script = await discoverSeedScript(cook, ops, createRng(seedFromEnv()));
  expect(script.creates.length).toBeGreaterThan(10);
  if (!cook.hasSession()) expect(await cook.signInAgain()).toBe(true);

  const views = new Map<string, Map<string, string>>();
  for (const who of [owner, cook, shopper]) views.set(who.label, householdView(await who.crawl(ops)));
  const cookView = views.get('cook')!;
  // The crawl reached the household's things, single resources by id included.
  const resources = [...cookView.keys()].filter((fetch) => fetch.includes('{'));
  expect(resources.length).toBeGreaterThan(3);

  const differences: string[] = [];
  for (const who of ['owner', 'shopper']) {
    const view = views.get(who)!;
    for (const [fetch, answer] of cookView) {
      if (view.get(fetch) !== answer)
        differences.push(
          `${who} ${fetch}: ${(view.get(fetch) ?? 'not fetched').slice(0, 300)}\n  cook: ${answer.slice(0, 300)}`,
        );
    }
  }
  expect(differences, differences.join('\n')).toEqual([]);

  // The outsider's kitchen holds none of it (every route's refusal of their ids is the
  // cross-household suite's).
  const outsiderView = householdView(await outsider.crawl(ops));
  for (const fetch of ['/api/pantry', '/api/shopping-lists', '/api/meal-plans']) {
    expect(cookView.get(fetch), fetch).toBeDefined();
    expect(outsiderView.get(fetch), fetch).not.toBe(cookView.get(fetch));
  }
}, 240_000);
