/**
 * Household event fan-out (docs/decisions/0011): ONE pantry change reaching 200 open event streams
 * of the same household. The bench process holds 200 Server-Sent-Event clients (GET /api/events,
 * one socket each, over node:http) and makes a pantry change through the API
 * (POST /api/stock/quick-add, "1 l milk"), BENCH_CHANGES times one after the other, each time
 * waiting until every client has received its `pantry.changed` event. It prints p50/p95/max of the
 * delivery latency over all deliveries (from the moment the change request is sent until a client
 * has the event), and the change request's own latency (send → body read) as a baseline in the
 * same run.
 *
 * Two configurations, both in one run, each with the server(s) as separate processes
 * (src/server/server.ts under tsx, as `npm run dev` and the two-process test in events.test.ts run
 * it; NODE_ENV=production) and a fresh database:
 *   1. SQLite, one server process: the in-process bus.
 *   2. PostgreSQL, two server processes on one fresh database (LISTEN/NOTIFY), 100 clients on each,
 *      the change made through the first. Skipped, with a line saying so, when PostgreSQL is
 *      unreachable (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 *      The database is dropped at the end.
 *
 * A user may hold EVENTS_MAX_STREAMS_PER_USER (5) streams per process, so 200 clients are 40 users:
 * all signed up over HTTP, then moved into the first user's household in the database.
 * The client timestamps are taken in this one process, which reads 200 sockets: the later clients
 * of a fan-out include the time this process spends on the earlier ones (well under a millisecond
 * each). Run: npm run bench:events
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { EVENTS_MAX_STREAMS_PER_USER, EVENTS_PATH, HouseholdEventSchema } from '@shared/contracts/events';
import { openDatabase } from '../src/server/db/database';
import { SESSION_CACHE_TTL_MS } from '../src/server/platform/session-cache';
import { percentile, signUp } from './support';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 30);
/** Changes made before the measured ones (the first creates the product; both sides warm up). */
const WARMUP_CHANGES = 3;
/** A short pause between changes, so that one change's leftovers (logging, pruning) settle. */
const PAUSE_MS = 50;
/** A change whose event has not reached every client by then fails the configuration. */
const DELIVERY_TIMEOUT_MS = 10_000;
const TARGET_P95_MS = 200;
const CHANGE_TEXT = '1 l milk';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const PG_BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SESSION_SECRET = 'events-bench-secret-events-bench-secret-0123';

// ---------------------------------------------------------------------------------------------
// Server processes

type Server = { name: string; proc: ChildProcess; base: string; output: string[]; exited: Promise<void> };

/** Every process this run started, so that an interrupted run still stops them. */
const running = new Set<Server>();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** src/server/server.ts under tsx, in its own process group (tsx runs the server in a grandchild). */
async function startServer(name: string, dataDir: string, databaseUrl?: string): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const proc = spawn(TSX, ['src/server/server.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: base,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      // Every process of one deployment shares its secrets.
      SESSION_SECRET,
      HUMAN_VERIFICATION: 'off',
      OPENFOODFACTS: 'off',
      // 40 registrations from one IP per configuration; the default (100 per 15 minutes) would
      // allow them too, but a re-run within the window on the same database must not be refused.
      AUTH_RATE_LIMIT_PER_IP: '1000',
      LOG_LEVEL: 'warn',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  proc.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  proc.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  let alive = true;
  const exited = new Promise<void>((resolve) =>
    proc.once('exit', () => {
      alive = false;
      resolve();
    }),
  );
  const server: Server = { name, proc, base, output, exited };
  running.add(server);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!alive) throw new Error(`${name} exited while starting:\n${output.join('')}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${name} did not start in 60 s:\n${output.join('')}`);
    await sleep(100);
  }
}

async function stopServer(server: Server): Promise<void> {
  running.delete(server);
  const pid = server.proc.pid;
  if (pid === undefined || server.proc.exitCode !== null || server.proc.signalCode !== null) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  const killed = await Promise.race([server.exited.then(() => false), sleep(12_000).then(() => true)]);
  if (killed) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
    await server.exited;
  }
}

/**
 * What a server logged at warn or above during the run, without the warning it always gives with
 * HUMAN_VERIFICATION=off (empty when all went well).
 */
function serverWarnings(server: Server): string {
  return server.output
    .join('')
    .split('\n')
    .filter((line) => line.trim() && !line.includes('HUMAN_VERIFICATION=off'))
    .join('\n');
}

// ---------------------------------------------------------------------------------------------
// Users of one household

type Member = { cookie: string; userId: string };

async function authStatus(base: string, cookie: string): Promise<{ id: string; householdId: string }> {
  const res = await fetch(`${base}/api/auth/status`, { headers: { cookie } });
  if (!res.ok) throw new Error(`auth status: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string; householdId: string } | null };
  if (!body.user) throw new Error('auth status: not signed in');
  return body.user;
}

/**
 * Signs up `count` users over HTTP at `base` and puts them all into the first one's household.
 * The move is a direct update of household_members: it stands in for joining a family (invite and
 * accept), which does not exist yet and will make exactly this change.
 */
async function householdOf(
  base: string,
  count: number,
  tag: string,
  database: { sqliteFile: string } | { databaseUrl: string },
): Promise<{ householdId: string; members: Member[] }> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const who = { email: `events-${tag}-${i}@example.com`, username: `events_${tag}_${i}` };
    cookies.push(await signUp(base, who));
  }
  // Only the first user's session is looked up before the move: the others' sessions are not in
  // any process's session cache yet, so their first request reads the new membership.
  const owner = await authStatus(base, cookies[0]!);
  const ids: string[] = [owner.id];
  const handle = openDatabase(database);
  try {
    // The cookies are in sign-up order: find each user by the email it signed up with.
    const users = await handle.db.selectFrom('users').select(['id', 'email']).execute();
    const byEmail = new Map(users.map((u) => [u.email, u.id]));
    for (let i = 1; i < count; i++) {
      const id = byEmail.get(`events-${tag}-${i}@example.com`);
      if (!id) throw new Error(`user ${i} was not found after signing up`);
      ids.push(id);
    }
    await handle.db
      .updateTable('household_members')
      .set({ household_id: owner.householdId, role: 'member' })
      .where('user_id', 'in', ids.slice(1))
      .execute();
  } finally {
    await handle.close();
  }
  return {
    householdId: owner.householdId,
    members: cookies.map((cookie, i) => ({ cookie, userId: ids[i]! })),
  };
}

/** Every member's session on `base` resolves to the household (waits out a stale session cache). */
async function checkMembership(base: string, members: Member[], householdId: string): Promise<void> {
  const deadline = Date.now() + SESSION_CACHE_TTL_MS * 2;
  for (const member of members) {
    for (;;) {
      const user = await authStatus(base, member.cookie);
      if (user.householdId === householdId) break;
      if (Date.now() > deadline) throw new Error(`user ${user.id} is not in household ${householdId}`);
      await sleep(250);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Server-Sent-Event clients

type Delivery = { id: string; at: number };

class SseClient {
  /** Every pantry.changed event this client received, with the time its chunk arrived. */
  readonly deliveries: Delivery[] = [];
  connected = false;
  ended = false;
  private buffer = '';
  private request: http.ClientRequest | null = null;

  constructor(
    readonly label: string,
    private readonly onDelivery: () => void,
  ) {}

  /** Opens the stream and resolves once the `retry:` line has arrived (the server has subscribed). */
  open(url: string, cookie: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const request = http.get(
        url,
        { agent: false, headers: { cookie, accept: 'text/event-stream', 'cache-control': 'no-cache' } },
        (response) => {
          if (response.statusCode !== 200) {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () => reject(new Error(`${this.label}: ${response.statusCode} ${body}`)));
            return;
          }
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            // The arrival time comes first: parsing this chunk is not part of its latency.
            const at = performance.now();
            this.buffer += chunk;
            let end: number;
            while ((end = this.buffer.indexOf('\n\n')) >= 0) {
              const block = this.buffer.slice(0, end);
              this.buffer = this.buffer.slice(end + 2);
              this.handle(block, at);
            }
            if (this.connected) resolve();
          });
          response.on('close', () => {
            this.ended = true;
            if (!this.connected) reject(new Error(`${this.label}: the stream ended before its retry line`));
          });
        },
      );
      request.on('error', (err) => {
        this.ended = true;
        reject(err);
      });
      this.request = request;
    });
  }

  private handle(block: string, at: number): void {
    let event: string | undefined;
    let data: string | undefined;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue; // heartbeat comment
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      const field = line.slice(0, colon);
      const value = line.slice(colon + 1).replace(/^ /, '');
      if (field === 'retry') this.connected = true;
      else if (field === 'event') event = value;
      else if (field === 'data') data = value;
    }
    if (event === 'pantry.changed' && data !== undefined) {
      const parsed = HouseholdEventSchema.parse(JSON.parse(data));
      this.deliveries.push({ id: parsed.id, at });
      this.onDelivery();
    }
  }

  close(): void {
    this.request?.destroy();
  }
}

/** Counts deliveries across all clients; resolves waiters once a total is reached. */
class DeliveryCounter {
  total = 0;
  private waiter: { target: number; resolve: () => void } | null = null;
  readonly bump = () => {
    this.total += 1;
    if (this.waiter && this.total >= this.waiter.target) {
      const { resolve } = this.waiter;
      this.waiter = null;
      resolve();
    }
  };
  /** True when `target` deliveries arrived within the timeout. */
  reach(target: number, timeoutMs: number): Promise<boolean> {
    if (this.total >= target) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiter = null;
        resolve(false);
      }, timeoutMs);
      this.waiter = {
        target,
        resolve: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
    });
  }
}

/** Opens one stream per client, EVENTS_MAX_STREAMS_PER_USER per member, a batch at a time. */
async function openStreams(
  base: string,
  members: Member[],
  clients: number,
  label: string,
  counter: DeliveryCounter,
): Promise<SseClient[]> {
  const opened: SseClient[] = [];
  const BATCH = 20;
  for (let i = 0; i < clients; i += BATCH) {
    const batch: Promise<void>[] = [];
    for (let j = i; j < Math.min(clients, i + BATCH); j++) {
      const member = members[Math.floor(j / EVENTS_MAX_STREAMS_PER_USER)]!;
      const client = new SseClient(`${label} client ${j}`, counter.bump);
      opened.push(client);
      batch.push(client.open(`${base}${EVENTS_PATH}`, member.cookie));
    }
    await Promise.all(batch);
  }
  return opened;
}

// ---------------------------------------------------------------------------------------------
// The measurement

type Result = {
  name: string;
  clients: number;
  changes: number;
  /** Delivery latencies (ms), sorted; and per group of clients (a process). */
  delivery: number[];
  groups: Array<{ name: string; delivery: number[] }>;
  /** Per change: until the last of all clients had it (ms), sorted. */
  complete: number[];
  /** The change request: send → answer read (ms), sorted. */
  request: number[];
};

async function csrfFor(base: string, cookie: string): Promise<{ cookie: string; token: string }> {
  // signUp's cookie already holds the CSRF secret cookie; the token is issued against it.
  const res = await fetch(`${base}/api/csrf-token`, { headers: { cookie } });
  const extra = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return { cookie: [cookie, ...extra].join('; '), token: csrfToken };
}

/**
 * Makes WARMUP_CHANGES + CHANGES pantry changes through `writer`, one at a time, each after every
 * client got the previous one, and collects the latencies of the measured ones.
 */
async function measure(
  name: string,
  writer: string,
  writerCookie: string,
  groups: Array<{ name: string; clients: SseClient[] }>,
  counter: DeliveryCounter,
): Promise<Result> {
  const all = groups.flatMap((g) => g.clients);
  const csrf = await csrfFor(writer, writerCookie);
  const change = async () => {
    const res = await fetch(`${writer}/api/stock/quick-add`, {
      method: 'POST',
      headers: { cookie: csrf.cookie, 'csrf-token': csrf.token, 'content-type': 'application/json' },
      body: JSON.stringify({ text: CHANGE_TEXT }),
    });
    const body = await res.text();
    if (res.status !== 201) throw new Error(`quick-add: ${res.status} ${body}`);
  };

  const sent: number[] = [];
  const request: number[] = [];
  const complete: number[] = [];
  for (let i = 0; i < WARMUP_CHANGES + CHANGES; i++) {
    const target = all.length * (i + 1);
    const started = performance.now();
    await change();
    const answered = performance.now();
    if (!(await counter.reach(target, DELIVERY_TIMEOUT_MS))) {
      const missing = all.filter((c) => c.deliveries.length < i + 1);
      const ended = missing.filter((c) => c.ended).length;
      throw new Error(
        `${name}: change ${i + 1}: ${missing.length} of ${all.length} clients had no event after ` +
          `${DELIVERY_TIMEOUT_MS} ms (${ended} of them with a closed stream; ${counter.total} of ${target} deliveries)`,
      );
    }
    if (i >= WARMUP_CHANGES) {
      sent.push(started);
      request.push(answered - started);
    }
    await sleep(PAUSE_MS);
  }
  // Anything extra (a duplicate, an event from elsewhere) shows up as a count above the changes.
  await sleep(200);
  const total = WARMUP_CHANGES + CHANGES;
  const wrong = all.filter((c) => c.deliveries.length !== total);
  if (wrong.length > 0)
    throw new Error(
      `${name}: ${wrong.length} clients did not receive exactly ${total} events (e.g. ${wrong[0]!.label}: ${wrong[0]!.deliveries.length})`,
    );

  const latencyOf = (client: SseClient, k: number) => client.deliveries[WARMUP_CHANGES + k]!.at - sent[k]!;
  for (let k = 0; k < CHANGES; k++) {
    const id = all[0]!.deliveries[WARMUP_CHANGES + k]!.id;
    if (all.some((c) => c.deliveries[WARMUP_CHANGES + k]!.id !== id))
      throw new Error(`${name}: change ${k + 1} reached the clients as different events`);
    complete.push(Math.max(...all.map((c) => latencyOf(c, k))));
  }
  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  const latencies = (clients: SseClient[]) =>
    sorted(clients.flatMap((c) => Array.from({ length: CHANGES }, (_, k) => latencyOf(c, k))));
  return {
    name,
    clients: all.length,
    changes: CHANGES,
    delivery: latencies(all),
    groups: groups.length > 1 ? groups.map((g) => ({ name: g.name, delivery: latencies(g.clients) })) : [],
    complete: sorted(complete),
    request: sorted(request),
  };
}

// ---------------------------------------------------------------------------------------------
// The two configurations

async function sqliteOneProcess(): Promise<Result> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-events-bench-'));
  let server: Server | null = null;
  let clients: SseClient[] = [];
  try {
    server = await startServer('SQLite server', dataDir);
    const users = Math.ceil(CLIENTS / EVENTS_MAX_STREAMS_PER_USER);
    const { householdId, members } = await householdOf(server.base, users, `s${process.pid}`, {
      sqliteFile: path.join(dataDir, 'larder.db'),
    });
    await checkMembership(server.base, members, householdId);
    const counter = new DeliveryCounter();
    clients = await openStreams(server.base, members, CLIENTS, 'sqlite', counter);
    const result = await measure(
      'SQLite, 1 process (in-process bus)',
      server.base,
      members[0]!.cookie,
      [{ name: 'the process', clients }],
      counter,
    );
    const warnings = serverWarnings(server);
    if (warnings) console.log(`SQLite server logged:\n${warnings}`);
    return result;
  } finally {
    for (const client of clients) client.close();
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function pgAdmin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_BASE, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

async function postgresTwoProcesses(): Promise<Result | null> {
  try {
    await pgAdmin('select 1');
  } catch (err) {
    console.log(
      `PostgreSQL at ${redact(PG_BASE)} is unreachable (${(err as Error).message}): the two-process configuration is skipped.`,
    );
    return null;
  }
  const name = `larder_events_bench_${process.pid}_${Date.now()}`;
  const url = new URL(PG_BASE);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-events-bench-'));
  const servers: Server[] = [];
  let clients: SseClient[] = [];
  await pgAdmin(`create database "${name}"`);
  try {
    // One after the other: both migrate at start-up.
    servers.push(await startServer('PostgreSQL server A', dataDir, databaseUrl));
    servers.push(await startServer('PostgreSQL server B', dataDir, databaseUrl));
    const [a, b] = servers as [Server, Server];
    const users = Math.ceil(CLIENTS / EVENTS_MAX_STREAMS_PER_USER);
    const { householdId, members } = await householdOf(a.base, users, `p${process.pid}`, { databaseUrl });
    // The first half of the users holds its streams on A, the second half on B.
    const perProcess = Math.ceil(CLIENTS / 2);
    const usersOnA = Math.ceil(perProcess / EVENTS_MAX_STREAMS_PER_USER);
    const onA = members.slice(0, usersOnA);
    const onB = members.slice(usersOnA);
    await checkMembership(a.base, onA, householdId);
    await checkMembership(b.base, onB, householdId);
    const counter = new DeliveryCounter();
    const clientsA = await openStreams(a.base, onA, perProcess, 'pg A', counter);
    clients = clientsA;
    const clientsB = await openStreams(b.base, onB, CLIENTS - perProcess, 'pg B', counter);
    clients = [...clientsA, ...clientsB];
    const result = await measure(
      'PostgreSQL, 2 processes (LISTEN/NOTIFY)',
      a.base,
      members[0]!.cookie,
      [
        { name: 'process A (the writer)', clients: clientsA },
        { name: 'process B', clients: clientsB },
      ],
      counter,
    );
    for (const server of servers) {
      const warnings = serverWarnings(server);
      if (warnings) console.log(`${server.name} logged:\n${warnings}`);
    }
    return result;
  } finally {
    for (const client of clients) client.close();
    for (const server of servers) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    await pgAdmin(`drop database if exists "${name}" with (force)`).catch((err: unknown) =>
      console.log(`could not drop database ${name}: ${(err as Error).message}`),
    );
  }
}

// ---------------------------------------------------------------------------------------------

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

const ms = (value: number) => value.toFixed(1).padStart(7);
const stats = (sorted: number[]) =>
  `${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 95))} ${ms(sorted[sorted.length - 1]!)}`;

function report(results: Result[]): void {
  console.log('');
  console.log(
    `Household event fan-out: one pantry change (POST /api/stock/quick-add "${CHANGE_TEXT}") to ${CLIENTS} SSE clients, ` +
      `${CHANGES} sequential changes after ${WARMUP_CHANGES} warm-up ones, NODE_ENV=production, HTTP on 127.0.0.1`,
  );
  console.log(
    'latency in ms from sending the change request; "all delivered" = the last client of each change',
  );
  console.log('');
  const head = (title: string) => title.padEnd(23);
  console.log(
    `${''.padEnd(42)} ${''.padStart(11)} | ${head('delivery')} | ${head('all delivered')} | ${head('change request')}`.trimEnd(),
  );
  console.log(
    `${'configuration'.padEnd(42)} ${'deliveries'.padStart(11)} | ${[1, 2, 3].map(() => `${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}`).join(' | ')}`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(42)} ${String(r.delivery.length).padStart(11)} | ${stats(r.delivery)} | ${stats(r.complete)} | ${stats(r.request)}`,
    );
    for (const g of r.groups)
      console.log(
        `  ${g.name.padEnd(40)} ${String(g.delivery.length).padStart(11)} | ${stats(g.delivery)} |`,
      );
  }
  console.log('');
  for (const r of results) {
    const p95 = percentile(r.delivery, 95);
    console.log(
      `${r.name}: ${r.clients} clients × ${r.changes} changes: delivery p50 ${percentile(r.delivery, 50).toFixed(1)} ms, ` +
        `p95 ${p95.toFixed(1)} ms, max ${r.delivery[r.delivery.length - 1]!.toFixed(1)} ms; ` +
        `change request p50 ${percentile(r.request, 50).toFixed(1)} ms, p95 ${percentile(r.request, 95).toFixed(1)} ms, ` +
        `max ${r.request[r.request.length - 1]!.toFixed(1)} ms — ${p95 < TARGET_P95_MS ? 'under' : 'OVER'} the target`,
    );
  }
  console.log(`target: p95 < ${TARGET_P95_MS} ms`);
}

async function main(): Promise<void> {
  const stopAll = () => {
    for (const server of running) {
      try {
        process.kill(-server.proc.pid!, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  const interrupted = () => {
    stopAll();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  const results: Result[] = [];
  let failed = false;
  for (const run of [sqliteOneProcess, postgresTwoProcesses]) {
    try {
      const result = await run();
      if (result) results.push(result);
    } catch (err) {
      failed = true;
      console.log(`FAILED: ${(err as Error).message}`);
    }
  }
  stopAll();
  if (results.length > 0) report(results);
  if (failed) process.exitCode = 1;
}

await main();
