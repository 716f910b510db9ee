import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  EVENTS_MAX_STREAMS_PER_USER,
  EVENTS_PATH,
  EVENTS_RETRY_MS,
  HouseholdEventSchema,
  type HouseholdEvent,
} from '@shared/contracts/events';
import type { StockChangeResponse } from '@shared/contracts/pantry';
import { TestClient, testConfig, type TestApp } from '../../../../tests/app';
import { type ChildServer, startServer, stopServer } from '../../../../tests/child-server';
import { createTestDatabase, pgUrlFor } from '../../../../tests/db';
import { createSignedInUser, type SignedIn } from '../../../../tests/factories';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { createEventBus, type EventBus } from '../../platform/events/event-bus';
import { SESSION_COOKIE } from '../../platform/sessions';

/**
 * GET /api/events over real HTTP, as a browser's EventSource uses it: the replay after
 * Last-Event-ID, live events caused by pantry changes made through the API, nothing from another
 * household, and the guards (401, 400, 429). On PostgreSQL, two server processes on one database:
 * a change made through one reaches a stream held open on the other.
 */

const PG_BASE = process.env.TEST_DATABASE_URL;

let handle: DatabaseHandle;
let databaseUrl: string | undefined;
let bus: EventBus;
let app: FastifyInstance;
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  if (PG_BASE) {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(handle.db);
    databaseUrl = pgUrlFor(PG_BASE, rows[0]!.name);
  }
  // tests/app.ts builds its app without DATABASE_URL; live events on PostgreSQL need the bus to
  // know it, so this file builds its app with a bus of its own.
  bus = createEventBus({
    db: handle.db,
    dialect: handle.dialect,
    databaseUrl,
    log: { warn: () => undefined },
  });
  const config = testConfig();
  app = await buildApp({ config, db: handle.db, dialect: handle.dialect, events: bus, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  t = {
    app,
    db: handle.db,
    dialect: handle.dialect,
    config,
    client: () => new TestClient(app),
    close: async () => undefined,
  };
});

afterAll(async () => {
  if (app) {
    // Streams are still open here (the cap test leaves five): closing the app ends them itself.
    const closing = app.close();
    await Promise.all([...openedStreams].map((stream) => stream.finished));
    // undici may hold a spare connection that never sent a request; Node's server.close() would
    // wait for it until its headers timeout. It is the test client's, not a stream.
    app.server.closeAllConnections();
    await closing;
  }
  await bus?.close();
  await handle?.close();
});

/** Every stream this file opened, to check that closing the app ends them. */
const openedStreams = new Set<EventStream>();

// ---------------------------------------------------------------------------------------------
// A Server-Sent Events reader over fetch

type Block = { id?: string; event?: string; data?: string; retry?: string; comment?: string };

class EventStream {
  readonly blocks: Block[] = [];
  private buffer = '';
  private wake: (() => void) | null = null;
  ended = false;
  /** Resolves when the server has ended the stream (or the client closed it). */
  readonly finished: Promise<void>;
  private resolveFinished!: () => void;

  private constructor(
    readonly response: Response,
    private readonly controller: AbortController,
  ) {
    this.finished = new Promise((resolve) => (this.resolveFinished = resolve));
  }

  static async open(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
    const controller = new AbortController();
    const response = await fetch(url, { headers, signal: controller.signal });
    const stream = new EventStream(response, controller);
    openedStreams.add(stream);
    if (response.ok) void stream.pump();
    else stream.resolveFinished();
    return stream;
  }

  private async pump(): Promise<void> {
    const reader = this.response.body!.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        this.buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = this.buffer.indexOf('\n\n')) >= 0) {
          this.blocks.push(parseBlock(this.buffer.slice(0, end)));
          this.buffer = this.buffer.slice(end + 2);
        }
        this.wake?.();
      }
    } catch {
      // Aborted by close().
    } finally {
      this.ended = true;
      this.wake?.();
      this.resolveFinished();
    }
  }

  /** The first block (from the start of the stream) that matches, waiting for it if need be. */
  async waitFor(match: (block: Block) => boolean, timeoutMs = 5000): Promise<Block> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.blocks.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (this.ended || left <= 0)
        throw new Error(`no matching block in ${timeoutMs} ms; got ${JSON.stringify(this.blocks)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** The events received so far, parsed with the shared contract. */
  events(): HouseholdEvent[] {
    return this.blocks
      .filter((b) => b.data !== undefined)
      .map((b) => HouseholdEventSchema.parse(JSON.parse(b.data!)));
  }

  close(): void {
    this.controller.abort();
  }
}

function parseBlock(text: string): Block {
  const block: Block = {};
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) block.comment = line.slice(1).trim();
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const field = line.slice(0, colon) as keyof Block;
    const value = line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id' || field === 'event' || field === 'data' || field === 'retry') block[field] = value;
  }
  return block;
}

const cookieOf = (signedIn: SignedIn) => ({ cookie: `${SESSION_COOKIE}=${signedIn.token}` });

const openStream = (signedIn: SignedIn, headers: Record<string, string> = {}, query = '') =>
  EventStream.open(`${baseUrl}${EVENTS_PATH}${query}`, { ...cookieOf(signedIn), ...headers });

async function quickAdd(signedIn: SignedIn, text: string): Promise<StockChangeResponse> {
  const res = await signedIn.client.post('/api/stock/quick-add', { text });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as StockChangeResponse;
}

/** The pantry publishes after answering; wait until its event is recorded. */
async function recordedEvent(householdId: string, after: string, type: string): Promise<HouseholdEvent> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = (await bus.since(householdId, after)).find((e) => e.type === type);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${type} event recorded`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// ---------------------------------------------------------------------------------------------

describe('GET /api/events', () => {
  test('without a session the stream answers 401 in the usual error shape', async () => {
    const res = await app.inject({ method: 'GET', url: EVENTS_PATH });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', error: expect.any(String) });
  });

  test('a Last-Event-ID that is not a sequence number answers 400', async () => {
    const user = await createSignedInUser(t);
    for (const bad of ['abc', '-1', '1e5', '12 ', '99999999999999999999']) {
      const res = await user.client.get(EVENTS_PATH, { 'last-event-id': bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const res = await user.client.get(`${EVENTS_PATH}?lastEventId=x1`);
    expect(res.statusCode).toBe(400);
  });

  test('replays what came after Last-Event-ID, then streams a pantry change made through the API', async () => {
    const user = await createSignedInUser(t);
    const householdId = user.user.household_id;
    await quickAdd(user, '1 l milk');
    const seen = await recordedEvent(householdId, '0', 'pantry.changed');
    const missed = await bus.publish(householdId, 'shopping.changed', { listIds: ['list-1'] }, user.user.id);

    const stream = await openStream(user, { 'last-event-id': seen.id });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('cache-control')).toBe('no-cache');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    // Security headers set for every request still apply to the stream.
    expect(stream.response.headers.get('x-content-type-options')).toBe('nosniff');

    await stream.waitFor((b) => b.id === missed.id);
    expect(stream.blocks[0]).toEqual({ retry: String(EVENTS_RETRY_MS) });
    expect(stream.blocks[1]).toEqual({
      id: missed.id,
      event: 'shopping.changed',
      data: JSON.stringify(missed),
    });

    const eggs = await quickAdd(user, '6 eggs');
    const live = await stream.waitFor((b) => b.event === 'pantry.changed');
    const event = HouseholdEventSchema.parse(JSON.parse(live.data!));
    expect(event).toMatchObject({ type: 'pantry.changed', actorId: user.user.id });
    expect(event.data.productIds).toEqual(eggs.products.map((p) => p.id));
    expect(live.id).toBe(event.id);
    // What the client had already seen is not sent again.
    expect(stream.events().map((e) => e.id)).not.toContain(seen.id);
    stream.close();
  });

  test('pantry changes publish once they succeed: a refused change publishes nothing, a deleted product is named', async () => {
    const user = await createSignedInUser(t);
    const householdId = user.user.household_id;
    const milk = await quickAdd(user, '1 l milk');
    const added = await recordedEvent(householdId, '0', 'pantry.changed');
    expect(added).toMatchObject({ actorId: user.user.id, data: { productIds: [milk.products[0]!.id] } });

    // Consuming more than there is, without allowPartial, is refused (409).
    const refused = await user.client.post('/api/stock/consume', {
      productId: milk.products[0]!.id,
      quantity: 99,
      unit: 'l',
    });
    expect(refused.statusCode).toBe(409);
    const deleted = await user.client.delete(`/api/products/${milk.products[0]!.id}`);
    expect(deleted.statusCode).toBe(200);
    const afterDelete = await recordedEvent(householdId, added.id, 'pantry.changed');
    expect(afterDelete.data).toEqual({ productIds: [milk.products[0]!.id] });
    // Only the delete: the refused consume left no event between the two.
    expect(await bus.since(householdId, added.id)).toEqual([afterDelete]);
  });

  test('?lastEventId= resumes as the header does (EventSource polyfills)', async () => {
    const user = await createSignedInUser(t);
    const householdId = user.user.household_id;
    const first = await bus.publish(householdId, 'recipes.changed', { recipeIds: ['r1'] });
    const second = await bus.publish(householdId, 'recipes.changed', { recipeIds: ['r2'] });
    const stream = await openStream(user, {}, `?lastEventId=${first.id}`);
    await stream.waitFor((b) => b.id === second.id);
    expect(stream.events()).toEqual([second]);
    stream.close();
  });

  test('the stream of another household never shows this household’s events', async () => {
    const alice = await createSignedInUser(t);
    const bob = await createSignedInUser(t);
    await quickAdd(alice, '2 apples');
    await recordedEvent(alice.user.household_id, '0', 'pantry.changed');

    // Bob asks for everything retained; Alice's stream is open beside his.
    const bobStream = await openStream(bob, { 'last-event-id': '0' });
    const aliceStream = await openStream(alice);
    await bobStream.waitFor((b) => b.retry !== undefined);
    await aliceStream.waitFor((b) => b.retry !== undefined);

    const butter = await quickAdd(alice, '250 g butter');
    await aliceStream.waitFor((b) => b.event === 'pantry.changed');
    // A marker in Bob's household: once it arrives, anything of Alice's would have arrived before it.
    const marker = await bus.publish(bob.user.household_id, 'family.changed', { memberIds: [] });
    await bobStream.waitFor((b) => b.id === marker.id);

    expect(bobStream.events()).toEqual([marker]);
    expect(JSON.stringify(bobStream.blocks)).not.toContain(butter.products[0]!.id);
    aliceStream.close();
    bobStream.close();
  });

  test(`more than ${EVENTS_MAX_STREAMS_PER_USER} open streams for one user answer 429; closing one frees its slot`, async () => {
    const user = await createSignedInUser(t);
    const streams: EventStream[] = [];
    for (let i = 0; i < EVENTS_MAX_STREAMS_PER_USER; i++) {
      const stream = await openStream(user);
      expect(stream.response.status).toBe(200);
      await stream.waitFor((b) => b.retry !== undefined);
      streams.push(stream);
    }
    const refused = await fetch(`${baseUrl}${EVENTS_PATH}`, { headers: cookieOf(user) });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED', error: expect.any(String) });

    streams[0]!.close();
    const deadline = Date.now() + 5000;
    let reopened: EventStream | null = null;
    while (!reopened) {
      const attempt = await openStream(user);
      if (attempt.response.status === 200) reopened = attempt;
      else await attempt.response.text();
      if (reopened) break;
      if (Date.now() > deadline) throw new Error('the closed stream never freed its slot');
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await reopened.waitFor((b) => b.retry !== undefined);
    // The rest stay open on purpose: afterAll's app.close() must end them.
  });
});

// ---------------------------------------------------------------------------------------------
// Two server processes on one PostgreSQL database

describe.runIf(Boolean(PG_BASE))('two server processes on one PostgreSQL database', () => {
  test('a pantry change made through one reaches an event stream held open on the other', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-events-'));
    const children: ChildServer[] = [];
    try {
      // One after the other: both migrate at start-up.
      children.push(await startServer(dataDir, databaseUrl!));
      children.push(await startServer(dataDir, databaseUrl!));
      const [writer, reader] = children as [ChildServer, ChildServer];
      const user = await createSignedInUser(t);
      const cookie = `${SESSION_COOKIE}=${user.token}`;

      const stream = await EventStream.open(`${reader.baseUrl}${EVENTS_PATH}`, { cookie });
      expect(stream.response.status).toBe(200);
      await stream.waitFor((b) => b.retry !== undefined);

      // The CSRF token belongs to a browser's cookie; take both from the writer.
      const csrf = await fetch(`${writer.baseUrl}/api/csrf-token`, { headers: { cookie } });
      const csrfCookie = csrf.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const { csrfToken } = (await csrf.json()) as { csrfToken: string };
      const started = Date.now();
      const res = await fetch(`${writer.baseUrl}/api/stock/quick-add`, {
        method: 'POST',
        headers: {
          cookie: [cookie, csrfCookie].filter(Boolean).join('; '),
          'csrf-token': csrfToken,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ text: '1 l oat milk' }),
      });
      expect(res.status).toBe(201);
      const change = (await res.json()) as StockChangeResponse;

      // Delivery time is a figure for bench/ (CI machines are slow and shared); here it must arrive,
      // and the time it took is printed.
      const block = await stream.waitFor((b) => b.event === 'pantry.changed', 10_000);
      console.log(
        `two processes: a pantry change reached the other process's stream ${Date.now() - started} ms after the request`,
      );
      const event = HouseholdEventSchema.parse(JSON.parse(block.data!));
      expect(event.actorId).toBe(user.user.id);
      expect(event.data.productIds).toEqual(change.products.map((p) => p.id));
      stream.close();
    } finally {
      for (const child of children) await stopServer(child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
