import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { syncRecipeLibrary } from '../src/server/features/recipes/library-sync';

/**
 * Test databases. SQLite: one migrated template file per test run (made in global set-up), copied
 * per test file. PostgreSQL (TEST_DATABASE_URL set): a migrated template database per run, cloned
 * per test file with CREATE DATABASE … TEMPLATE, which takes milliseconds. Names carry the run's
 * id, so several runs (a developer's and CI's, SQLite and PostgreSQL) never share a database.
 */
export const TMP_DIR = path.resolve('.tmp', 'tests');

declare module 'vitest' {
  export interface ProvidedContext {
    testDbTemplate: string;
  }
}

export function pgUrlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(base: string, query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/** Migrates a template for this run; returns its name and a clean-up for global teardown. */
export async function prepareTemplate(): Promise<{ name: string; cleanup: () => Promise<void> }> {
  const name = `larder_tpl_${process.pid}_${Date.now()}`;
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    await adminQuery(base, `create database "${name}"`);
    const handle = openDatabase({ databaseUrl: pgUrlFor(base, name), poolSize: 1 });
    await migrateToLatest(handle.db);
    await syncRecipeLibrary(handle.db);
    await handle.close();
    return { name, cleanup: () => adminQuery(base, `drop database if exists "${name}" with (force)`) };
  }
  mkdirSync(TMP_DIR, { recursive: true });
  const file = path.join(TMP_DIR, `${name}.db`);
  const handle = openDatabase({ sqliteFile: file });
  await migrateToLatest(handle.db);
  await syncRecipeLibrary(handle.db);
  await handle.close();
  return {
    name,
    cleanup: async () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
    },
  };
}

let counter = 0;

/** A fresh, migrated database of its own for the calling test file. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('testDbTemplate');
  // (Test files run in worker threads of one process: the thread tells their databases apart.)
  const name = `larder_test_${process.pid}_${threadId}_${Date.now()}_${counter++}`;
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    await adminQuery(base, `create database "${name}" template "${template}"`);
    const handle = openDatabase({ databaseUrl: pgUrlFor(base, name), poolSize: 4 });
    return {
      ...handle,
      async close() {
        await handle.close();
        await adminQuery(base, `drop database if exists "${name}" with (force)`);
      },
    };
  }
  const file = path.join(TMP_DIR, `${name}.db`);
  copyFileSync(path.join(TMP_DIR, `${template}.db`), file);
  const handle = openDatabase({ sqliteFile: file });
  return {
    ...handle,
    async close() {
      await handle.close();
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
    },
  };
}
