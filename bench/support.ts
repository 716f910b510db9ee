/**
 * What the API benches share: signing a user up over real HTTP, as a browser would; a seeded
 * generator; a fresh database (SQLite in a folder, or PostgreSQL with BENCH_DATABASE_URL); percentiles.
 */
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/server/db/database';

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
