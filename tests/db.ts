import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';

/**
 * Test databases. SQLite: one migrated template file (made in global set-up), copied per test
 * file. PostgreSQL (TEST_DATABASE_URL set): a migrated template database, cloned per test file
 * with CREATE DATABASE … TEMPLATE, which takes milliseconds.
 */
export const TMP_DIR = path.resolve('.tmp', 'tests');
export const SQLITE_TEMPLATE = path.join(TMP_DIR, 'template.db');
export const PG_TEMPLATE = 'larder_test_template';

export function pgUrlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function prepareTemplate(): Promise<void> {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'larder_test_%'`,
    );
    for (const { datname } of leftovers.rows)
      await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.query(`create database "${PG_TEMPLATE}"`);
    await admin.end();
    const handle = openDatabase({ databaseUrl: pgUrlFor(base, PG_TEMPLATE), poolSize: 1 });
    await migrateToLatest(handle.db);
    await handle.close();
    return;
  }
  mkdirSync(TMP_DIR, { recursive: true });
  const handle = openDatabase({ sqliteFile: SQLITE_TEMPLATE });
  await migrateToLatest(handle.db);
  await handle.close();
}

let counter = 0;

/** A fresh, migrated database of its own for the calling test file. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const name = `larder_test_${process.pid}_${Date.now()}_${counter++}`;
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database "${name}" template "${PG_TEMPLATE}"`);
    await admin.end();
    const handle = openDatabase({ databaseUrl: pgUrlFor(base, name), poolSize: 4 });
    return {
      ...handle,
      async close() {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: base });
        await cleanup.connect();
        await cleanup.query(`drop database if exists "${name}" with (force)`);
        await cleanup.end();
      },
    };
  }
  const file = path.join(TMP_DIR, `${name}.db`);
  copyFileSync(SQLITE_TEMPLATE, file);
  return openDatabase({ sqliteFile: file });
}
