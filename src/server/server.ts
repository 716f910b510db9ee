import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { syncRecipeLibrary } from './features/recipes/library-sync';

/** Process entry: config, database, migrate, listen, graceful shutdown. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const handle = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'larder.db'),
  });
  await migrateToLatest(handle.db);
  await syncRecipeLibrary(handle.db);
  // Bundled, the server sits in dist/server beside dist/web; under tsx (npm run dev) Vite serves the web.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const webRoot = existsSync(path.resolve(here, '..', 'web', 'assets'))
    ? path.resolve(here, '..', 'web')
    : undefined;
  const app = await buildApp({
    config,
    db: handle.db,
    dialect: handle.dialect,
    ...(webRoot ? { webRoot } : {}),
  });
  if (config.humanVerification === 'off')
    app.log.warn('HUMAN_VERIFICATION=off: registration has no bot protection');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Larder is serving ${config.appUrl} (${handle.dialect})`);
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
