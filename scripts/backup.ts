// `npm run backup [target]`: a consistent copy while the app keeps serving.
// SQLite: VACUUM INTO a new file. PostgreSQL: pg_dump in custom format.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';

const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const dir = path.join(config.dataDir, 'backups');
mkdirSync(dir, { recursive: true });

if (config.databaseUrl) {
  const target = process.argv[2] ?? path.join(dir, `larder-${stamp}.dump`);
  const result = spawnSync('pg_dump', ['--format=custom', `--file=${target}`, config.databaseUrl], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`Backup written to ${target}`);
} else {
  const target = path.resolve(process.argv[2] ?? path.join(dir, `larder-${stamp}.db`));
  const handle = openDatabase({ sqliteFile: path.join(config.dataDir, 'larder.db') });
  await sql`VACUUM INTO ${target}`.execute(handle.db);
  await handle.close();
  console.log(`Backup written to ${target}`);
}
