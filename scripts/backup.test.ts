import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { createUser } from '../src/server/features/users/users.service';

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
