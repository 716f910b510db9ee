/**
 * What the API benches share: signing a user up over real HTTP, as a browser would; a seeded
 * generator; a fresh database (SQLite in a folder, or PostgreSQL with BENCH_DATABASE_URL); percentiles.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, type DatabaseHandle } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { syncRecipeLibrary } from '../src/server/features/recipes/library-sync';

/** Registers a user at `base` (CSRF token first) and returns the cookie header of the session. */
export async function signUp(base: string, who: { email: string; username: string }): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = pair!.split('=');
      jar.set(k!, v!);
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const csrfRes = await fetch(`${base}/api/csrf-token`);
  keep(csrfRes);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'csrf-token': csrfToken, cookie: cookie() },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Mark',
      email: who.email,
      username: who.username,
      password: 'bench-password',
      agreeToTerms: true,
    }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  keep(res);
  return cookie();
}

/** A small deterministic generator, so every run seeds the same household. */
export function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function openBenchDatabase(
  dataDir: string,
): Promise<DatabaseHandle & { drop?: () => Promise<void> }> {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) return openDatabase({ sqliteFile: path.join(dataDir, 'bench.db') });
  const name = `larder_bench_${process.pid}_${Date.now()}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  return { ...handle, drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** An app under bench, a bare Fastify route beside it, and a signed-up user of a household of its own. */
export type BenchServer = {
  handle: DatabaseHandle & { drop?: () => Promise<void> };
  app: FastifyInstance;
  base: string;
  cookie: string;
  user: { id: string; householdId: string };
  /** GET and POST /bare answer whatever body was set last: the floor of HTTP in the same process. */
  bare: { base: string; setBody(body: string): void };
  close(): Promise<void>;
};

/**
 * buildApp() on a fresh database (a temporary SQLite file, or BENCH_DATABASE_URL=postgres://… for a
 * fresh PostgreSQL database), NODE_ENV=production, on 127.0.0.1, with one user signed up over HTTP.
 * `library` also loads the built-in recipes. Call close() at the end: it drops the database too.
 */
export async function startBenchServer(
  name: string,
  options: { library?: boolean } = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `larder-${name}-bench-`));
  const handle = await openBenchDatabase(dataDir);
  const config = loadConfig({
    DATA_DIR: dataDir,
    HUMAN_VERIFICATION: 'off',
    OPENFOODFACTS: 'off',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    APP_URL: 'http://127.0.0.1',
    AUTH_RATE_LIMIT_PER_IP: '1000',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    // Background jobs would run beside what is measured.
    SCHEDULER: 'off',
  });
  await migrateToLatest(handle.db);
  if (options.library) await syncRecipeLibrary(handle.db);
  const app = await buildApp({ config, db: handle.db, dialect: handle.dialect, logger: false });
  const bare = Fastify({ logger: false });
  let bareBody = '{}';
  const answer = async (_request: unknown, reply: { type(t: string): { send(b: string): unknown } }) =>
    reply.type('application/json').send(bareBody);
  bare.get('/bare', answer);
  bare.post('/bare', answer);
  const close = async () => {
    await app.close();
    await bare.close();
    await handle.close();
    await handle.drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });
    const cookie = await signUp(base, { email: `${name}-bench@example.com`, username: `${name}_bench` });
    const status = (await (await fetch(`${base}/api/auth/status`, { headers: { cookie } })).json()) as {
      user: { id: string; householdId: string };
    };
    return {
      handle,
      app,
      base,
      cookie,
      user: status.user,
      bare: { base: bareBase, setBody: (body) => void (bareBody = body) },
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
