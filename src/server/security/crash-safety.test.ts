import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type {
  Location,
  PantryPage,
  Product,
  StockChangeResponse,
  StockEntry,
} from '@shared/contracts/pantry';
import type { Settings } from '@shared/contracts/settings';
import { pgUrlFor } from '../../../tests/db';
import { buildRegistration } from '../../../tests/factories';

/**
 * Crash safety, as an operator sees it: a real server process (src/server/server.ts under tsx) is
 * sent SIGKILL in the middle of a burst of concurrent writes, then started again on the same data
 * folder (SQLite) or database (PostgreSQL, when TEST_DATABASE_URL is set). Every write whose 2xx
 * answer reached the client must be there afterwards, read back through the API; nothing may be
 * half-applied (a product without the stock its quick add made, totals that disagree with the
 * entries); and the database must pass its own integrity checks.
 */

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const PG_BASE = process.env.TEST_DATABASE_URL;
const DIALECT = PG_BASE ? 'postgresql' : 'sqlite';

const ROUNDS = 3;
/** Requests in flight at once during a burst (one of them is the sequential settings lane). */
const WRITERS = 12;
/** Each round kills only after this many acknowledged writes, then after a delay of its own. */
const MIN_ACKS_PER_ROUND = 20;
const KILL_DELAYS_MS = [150, 1800, 3500];
/** Households may have 50 locations; the three defaults plus these stay under it. */
const LOCATION_BUDGET = 36;
const SHARED_LINES = ['1 l milk', '500 g rice', '6 eggs', '2 apples', '250 g butter'];
const FONT_SIZES = Array.from({ length: 76 }, (_, i) => 75 + i);

// ---------------------------------------------------------------------------------------------
// Child server processes

type Child = {
  proc: ChildProcess;
  baseUrl: string;
  output: string[];
  exited: Promise<void>;
  isAlive(): boolean;
};

const children = new Set<Child>();

/** tsx runs the server in a grandchild process, so signals go to the whole process group. */
function signalGroup(child: Child, signal: NodeJS.Signals): void {
  if (child.proc.pid === undefined || !child.isAlive()) return;
  try {
    process.kill(-child.proc.pid, signal);
  } catch {
    // Already gone.
  }
}

async function stopChild(child: Child, signal: NodeJS.Signals): Promise<void> {
  signalGroup(child, signal);
  await child.exited;
  children.delete(child);
}

// A failing worker must not leave servers behind.
process.once('exit', () => {
  for (const child of children) signalGroup(child, 'SIGKILL');
});

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startChild(dataDir: string, databaseUrl: string | undefined): Promise<Child> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    HUMAN_VERIFICATION: 'off',
    OPENFOODFACTS: 'off',
    LOG_LEVEL: 'warn',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const proc = spawn(TSX, ['src/server/server.ts'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  let alive = true;
  const exited = new Promise<void>((resolve) => {
    proc.once('exit', () => {
      alive = false;
      resolve();
    });
  });
  const child: Child = { proc, baseUrl, output, exited, isAlive: () => alive };
  children.add(child);

  const deadline = Date.now() + 45_000;
  for (;;) {
    if (!alive) throw new Error(`the server exited while starting:\n${output.join('')}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return child;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the server did not start in 45 s:\n${output.join('')}`);
    await sleep(100);
  }
}

// ---------------------------------------------------------------------------------------------
// A browser-like HTTP client: cookies and the CSRF token, over real sockets

type Answer = { status: number; body: unknown };

class Browser {
  baseUrl = '';
  private readonly cookies = new Map<string, string>();
  private csrf: string | null = null;

  async request(method: string, url: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (method !== 'GET') headers['csrf-token'] = await this.csrfToken();
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(this.baseUrl + url, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
  }

  private async csrfToken(): Promise<string> {
    if (this.csrf) return this.csrf;
    const res = await this.request('GET', '/api/csrf-token');
    this.csrf = (res.body as { csrfToken: string }).csrfToken;
    return this.csrf;
  }

  async ok<T>(method: string, url: string, body?: unknown): Promise<T> {
    const res = await this.request(method, url, body);
    if (res.status < 200 || res.status > 299)
      throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body as T;
  }
}

// ---------------------------------------------------------------------------------------------
// What the client was told was saved

type StockWrite = {
  round: number;
  what: string;
  productId: string;
  operationId: string;
  entries: Array<{ id: string; quantity: number }>;
};

type Ledger = {
  stock: StockWrite[];
  products: Array<{ round: number; id: string; name: string; barcode: string }>;
  locations: Array<{ round: number; id: string; name: string }>;
  settings: { acks: number; lastAcked: number; inFlight: number | null };
  /** Answers other than 2xx received before the kill, by status. */
  refused: Map<number, number>;
  /** Requests that got no answer (in flight at the kill, or sent into the dying server). */
  unanswered: number;
};

function acknowledged(ledger: Ledger): number {
  return ledger.stock.length + ledger.products.length + ledger.locations.length + ledger.settings.acks;
}

let counter = 0;
/** A word of letters only (no digit that the quick-add parser could read as an amount). */
function freshWord(): string {
  let n = counter++;
  let word = '';
  do {
    word = String.fromCharCode(97 + (n % 26)) + word;
    n = Math.floor(n / 26);
  } while (n > 0);
  return `zq${word}`;
}

function freshBarcode(): string {
  return `29${String(counter++).padStart(11, '0')}`;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Runs writers until `stop()` says so; then waits for every request to end (answered or not). */
function startBurst(browser: Browser, ledger: Ledger, round: number) {
  let stopping = false;
  let acksThisRound = 0;
  let inFlight = 0;
  let locationsPending = 0;

  /** Sends one write; returns the body of a 2xx answer, or null when refused or unanswered. */
  const send = async (method: string, url: string, body: unknown): Promise<unknown> => {
    inFlight += 1;
    try {
      const res = await browser.request(method, url, body);
      if (res.status >= 200 && res.status < 300) {
        acksThisRound += 1;
        return res.body;
      }
      ledger.refused.set(res.status, (ledger.refused.get(res.status) ?? 0) + 1);
      if (!stopping && res.status !== 409)
        throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
      return null;
    } catch (err) {
      if (!stopping) throw err;
      ledger.unanswered += 1;
      return null;
    } finally {
      inFlight -= 1;
    }
  };

  const recordStock = (what: string, answer: unknown) => {
    const change = answer as StockChangeResponse;
    expect(change.entries.length).toBeGreaterThan(0);
    ledger.stock.push({
      round,
      what,
      productId: change.entries[0]!.productId,
      operationId: change.operation.id,
      entries: change.entries.map((e) => ({ id: e.id, quantity: e.quantity })),
    });
  };

  const mixedWriter = async () => {
    while (!stopping) {
      const dice = Math.random();
      if (dice < 0.4) {
        const text = pick([
          `${1 + Math.floor(Math.random() * 5)} l`,
          `${100 * (1 + Math.floor(Math.random() * 9))} g`,
          '3',
        ]).concat(` qa ${freshWord()}`);
        const answer = await send('POST', '/api/stock/quick-add', { text });
        if (answer) recordStock(`quick add "${text}"`, answer);
      } else if (dice < 0.6) {
        const text = pick(SHARED_LINES);
        const answer = await send('POST', '/api/stock/quick-add', { text });
        if (answer) recordStock(`quick add "${text}"`, answer);
      } else if (dice < 0.78) {
        const name = `Shelf ${freshWord()}`;
        const barcode = freshBarcode();
        const answer = await send('POST', '/api/products', {
          name,
          brand: 'Crash test',
          defaultUnit: 'piece',
          barcodes: [{ code: barcode, packQuantity: 4, packUnit: 'piece' }],
        });
        if (answer)
          ledger.products.push({ round, id: (answer as { product: Product }).product.id, name, barcode });
      } else if (dice < 0.9 && ledger.products.length > 0) {
        // Packs of a product made earlier, found by its barcode.
        const { barcode } = pick(ledger.products);
        const answer = await send('POST', '/api/stock', { barcode, packs: 2 });
        if (answer) recordStock(`2 packs of ${barcode}`, answer);
      } else if (ledger.locations.length + locationsPending < LOCATION_BUDGET) {
        const name = `Shelf ${freshWord()}`;
        locationsPending += 1;
        const answer = await send('POST', '/api/locations', {
          name,
          kind: pick(['pantry', 'fridge', 'freezer']),
        });
        locationsPending -= 1;
        if (answer)
          ledger.locations.push({ round, id: (answer as { location: Location }).location.id, name });
      } else {
        // Every turn sends something: a turn without an await would never give the others a go.
        const text = `1 qa ${freshWord()}`;
        const answer = await send('POST', '/api/stock/quick-add', { text });
        if (answer) recordStock(`quick add "${text}"`, answer);
      }
    }
  };

  // One lane changes the settings one request at a time, so the value saved last is known: the
  // last acknowledged one, or the one in flight at the kill.
  const settingsWriter = async () => {
    while (!stopping) {
      const next = FONT_SIZES[(FONT_SIZES.indexOf(ledger.settings.lastAcked) + 1) % FONT_SIZES.length]!;
      ledger.settings.inFlight = next;
      const answer = await send('PATCH', '/api/user/settings', { fontSize: next });
      if (answer) {
        expect((answer as { settings: Settings }).settings.fontSize).toBe(next);
        ledger.settings.lastAcked = next;
        ledger.settings.acks += 1;
        ledger.settings.inFlight = null;
      }
    }
  };

  const writers = Array.from({ length: WRITERS }, (_, i) => (i === 0 ? settingsWriter() : mixedWriter()));
  const done = Promise.all(writers);
  // Surface a writer's failure at once rather than after the kill.
  done.catch(() => undefined);
  return {
    acks: () => acksThisRound,
    inFlight: () => inFlight,
    stop() {
      stopping = true;
    },
    done,
  };
}

// ---------------------------------------------------------------------------------------------
// Reading the database directly: invariants and integrity checks

type Probe = { all(query: string): Promise<Array<Record<string, unknown>>>; close(): Promise<void> };

async function openProbe(target: { file?: string; url?: string }, readonly: boolean): Promise<Probe> {
  if (target.url) {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    return {
      all: async (query) => (await client.query(query)).rows as Array<Record<string, unknown>>,
      close: () => client.end(),
    };
  }
  const db = new SQLite(target.file!, { readonly, fileMustExist: true });
  return {
    all: async (query) => {
      const statement = db.prepare(query);
      if (statement.reader) return statement.all() as Array<Record<string, unknown>>;
      statement.run();
      return [];
    },
    close: async () => {
      db.close();
    },
  };
}

/**
 * Rows that would show a half-applied write. Only adds happen in this test, so every entry's
 * transactions sum to its quantity and every transaction's entry exists.
 */
const INVARIANTS: Record<string, string> = {
  "a product's totals disagree with its entries": `
    select p.id, p.name from products p
    left join (select product_id, sum(quantity_milli) as s, count(*) as n,
                      sum(case when opened_on is null then 0 else 1 end) as o
               from stock_entries group by product_id) e on e.product_id = p.id
    where p.stock_milli <> coalesce(e.s, 0) or p.entry_count <> coalesce(e.n, 0)
       or p.opened_count <> coalesce(e.o, 0)
       or p.listed <> case when coalesce(e.s, 0) > 0 or coalesce(e.s, 0) < p.min_stock_milli then 1 else 0 end`,
  'a per-location total disagrees with the entries': `
    select b.product_id, b.location_id from stock_by_location b
    left join (select product_id, location_id, sum(quantity_milli) as s, count(*) as n
               from stock_entries group by product_id, location_id) e
      on e.product_id = b.product_id and e.location_id = b.location_id
    where e.n is null or b.stock_milli <> e.s or b.entry_count <> e.n
    union all
    select e.product_id, e.location_id from (select distinct product_id, location_id from stock_entries) e
    left join stock_by_location b on b.product_id = e.product_id and b.location_id = e.location_id
    where b.product_id is null`,
  'an operation without its transactions': `
    select o.id from stock_operations o
    where not exists (select 1 from stock_transactions t where t.operation_id = o.id)`,
  'an entry whose transactions do not add up to it': `
    select e.id from stock_entries e
    left join (select entry_id, sum(delta_milli) as d from stock_transactions group by entry_id) t
      on t.entry_id = e.id
    where t.d is null or t.d <> e.quantity_milli`,
  'a transaction whose entry is missing': `
    select t.id from stock_transactions t
    left join stock_entries e on e.id = t.entry_id where e.id is null`,
  'a product made by a quick add without its stock': `
    select p.id, p.name from products p
    where p.name_normalized like 'qa %'
      and not exists (select 1 from stock_entries e where e.product_id = p.id)`,
  'a product made with a barcode that lost it': `
    select p.id, p.name from products p
    where p.name_normalized like 'shelf %'
      and not exists (select 1 from product_barcodes b where b.product_id = p.id)`,
};

async function halfApplied(probe: Probe): Promise<string[]> {
  const problems: string[] = [];
  for (const [what, query] of Object.entries(INVARIANTS)) {
    const rows = await probe.all(query);
    if (rows.length > 0) problems.push(`${what}: ${JSON.stringify(rows.slice(0, 5))}`);
  }
  return problems;
}

/** SQLite: integrity_check and foreign_key_check. PostgreSQL: amcheck on every btree index and table, and every foreign key. */
async function integrityProblems(probe: Probe): Promise<string[]> {
  const problems: string[] = [];
  if (!PG_BASE) {
    const integrity = await probe.all('pragma integrity_check');
    if (integrity.length !== 1 || integrity[0]!.integrity_check !== 'ok')
      problems.push(`integrity_check: ${JSON.stringify(integrity)}`);
    const orphans = await probe.all('pragma foreign_key_check');
    if (orphans.length > 0) problems.push(`foreign_key_check: ${JSON.stringify(orphans.slice(0, 5))}`);
    return problems;
  }
  await probe.all('create extension if not exists amcheck');
  const indexes = await probe.all(`
    select c.oid::int as oid, c.relname as name from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_am a on a.oid = c.relam
    join pg_namespace n on n.oid = c.relnamespace
    where a.amname = 'btree' and n.nspname = 'public'`);
  expect(indexes.length).toBeGreaterThan(10);
  for (const index of indexes) {
    try {
      // heapallindexed: every row of the table is also found in the index.
      await probe.all(`select bt_index_check(${Number(index.oid)}, true)`);
    } catch (err) {
      problems.push(`bt_index_check ${String(index.name)}: ${(err as Error).message}`);
    }
  }
  const heap = await probe.all(`
    select t.relname as table_name, v.blkno, v.msg from pg_class t
    join pg_namespace n on n.oid = t.relnamespace
    cross join lateral verify_heapam(t.oid) v
    where n.nspname = 'public' and t.relkind = 'r'`);
  if (heap.length > 0) problems.push(`verify_heapam: ${JSON.stringify(heap.slice(0, 5))}`);
  const keys = await probe.all(`
    select con.conname, con.conrelid::regclass::text as child, con.confrelid::regclass::text as parent,
      array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, ord)
            join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.ord) as child_cols,
      array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, ord)
            join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.ord) as parent_cols
    from pg_constraint con join pg_namespace n on n.oid = con.connamespace
    where con.contype = 'f' and n.nspname = 'public'`);
  expect(keys.length).toBeGreaterThan(10);
  for (const key of keys) {
    const childCols = key.child_cols as string[];
    const parentCols = key.parent_cols as string[];
    const notNull = childCols.map((c) => `c."${c}" is not null`).join(' and ');
    const matches = childCols.map((c, i) => `p."${parentCols[i]}" = c."${c}"`).join(' and ');
    const [row] = await probe.all(
      `select count(*)::int as n from ${String(key.child)} c
       where ${notNull} and not exists (select 1 from ${String(key.parent)} p where ${matches})`,
    );
    if (Number(row?.n) > 0)
      problems.push(`foreign key ${String(key.conname)}: ${String(row?.n)} orphan rows`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Reading every acknowledged write back through the API

async function inParallel<T>(
  items: readonly T[],
  width: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

const milli = (n: number) => Math.round(n * 1000);

/**
 * Reads back every acknowledged write. `lost` is keyed by the write (one lost write may show in
 * several places); `inconsistent` lists totals that disagree with what they total.
 */
async function readBack(
  browser: Browser,
  ledger: Ledger,
  probe: Probe,
): Promise<{ lost: Map<string, string>; inconsistent: string[] }> {
  const lost = new Map<string, string>();
  const inconsistent: string[] = [];
  const details = new Map<string, { product: Product; entries: StockEntry[] }>();
  const productIds = [
    ...new Set([...ledger.stock.map((s) => s.productId), ...ledger.products.map((p) => p.id)]),
  ];
  await inParallel(productIds, 8, async (id) => {
    const res = await browser.request('GET', `/api/products/${id}`);
    if (res.status === 200) details.set(id, res.body as { product: Product; entries: StockEntry[] });
    else if (res.status !== 404) throw new Error(`GET /api/products/${id} answered ${res.status}`);
  });

  for (const [id, detail] of details) {
    const sum = detail.entries.reduce((total, e) => total + milli(e.quantity), 0);
    if (milli(detail.product.totalQuantity) !== sum)
      inconsistent.push(
        `product ${id} shows ${detail.product.totalQuantity} but its entries add up to ${sum / 1000}`,
      );
  }
  // The operations log: every acknowledged stock change is in it.
  const operations = new Set((await probe.all('select id from stock_operations')).map((r) => String(r.id)));
  for (const write of ledger.stock) {
    const detail = details.get(write.productId);
    const problems = write.entries.flatMap((acked) => {
      const entry = detail?.entries.find((e) => e.id === acked.id);
      if (!entry) return [`entry ${acked.id} is gone`];
      if (milli(entry.quantity) !== milli(acked.quantity))
        return [`entry ${acked.id} holds ${entry.quantity} instead of ${acked.quantity}`];
      return [];
    });
    if (!operations.has(write.operationId)) problems.push(`operation ${write.operationId} is gone`);
    if (problems.length > 0)
      lost.set(write.operationId, `round ${write.round}: ${write.what}: ${problems.join('; ')}`);
  }
  for (const product of ledger.products) {
    const detail = details.get(product.id);
    if (!detail) lost.set(product.id, `round ${product.round}: product ${product.name} is gone`);
    else if (
      detail.product.name !== product.name ||
      !detail.product.barcodes.some((b) => b.code === product.barcode)
    )
      lost.set(product.id, `round ${product.round}: product ${product.name} lost its name or barcode`);
  }

  // The pantry list a user sees: every product stocked by an acknowledged write, with its totals.
  const rows = new Map<string, number>();
  for (let offset = 0; ; offset += 100) {
    const page = await browser.ok<PantryPage>('GET', `/api/pantry?limit=100&offset=${offset}`);
    for (const row of page.items) rows.set(row.id, row.totalQuantity);
    if (page.items.length === 0 || offset + 100 >= page.total) break;
  }
  for (const id of new Set(ledger.stock.map((s) => s.productId))) {
    const total = details.get(id)?.product.totalQuantity;
    if (!rows.has(id)) inconsistent.push(`product ${id} is missing from the pantry list`);
    else if (total !== undefined && milli(rows.get(id)!) !== milli(total))
      inconsistent.push(`product ${id}: the pantry list shows ${rows.get(id)} but the product ${total}`);
  }

  const { locations } = await browser.ok<{ locations: Location[] }>('GET', '/api/locations');
  const byId = new Map(locations.map((l) => [l.id, l]));
  for (const location of ledger.locations)
    if (byId.get(location.id)?.name !== location.name)
      lost.set(location.id, `round ${location.round}: location ${location.name} is gone`);

  // The last settings change the client saw acknowledged, or the one in flight at the kill.
  const settings = await browser.ok<Settings>('GET', '/api/user/settings');
  const allowed = [ledger.settings.lastAcked, ledger.settings.inFlight].filter((v) => v !== null);
  if (!allowed.includes(settings.fontSize))
    lost.set('settings', `settings: fontSize is ${settings.fontSize}, expected one of ${allowed.join(', ')}`);
  return { lost, inconsistent };
}

// ---------------------------------------------------------------------------------------------

describe(`crash safety (${DIALECT})`, () => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let databaseName: string | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'larder-crash-'));
    if (PG_BASE) {
      databaseName = `larder_crash_${process.pid}_${Date.now()}`;
      await adminQuery(`create database "${databaseName}"`);
      databaseUrl = pgUrlFor(PG_BASE, databaseName);
    }
  });

  afterEach(async () => {
    for (const child of [...children]) await stopChild(child, 'SIGKILL');
  });

  afterAll(async () => {
    for (const child of [...children]) await stopChild(child, 'SIGKILL');
    if (databaseName) await adminQuery(`drop database if exists "${databaseName}" with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('every acknowledged write survives SIGKILL in the middle of a write burst, and the database stays sound', async () => {
    const started = Date.now();
    const target = databaseUrl ? { url: databaseUrl } : { file: path.join(dataDir, 'larder.db') };
    const browser = new Browser();
    let child = await startChild(dataDir, databaseUrl);
    browser.baseUrl = child.baseUrl;

    const registered = await browser.request('POST', '/api/auth/register', buildRegistration());
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    // The shared products exist before the burst, so concurrent quick adds stock them rather than
    // racing to create the same new product.
    for (const text of SHARED_LINES) await browser.ok('POST', '/api/stock/quick-add', { text });
    const initial = await browser.ok<Settings>('GET', '/api/user/settings');

    const ledger: Ledger = {
      stock: [],
      products: [],
      locations: [],
      settings: { acks: 0, lastAcked: initial.fontSize, inFlight: null },
      refused: new Map(),
      unanswered: 0,
    };
    const inFlightAtKill: number[] = [];
    /** Acknowledged writes not found after a restart, and half-applied writes or integrity failures. */
    const lost = new Map<string, string>();
    const broken = new Set<string>();

    for (let round = 1; round <= ROUNDS; round++) {
      const burst = startBurst(browser, ledger, round);
      const deadline = Date.now() + 20_000;
      while (burst.acks() < MIN_ACKS_PER_ROUND) {
        // A writer that failed (a 5xx, an unexpected 4xx) ends the test here.
        await Promise.race([burst.done, sleep(10)]);
        if (Date.now() > deadline) throw new Error(`round ${round}: only ${burst.acks()} writes in 20 s`);
      }
      const delay = KILL_DELAYS_MS[round - 1]! * (0.7 + Math.random() * 0.6);
      await Promise.race([burst.done, sleep(delay)]);

      expect(child.isAlive(), `the server died on its own:\n${child.output.join('')}`).toBe(true);
      burst.stop();
      inFlightAtKill.push(burst.inFlight());
      await stopChild(child, 'SIGKILL');
      await burst.done;

      // Restarted on the same data: read everything back while the new server runs (a later
      // round checks the earlier rounds' writes again), and check the files or pages under it.
      child = await startChild(dataDir, databaseUrl);
      browser.baseUrl = child.baseUrl;
      const probe = await openProbe(target, true);
      try {
        const found = await readBack(browser, ledger, probe);
        for (const [key, problem] of found.lost) lost.set(key, problem);
        for (const problem of found.inconsistent) broken.add(`round ${round}: ${problem}`);
        for (const problem of await halfApplied(probe)) broken.add(`round ${round}: ${problem}`);
        for (const problem of await integrityProblems(probe)) broken.add(`round ${round}: ${problem}`);
      } finally {
        await probe.close();
      }
    }

    // Last, the database as the restarted server leaves it after a clean stop.
    await stopChild(child, 'SIGTERM');
    const probe = await openProbe(target, false);
    try {
      for (const problem of await integrityProblems(probe)) broken.add(`after a clean stop: ${problem}`);
      for (const problem of await halfApplied(probe)) broken.add(`after a clean stop: ${problem}`);
    } finally {
      await probe.close();
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const refused = [...ledger.refused].map(([status, n]) => `${n}×${status}`).join(', ') || 'none';
    console.log(
      `crash safety (${DIALECT}): ${ROUNDS} kills, ${acknowledged(ledger)} acknowledged writes, ` +
        `${lost.size} lost, integrity ${broken.size === 0 ? 'ok' : 'FAILED'}`,
    );
    console.log(
      `  (${ledger.stock.length} stock adds, ${ledger.products.length} products, ${ledger.locations.length} ` +
        `locations, ${ledger.settings.acks} settings changes; in flight at the kills: ${inFlightAtKill.join(', ')}; ` +
        `unanswered ${ledger.unanswered}; refused before the kill: ${refused}; ${seconds} s)`,
    );
    expect({ lost: [...lost.values()], broken: [...broken] }).toEqual({ lost: [], broken: [] });
    expect(ledger.stock.length).toBeGreaterThan(0);
    expect(ledger.products.length).toBeGreaterThan(0);
    expect(ledger.settings.acks).toBeGreaterThan(0);
  }, 150_000);
});

async function adminQuery(query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_BASE });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}
