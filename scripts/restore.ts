// `npm run restore -- <backup file>`: puts a backup made by `npm run backup` back into the configured
// database (DATA_DIR/larder.db, or DATABASE_URL). Stop the server first: a server still running on
// SQLite keeps the replaced file open and goes on writing to it, and whether it is running cannot
// be told reliably from here.
//
// SQLite: the backup is checked (a SQLite file that passes quick_check and carries our migrations
// table, none newer than this code), the current file is kept as larder.db.before-restore-<stamp>
// (its -wal/-shm files move with it, so none is left beside the restored file), and the backup is
// copied into place. PostgreSQL: the archive is checked the same way, then pg_restore --clean
// --if-exists --no-owner --single-transaction loads it: all of it, or nothing.
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';

const MIGRATIONS_TABLE = 'kysely_migration';
const SQLITE_HEADER = 'SQLite format 3\u0000';

class RestoreError extends Error {}

function usage(): never {
  console.error('Usage: npm run restore -- <backup file>   (stop the server first)');
  process.exit(2);
}

/** The migrations this code knows: every one applied to an empty in-memory database. */
async function knownMigrations(): Promise<string[]> {
  const scratch = openDatabase({ sqliteFile: ':memory:' });
  try {
    return await migrateToLatest(scratch.db);
  } finally {
    await scratch.close();
  }
}

/** A backup made by a newer Larder would stop this one at start-up; say so now instead. */
async function checkMigrations(names: string[], source: string): Promise<void> {
  if (names.length === 0)
    throw new RestoreError(`${source} has an empty ${MIGRATIONS_TABLE} table: not a Larder backup.`);
  const known = new Set(await knownMigrations());
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length > 0) {
    throw new RestoreError(
      `${source} was made by a newer Larder (migrations ${unknown.join(', ')} are unknown here). ` +
        'Update Larder, then restore.',
    );
  }
}

/** Flushes a file, or a folder's entries after a rename, to disk. */
function fsyncPath(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function readHeader(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(SQLITE_HEADER.length);
    const read = readSync(fd, buffer, 0, buffer.length, 0);
    return buffer.subarray(0, read).toString('latin1');
  } finally {
    closeSync(fd);
  }
}

async function restoreSqlite(backup: string, dataDir: string, stamp: string): Promise<void> {
  const target = path.join(dataDir, 'larder.db');
  if (path.resolve(backup) === path.resolve(target))
    throw new RestoreError('The backup is the database itself; give the path of a backup file.');
  if (readHeader(backup) !== SQLITE_HEADER) throw new RestoreError(`${backup} is not a SQLite database.`);

  // Checked as a copy in the data folder, so the backup itself is never opened (nor given -wal/-shm
  // files of its own), and what is checked is exactly what goes into place.
  mkdirSync(dataDir, { recursive: true });
  const incoming = `${target}.restoring-${stamp}`;
  copyFileSync(backup, incoming);
  let migrations: string[];
  try {
    const copy = new SQLite(incoming, { fileMustExist: true });
    try {
      const check = copy.pragma('quick_check') as Array<{ quick_check: string }>;
      if (check[0]?.quick_check !== 'ok')
        throw new RestoreError(`${backup} is damaged: ${check.map((r) => r.quick_check).join('; ')}`);
      const table = copy
        .prepare("select name from sqlite_master where type = 'table' and name = ?")
        .get(MIGRATIONS_TABLE);
      if (!table) throw new RestoreError(`${backup} has no ${MIGRATIONS_TABLE} table: not a Larder backup.`);
      migrations = (
        copy.prepare(`select name from ${MIGRATIONS_TABLE} order by name`).all() as Array<{ name: string }>
      )
        .map((r) => r.name)
        .sort();
    } finally {
      copy.close();
    }
    await checkMigrations(migrations, backup);
    fsyncPath(incoming);
  } catch (err) {
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(incoming + suffix, { force: true });
    if (err instanceof RestoreError) throw err;
    throw new RestoreError(`${backup} cannot be read as a SQLite database: ${(err as Error).message}`);
  }

  let keptAs: string | null = null;
  if (existsSync(target)) {
    // Fold the write-ahead log into the file, so the copy kept aside is whole on its own.
    try {
      const current = new SQLite(target, { fileMustExist: true });
      try {
        const [result] = current.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
        if (result && result.busy !== 0) {
          rmSync(incoming, { force: true });
          throw new RestoreError(`${target} is in use: stop the server, then restore.`);
        }
      } finally {
        current.close();
      }
    } catch (err) {
      if (err instanceof RestoreError) throw err;
      // A damaged database is a reason to restore: keep it aside as it is, with its -wal.
      console.warn(
        `Could not read the current database (${(err as Error).message}); keeping it aside as it is.`,
      );
    }
    keptAs = `${target}.before-restore-${stamp}`;
    for (const suffix of ['', '-wal', '-shm']) {
      if (existsSync(target + suffix)) renameSync(target + suffix, keptAs + suffix);
    }
  }
  renameSync(incoming, target);
  fsyncPath(dataDir);

  const size = (statSync(target).size / 1024).toFixed(0);
  console.log(`Restored ${backup} into ${target} (${size} KiB, migrations up to ${migrations.at(-1)}).`);
  console.log(
    keptAs
      ? `The previous database is kept as ${keptAs}.`
      : 'There was no database before; nothing was kept aside.',
  );
  console.log('Start the server: it applies any migrations newer than the backup.');
}

/** The connection URL without its password (given to pg_restore through PGPASSWORD instead). */
function splitPassword(databaseUrl: string): { url: string; password: string | undefined; shown: string } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = '';
  const shown = `${url.protocol}//${url.username ? `${url.username}@` : ''}${url.host}${url.pathname}`;
  return { url: url.toString(), password, shown };
}

function runPgRestore(args: string[], password: string | undefined) {
  const env = { ...process.env };
  if (password !== undefined) env.PGPASSWORD = password;
  return spawnSync('pg_restore', args, { env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
}

/** The migration names in a pg_dump archive: the data of its migrations table, as COPY text. */
function archivedMigrations(backup: string): string[] {
  const data = runPgRestore(['--data-only', `--table=${MIGRATIONS_TABLE}`, '--file=-', backup], undefined);
  if (data.status !== 0)
    throw new RestoreError(`${backup}: cannot read the migrations table: ${data.stderr.trim()}`);
  const lines = data.stdout.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`COPY `) && l.includes(MIGRATIONS_TABLE));
  if (start < 0) return [];
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line === '\\.') break;
    names.push(line.split('\t')[0]!);
  }
  return names.sort();
}

async function restorePostgres(backup: string, databaseUrl: string): Promise<void> {
  const listed = runPgRestore(['--list', backup], undefined);
  if (listed.error) throw new RestoreError(`pg_restore cannot be run: ${listed.error.message}`);
  if (listed.status !== 0)
    throw new RestoreError(`${backup} is not a pg_dump archive: ${listed.stderr.trim().split('\n')[0]}`);
  if (!new RegExp(`\\bTABLE \\S+ ${MIGRATIONS_TABLE}\\b`).test(listed.stdout))
    throw new RestoreError(`${backup} has no ${MIGRATIONS_TABLE} table: not a Larder backup.`);
  const migrations = archivedMigrations(backup);
  await checkMigrations(migrations, backup);

  const { url, password, shown } = splitPassword(databaseUrl);
  const restored = runPgRestore(
    ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${url}`, backup],
    password,
  );
  if (restored.status !== 0) {
    const missing = /database ".*" does not exist/.test(restored.stderr)
      ? ` Create the database first (createdb), then restore.`
      : '';
    throw new RestoreError(
      `pg_restore into ${shown} failed; it ran as one transaction, so the database is as it was.${missing}\n` +
        restored.stderr.trim(),
    );
  }
  // Read back through the app's own driver: the restored database answers with the archive's migrations.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(`select name from ${MIGRATIONS_TABLE}`);
    const restoredMigrations = rows.map((r) => r.name).sort();
    if (restoredMigrations.join() !== migrations.join())
      throw new RestoreError(`${shown} does not hold the archive's migrations after pg_restore.`);
  } finally {
    await client.end();
  }
  console.log(`Restored ${backup} into ${shown} (migrations up to ${migrations.at(-1)}).`);
  console.log('Start the server: it applies any migrations newer than the backup.');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  if (args.length !== 1 || args[0] === '--help' || args[0] === '-h') usage();
  const backup = path.resolve(args[0]!);
  if (!existsSync(backup) || !statSync(backup).isFile()) throw new RestoreError(`${backup}: no such file.`);
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  if (config.databaseUrl) await restorePostgres(backup, config.databaseUrl);
  else await restoreSqlite(backup, config.dataDir, stamp);
}

try {
  await main();
} catch (err) {
  if (!(err instanceof RestoreError)) throw err;
  console.error(`Restore stopped: ${err.message}`);
  process.exit(1);
}
