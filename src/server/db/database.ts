import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type SqliteDatabase as SqliteDialectDatabase,
  type Transaction,
} from 'kysely';
import { createRequire } from 'node:module';
import type PgModule from 'pg';
import type { Database } from './types';

export type Dialect = 'sqlite' | 'postgres';
export type DB = Kysely<Database>;
/** A database or an open transaction: repositories accept either. */
export type Executor = DB | Transaction<Database>;

export type DatabaseHandle = {
  db: DB;
  dialect: Dialect;
  /** Where the SQLite file lives (undefined on PostgreSQL). */
  file?: string;
  close(): Promise<void>;
};

export type DatabaseOptions = { databaseUrl?: string; sqliteFile?: string; poolSize?: number };

/** Opens SQLite (a file in the data folder) unless a postgres:// URL is given. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    // Required only here: a SQLite install never pays for the PostgreSQL driver (about 14 MB).
    const pg = createRequire(import.meta.url)('pg') as typeof PgModule;
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? path.resolve('data', 'larder.db');
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', file, close: () => db.destroy() };
}

/** How many distinct SQL texts keep their prepared statement (the app has a few hundred queries). */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely prepares every query anew, which costs more than running it on SQLite. The app's queries
 * are a fixed set of SQL texts (values are bound), so each prepared statement is kept and reused.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDialectDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      let statement = cache.get(sqlText);
      if (!statement) {
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.clear();
        statement = sqlite.prepare(sqlText);
        cache.set(sqlText, statement);
      }
      return statement;
    },
  };
}

export async function pingDatabase(db: DB): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** `count(*)` is a string on pg and a number on SQLite. */
export function toNumber(value: string | number | bigint | null | undefined): number {
  return value == null ? 0 : Number(value);
}

export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}

export const bool = (v: boolean): number => (v ? 1 : 0);
export const fromBool = (v: number | boolean | null | undefined): boolean => v === 1 || v === true;
