// `npm run db:migrate`: applies pending migrations to the configured database and exits.
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { syncRecipeLibrary } from '../src/server/features/recipes/library-sync';

const config = loadConfig();
const handle = openDatabase({
  databaseUrl: config.databaseUrl,
  sqliteFile: path.join(config.dataDir, 'larder.db'),
});
const applied = await migrateToLatest(handle.db);
const library = await syncRecipeLibrary(handle.db);
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
if (library.written + library.deleted > 0) {
  console.log(`Built-in recipes: ${library.written} written, ${library.deleted} removed.`);
}
await handle.close();
