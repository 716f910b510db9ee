import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, test } from 'vitest';
import type { Location, Product, StockChangeResponse, StockEntry } from '@shared/contracts/pantry';
import { buildApp } from '../src/server/app';
import { openDatabase, type DatabaseHandle } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { createUser } from '../src/server/features/users/users.service';
import { TestClient, testConfig } from '../tests/app';
import { pgUrlFor } from '../tests/db';
import { signUp, type SignedUpUser } from '../tests/factories';

const run = promisify(execFile);
const tsx = path.resolve('node_modules/.bin/tsx');

describe('operations scripts', () => {
  test.runIf(!process.env.TEST_DATABASE_URL)(
    'db:migrate prepares a new database and backup copies it while it is open',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-ops-'));
      const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
      const migrated = await run(tsx, ['scripts/db-migrate.ts'], { env });
      expect(migrated.stdout).toContain('Applied: 0001-accounts');

      // The app keeps its connection open (and writes) while the backup runs.
      const live = openDatabase({ sqliteFile: path.join(dataDir, 'larder.db') });
      await migrateToLatest(live.db);
      await createUser(live.db, {
        email: 'backup@example.com',
        username: 'backup_user',
        firstName: 'Bea',
        lastName: 'Kup',
        passwordHash: null,
        emailVerified: true,
      });
      const target = path.join(dataDir, 'copy.db');
      const backup = await run(tsx, ['scripts/backup.ts', target], { env });
      expect(backup.stdout).toContain(`Backup written to ${target}`);
      await live.close();

      const copy = openDatabase({ sqliteFile: target });
      const users = await copy.db.selectFrom('users').select('email').execute();
      await copy.close();
      expect(users).toEqual([{ email: 'backup@example.com' }]);
      expect((await run(tsx, ['scripts/db-migrate.ts'], { env })).stdout).toContain('up to date');
    },
    60_000,
  );

  test.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'backup on PostgreSQL writes a pg_dump archive',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-ops-'));
      const target = path.join(dataDir, 'larder.dump');
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: process.env.TEST_DATABASE_URL };
      await run(tsx, ['scripts/backup.ts', target], { env });
      expect(existsSync(target) && statSync(target).size).toBeGreaterThan(0);
    },
    60_000,
  );
});

// ---------------------------------------------------------------------------------------------
// Backup and restore, round trip: data made through the app, backed up with scripts/backup.ts,
// restored with scripts/restore.ts into a fresh database, compared table by table, and served again.

const PG_BASE = process.env.TEST_DATABASE_URL;

type Served = { app: FastifyInstance; handle: DatabaseHandle; applied: string[]; close(): Promise<void> };

/** The app on a database of our choosing (a data folder's larder.db, or a PostgreSQL URL). */
async function serve(dataDir: string, databaseUrl?: string): Promise<Served> {
  const handle = openDatabase({ databaseUrl, sqliteFile: path.join(dataDir, 'larder.db'), poolSize: 2 });
  const applied = await migrateToLatest(handle.db);
  const app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir }),
    db: handle.db,
    dialect: handle.dialect,
    logger: false,
  });
  await app.ready();
  return {
    app,
    handle,
    applied,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

async function expectStatus(
  res: Promise<{ statusCode: number; body: string; json(): unknown }>,
  status: number,
): Promise<Record<string, unknown>> {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json() as Record<string, unknown>;
}

/** A household with a bit of everything: settings, locations, products with barcodes, stock and its history. */
async function stockHousehold(client: TestClient): Promise<SignedUpUser> {
  const user = await signUp(client, { firstName: 'Rhea', lastName: 'Store' });
  await expectStatus(
    client.post('/api/user/onboarding', { action: 'setup_pantry', pantrySize: 'small' }),
    200,
  );
  await expectStatus(
    client.post('/api/user/onboarding', { household_size: 3, cooking_frequency: 'Daily' }),
    200,
  );
  await expectStatus(
    client.patch('/api/user/settings', { theme: 'dark', fontSize: 115, currency: 'EUR' }),
    200,
  );
  await expectStatus(client.patch('/api/user/regional', { region: 'DE', timezone: 'Europe/Berlin' }), 200);
  await expectStatus(
    client.put('/api/user/privacy', { usageAnalytics: true, marketingCommunications: false }),
    200,
  );
  await expectStatus(client.post('/api/appliances', { applianceSlug: 'oven', brand: 'Bosch' }), 201);
  await expectStatus(
    client.post('/api/errors/client', { errors: [{ message: 'seen before the backup' }] }),
    201,
  );

  const { location: cellar } = (await expectStatus(
    client.post('/api/locations', { name: 'Cellar', kind: 'pantry' }),
    201,
  )) as { location: Location };
  const { locations } = (await expectStatus(client.get('/api/locations'), 200)) as { locations: Location[] };
  const freezer = locations.find((l) => l.kind === 'freezer')!;
  const { product: beans } = (await expectStatus(
    client.post('/api/products', {
      name: 'Black beans',
      brand: 'Larder test',
      defaultUnit: 'can',
      minStock: 2,
      notes: 'The good ones',
      defaultLocationId: cellar.id,
      barcodes: [
        { code: '4006381333931', packQuantity: 1, packUnit: 'can' },
        { code: '4006381333948', packQuantity: 6, packUnit: 'can' },
      ],
      conversions: [{ from: 'can', amount: 400, unit: 'g' }],
    }),
    201,
  )) as { product: Product };
  await expectStatus(
    client.post('/api/stock', {
      barcode: '4006381333948',
      packs: 2,
      priceCents: 599,
      expiresOn: '2031-01-31',
      note: 'from the cash and carry',
    }),
    201,
  );
  await expectStatus(client.post('/api/stock', { productId: beans.id, quantity: 800, unit: 'g' }), 201);
  const milk = (await expectStatus(
    client.post('/api/stock/quick-add', { text: '2 l milk' }),
    201,
  )) as StockChangeResponse;
  await expectStatus(
    client.post('/api/stock/bulk-add', { lines: ['500 g rice', '3 apples', '1 kg flour'] }),
    200,
  );
  await expectStatus(
    client.post('/api/stock/consume', { productId: milk.products[0]!.id, quantity: 0.5 }),
    200,
  );
  await expectStatus(client.post(`/api/stock/entries/${milk.entries[0]!.id}/open`), 200);
  const apples = (await expectStatus(client.get('/api/products?q=apple'), 200)) as { items: Product[] };
  const spoiled = (await expectStatus(
    client.post('/api/stock/spoil', { productId: apples.items[0]!.id, quantity: 1 }),
    200,
  )) as StockChangeResponse;
  await expectStatus(client.post(`/api/stock/operations/${spoiled.operation.id}/undo`), 200);
  const flour = (await expectStatus(client.get('/api/products?q=flour'), 200)) as { items: Product[] };
  const flourEntry = (
    (await expectStatus(client.get(`/api/products/${flour.items[0]!.id}`), 200)) as {
      entries: StockEntry[];
    }
  ).entries[0]!;
  await expectStatus(
    client.post(`/api/stock/entries/${flourEntry.id}/move`, { locationId: freezer.id }),
    200,
  );
  return user;
}

/** What the user sees of their household, through the API. */
async function householdViews(client: TestClient): Promise<Record<string, unknown>> {
  const paths = [
    '/api/auth/status',
    '/api/user/settings',
    '/api/user/regional',
    '/api/user/privacy',
    '/api/user/onboarding',
    '/api/appliances',
    '/api/locations',
    '/api/pantry?includeEmpty=true&limit=100',
    '/api/pantry?groupBy=location&limit=100',
    '/api/pantry/summary',
    '/api/products?limit=100',
    '/api/stock/operations?limit=100',
  ];
  const views: Record<string, unknown> = {};
  for (const url of paths) views[url] = await expectStatus(client.get(url), 200);
  const products = (views['/api/products?limit=100'] as { items: Product[] }).items;
  for (const p of products)
    views[`/api/products/${p.id}`] = await expectStatus(client.get(`/api/products/${p.id}`), 200);
  return views;
}

/**
 * Every table of the schema, listed from the database itself (tables of later migrations count
 * too), with all its rows in a stable order, and the schema's tables, indexes and constraints.
 */
async function snapshot(
  handle: DatabaseHandle,
): Promise<{ schema: unknown[]; tables: Record<string, unknown[]> }> {
  const db = handle.db;
  let tableNames: string[];
  let schema: unknown[];
  if (handle.dialect === 'sqlite') {
    tableNames = (
      await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(
        db,
      )
    ).rows.map((r) => r.name);
    schema = (await sql`select type, name, tbl_name, sql from sqlite_master order by type, name`.execute(db))
      .rows;
  } else {
    tableNames = (
      await sql<{
        name: string;
      }>`select tablename as name from pg_tables where schemaname = 'public' order by tablename`.execute(db)
    ).rows.map((r) => r.name);
    schema = [
      ...(
        await sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`.execute(
          db,
        )
      ).rows,
      ...(
        await sql`select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as def
                  from pg_constraint where connamespace = 'public'::regnamespace order by conrelid::regclass::text, conname`.execute(
          db,
        )
      ).rows,
      ...(
        await sql`select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
                  where table_schema = 'public' order by table_name, ordinal_position`.execute(db)
      ).rows,
    ];
  }
  const tables: Record<string, unknown[]> = {};
  for (const name of tableNames) {
    const columns =
      handle.dialect === 'sqlite'
        ? (await sql`select name from pragma_table_info(${name})`.execute(db)).rows.length
        : Number(
            (
              await sql<{ n: string }>`select count(*) as n from information_schema.columns
                                       where table_schema = 'public' and table_name = ${name}`.execute(db)
            ).rows[0]!.n,
          );
    const orderBy = Array.from({ length: columns }, (_, i) => i + 1).join(', ');
    tables[name] = (await sql`select * from ${sql.id(name)} order by ${sql.raw(orderBy)}`.execute(db)).rows;
  }
  return { schema, tables };
}

/** The rows that matter for this household: the round trip proves nothing on empty tables. */
const TABLES_WITH_DATA = [
  'users',
  'households',
  'household_members',
  'sessions',
  'user_settings',
  'user_onboarding',
  'regional_settings',
  'privacy_preferences',
  'household_appliances',
  'client_errors',
  'locations',
  'products',
  'product_barcodes',
  'stock_entries',
  'stock_by_location',
  'stock_operations',
  'stock_transactions',
  'kysely_migration',
];

async function expectSameDatabase(source: DatabaseHandle, restored: DatabaseHandle): Promise<void> {
  const before = await snapshot(source);
  const after = await snapshot(restored);
  expect(Object.keys(after.tables)).toEqual(Object.keys(before.tables));
  for (const table of TABLES_WITH_DATA) expect(before.tables[table]?.length ?? 0, table).toBeGreaterThan(0);
  for (const [table, rows] of Object.entries(before.tables)) expect(after.tables[table], table).toEqual(rows);
  expect(after.schema).toEqual(before.schema);
}

/** Signs the user in on the restored database and checks they see what they saw before. */
async function expectSameHousehold(restored: Served, user: SignedUpUser, before: Record<string, unknown>) {
  const stranger = new TestClient(restored.app);
  const wrong = await stranger.post('/api/auth/login', { email: user.email, password: 'not the password' });
  expect(wrong.statusCode).toBe(401);
  const client = new TestClient(restored.app);
  const signedIn = await expectStatus(
    client.post('/api/auth/login', { email: user.email, password: user.password }),
    200,
  );
  expect((signedIn.user as { id: string }).id).toBe(user.id);
  expect(await householdViews(client)).toEqual(before);
}

describe('backup and restore', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  test.runIf(!PG_BASE)(
    'SQLite: a backup restored into a new data folder holds every row, and signs the same user in to the same pantry',
    async () => {
      const sourceDir = mkdtempSync(path.join(tmpdir(), 'larder-ops-'));
      const restoredDir = mkdtempSync(path.join(tmpdir(), 'larder-ops-'));
      cleanups.push(async () => {
        rmSync(sourceDir, { recursive: true, force: true });
        rmSync(restoredDir, { recursive: true, force: true });
      });
      const source = await serve(sourceDir);
      cleanups.push(() => source.close());
      const client = new TestClient(source.app);
      const user = await stockHousehold(client);
      const views = await householdViews(client);

      // Made while the source app is open; nothing writes to it from here on.
      const backupFile = path.join(sourceDir, 'larder-backup.db');
      await run(tsx, ['scripts/backup.ts', backupFile], {
        env: { ...process.env, DATA_DIR: sourceDir, LOG_LEVEL: 'silent' },
      });
      const restore = await run(tsx, ['scripts/restore.ts', backupFile], {
        env: { ...process.env, DATA_DIR: restoredDir, LOG_LEVEL: 'silent' },
      });
      expect(restore.stdout).toContain(`Restored ${backupFile} into ${path.join(restoredDir, 'larder.db')}`);
      expect(restore.stdout).toContain('nothing was kept aside');

      const restored = await serve(restoredDir);
      cleanups.push(() => restored.close());
      expect(restored.applied).toEqual([]);
      await expectSameDatabase(source.handle, restored.handle);
      await expectSameHousehold(restored, user, views);
    },
    60_000,
  );

  test.runIf(!PG_BASE)(
    'SQLite: restore keeps the current database aside with what only its log held, and refuses a file that is not a Larder backup',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-ops-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
      const database = path.join(dataDir, 'larder.db');
      const handle = openDatabase({ sqliteFile: database });
      await migrateToLatest(handle.db);
      await createUser(handle.db, {
        email: 'before_backup@example.com',
        username: 'before_backup',
        firstName: 'Bea',
        lastName: 'Kup',
        passwordHash: null,
        emailVerified: true,
      });
      await handle.close();
      const backupFile = path.join(dataDir, 'backups', 'larder.db');
      await run(tsx, ['scripts/backup.ts', backupFile], { env });

      // A write after the backup by a process that then dies: it is only in the write-ahead log.
      const crashed = await run(process.execPath, [
        '-e',
        `const db = new (require('better-sqlite3'))(${JSON.stringify(database)});
         db.prepare("insert into job_leases (name, locked_until, owner) values ('after-backup', 'x', 'y')").run();
         process.kill(process.pid, 'SIGKILL');`,
      ]).catch((err: unknown) => err);
      expect(crashed).toMatchObject({ signal: 'SIGKILL' });
      expect(statSync(`${database}-wal`).size).toBeGreaterThan(0);
      const untouched = [readFileSync(database), readFileSync(`${database}-wal`)];

      const bad = path.join(dataDir, 'notes.txt');
      writeFileSync(bad, 'not a database\n');
      const refused = await run(tsx, ['scripts/restore.ts', bad], { env }).catch((err: unknown) => err);
      expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('is not a SQLite database') });
      const foreign = path.join(dataDir, 'foreign.db');
      const other = new SQLite(foreign);
      other.exec('create table notes (id integer primary key, text text)');
      other.close();
      const refusedForeign = await run(tsx, ['scripts/restore.ts', foreign], { env }).catch(
        (err: unknown) => err,
      );
      expect(refusedForeign).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('not a Larder backup'),
      });
      expect([readFileSync(database), readFileSync(`${database}-wal`)]).toEqual(untouched);

      const restore = await run(tsx, ['scripts/restore.ts', backupFile], { env });
      const keptAs = /kept as (\S+)\.$/m.exec(restore.stdout)?.[1];
      expect(keptAs).toMatch(/larder\.db\.before-restore-[\dT-]+Z$/);
      expect(existsSync(`${database}-wal`) || existsSync(`${database}-shm`)).toBe(false);
      const read = (file: string, query: string) => {
        const db = new SQLite(file, { readonly: true, fileMustExist: true });
        try {
          return db.prepare(query).all();
        } finally {
          db.close();
        }
      };
      const leases = "select name from job_leases where name = 'after-backup'";
      expect(read(database, 'select email from users')).toEqual([{ email: 'before_backup@example.com' }]);
      expect(read(database, leases)).toEqual([]);
      expect(read(keptAs!, leases)).toEqual([{ name: 'after-backup' }]);
    },
    60_000,
  );

  test.runIf(Boolean(PG_BASE))(
    'PostgreSQL: a backup restored into a new database holds every row, and signs the same user in to the same pantry',
    async () => {
      const base = PG_BASE!;
      const stamp = `${process.pid}_${Date.now()}`;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-ops-'));
      const sourceName = `larder_backup_src_${stamp}`;
      const restoredName = `larder_backup_dst_${stamp}`;
      await adminQuery(base, `create database "${sourceName}"`);
      await adminQuery(base, `create database "${restoredName}"`);
      cleanups.push(async () => {
        for (const name of [sourceName, restoredName])
          await adminQuery(base, `drop database if exists "${name}" with (force)`);
        rmSync(dataDir, { recursive: true, force: true });
      });
      const sourceUrl = pgUrlFor(base, sourceName);
      const restoredUrl = pgUrlFor(base, restoredName);
      const source = await serve(dataDir, sourceUrl);
      cleanups.push(() => source.close());
      const client = new TestClient(source.app);
      const user = await stockHousehold(client);
      const views = await householdViews(client);

      const backupFile = path.join(dataDir, 'larder.dump');
      const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
      await run(tsx, ['scripts/backup.ts', backupFile], { env: { ...env, DATABASE_URL: sourceUrl } });
      const bad = path.join(dataDir, 'notes.txt');
      writeFileSync(bad, 'not an archive\n');
      const refused = await run(tsx, ['scripts/restore.ts', bad], {
        env: { ...env, DATABASE_URL: restoredUrl },
      }).catch((err: unknown) => err);
      expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('is not a pg_dump archive') });

      const restore = await run(tsx, ['scripts/restore.ts', backupFile], {
        env: { ...env, DATABASE_URL: restoredUrl },
      });
      expect(restore.stdout).toContain(`Restored ${backupFile} into`);
      expect(restore.stdout).toContain(restoredName);

      const restored = await serve(dataDir, restoredUrl);
      cleanups.push(() => restored.close());
      expect(restored.applied).toEqual([]);
      await expectSameDatabase(source.handle, restored.handle);
      await expectSameHousehold(restored, user, views);

      // Restoring again over a database that changed since (a session, failed logins) puts it back.
      await restored.close();
      cleanups.pop();
      await run(tsx, ['scripts/restore.ts', backupFile], { env: { ...env, DATABASE_URL: restoredUrl } });
      const again = await serve(dataDir, restoredUrl);
      cleanups.push(() => again.close());
      await expectSameDatabase(source.handle, again.handle);
    },
    90_000,
  );
});

async function adminQuery(base: string, query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}
