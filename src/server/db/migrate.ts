import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DB } from './database';
import * as m0001 from './migrations/0001-accounts';
import * as m0002 from './migrations/0002-altcha-replays';
import * as m0003 from './migrations/0003-pantry';
import * as m0004 from './migrations/0004-rate-limits';
import * as m0005 from './migrations/0005-login-failures-by-address';
import * as m0006 from './migrations/0006-recipes';
import * as m0007 from './migrations/0007-household-events';
import * as m0008 from './migrations/0008-shopping-lists';
import * as m0009 from './migrations/0009-recipe-search-vector';
import * as m0010 from './migrations/0010-meal-plans';
import * as m0011 from './migrations/0011-family-notifications';
import * as m0012 from './migrations/0012-chef';

/** Migrations are imported statically so that the bundled server carries them. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-accounts': m0001,
  '0002-altcha-replays': m0002,
  '0003-pantry': m0003,
  '0004-rate-limits': m0004,
  '0005-login-failures-by-address': m0005,
  '0006-recipes': m0006,
  '0007-household-events': m0007,
  '0008-shopping-lists': m0008,
  '0009-recipe-search-vector': m0009,
  '0010-meal-plans': m0010,
  '0011-family-notifications': m0011,
  '0012-chef': m0012,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

export async function migrateToLatest(db: DB): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
