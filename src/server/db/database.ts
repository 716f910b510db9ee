import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SelectQueryNode,
  SqliteDialect,
  sql,
  type Compilable,
  type CompiledQuery,
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
    // An idle pooled connection that the server ends (a restart, a dropped database) emits 'error'
    // on the pool; unhandled, that would end the process. The pool discards the connection and the
    // next query opens a new one, so a warning is all it takes.
    pool.on('error', (err) => console.warn(`PostgreSQL closed an idle connection: ${err.message}`));
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
  const database = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  directSqlite.set(db, { sqlite, prepare: database.prepare });
  return { db, dialect: 'sqlite', file, close: () => db.destroy() };
}

/** How many distinct SQL texts keep their prepared statement (the app has a few hundred queries). */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely prepares every query anew, which costs more than running it on SQLite. The app's queries
 * are a fixed set of SQL texts (values are bound), so each prepared statement is kept and reused.
 */
function withStatementCache(
  sqlite: SQLite.Database,
): SqliteDialectDatabase & { prepare(sqlText: string): SQLite.Statement } {
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

/** The SQLite connection behind a Kysely instance that openDatabase made, for precompiledRead. */
const directSqlite = new WeakMap<
  Executor,
  { sqlite: SQLite.Database; prepare(sqlText: string): SQLite.Statement }
>();

/** Stands in for a value while a precompiled read is compiled; never reaches the database. */
const PLACEHOLDER_PREFIX = '\u0000larder-placeholder:';

type Precompiled<Row> = {
  query: CompiledQuery<Row>;
  /** For each bound parameter, the name of the value that fills it, or null for a constant. */
  slots: Array<string | null>;
};

export type PrecompiledRead<Params, Row> = {
  all(db: Executor, params: Params): Promise<Row[]>;
  first(db: Executor, params: Params): Promise<Row | undefined>;
};

/**
 * A read that runs on (nearly) every request, built and compiled once per database instead of on
 * every call: Kysely otherwise rebuilds and recompiles the query each time, which costs more than
 * the indexed lookup itself. `build` receives placeholders for the values, and each must reach the
 * SQL as a bound parameter (compiling checks that). On SQLite outside a transaction the cached
 * prepared statement runs directly; Kysely's connection mutex only matters while a transaction
 * holds the single connection, and then the read waits for it like any other query.
 */
export function precompiledRead<Params extends Record<string, string>, Row>(
  build: (db: Executor, params: Params) => Compilable<Row>,
): PrecompiledRead<Params, Row> {
  const compiled = new WeakMap<Executor, Precompiled<Row>>();

  const compile = (db: Executor, names: string[]): Precompiled<Row> => {
    const placeholders = Object.fromEntries(names.map((n) => [n, PLACEHOLDER_PREFIX + n])) as Params;
    const query = build(db, placeholders).compile();
    if (!SelectQueryNode.is(query.query)) throw new Error('precompiledRead takes select queries only');
    const slots = query.parameters.map((p) =>
      typeof p === 'string' && p.startsWith(PLACEHOLDER_PREFIX) ? p.slice(PLACEHOLDER_PREFIX.length) : null,
    );
    const missing = names.filter((n) => !slots.includes(n));
    if (missing.length > 0) throw new Error(`precompiledRead: ${missing.join(', ')} not bound as parameters`);
    return { query, slots };
  };

  const prepare = (db: Executor, params: Params) => {
    let entry = compiled.get(db);
    if (!entry) {
      entry = compile(db, Object.keys(params));
      compiled.set(db, entry);
    }
    const { query, slots } = entry;
    const parameters = slots.map((name, i) => (name === null ? query.parameters[i] : params[name]));
    const direct = directSqlite.get(db);
    const statement = direct && !direct.sqlite.inTransaction ? direct.prepare(query.sql) : null;
    return { query, parameters, statement };
  };

  const viaKysely = (db: Executor, query: CompiledQuery<Row>, parameters: unknown[]) =>
    db.executeQuery<Row>({ ...query, parameters }).then((result) => result.rows);

  return {
    all(db, params) {
      try {
        const { query, parameters, statement } = prepare(db, params);
        if (statement) return Promise.resolve(statement.all(parameters) as Row[]);
        return viaKysely(db, query, parameters);
      } catch (err) {
        return Promise.reject(err as Error);
      }
    },
    first(db, params) {
      try {
        const { query, parameters, statement } = prepare(db, params);
        if (statement) return Promise.resolve(statement.get(parameters) as Row | undefined);
        return viaKysely(db, query, parameters).then((rows) => rows[0]);
      } catch (err) {
        return Promise.reject(err as Error);
      }
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
/** Which database a connection (or transaction) talks to, for the few queries that differ. */
export function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function toNumber(value: string | number | bigint | null | undefined): number {
  return value == null ? 0 : Number(value);
}

/** A row still referenced elsewhere (PostgreSQL 23503, SQLite's FOREIGN KEY constraint). */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return (
    e?.code === '23503' ||
    e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    /FOREIGN KEY constraint failed/.test(e?.message ?? '')
  );
}

export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}

export const bool = (v: boolean): number => (v ? 1 : 0);
export const fromBool = (v: number | boolean | null | undefined): boolean => v === 1 || v === true;
