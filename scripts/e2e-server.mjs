// Serves the built app for the Playwright journeys on a fresh SQLite data folder.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

// E2E_PORT lets a second run (a developer's, beside CI's) use another port.
const port = process.env.E2E_PORT ?? '4310';
const dataDir = `.tmp/e2e-data-${port}`;
rmSync(dataDir, { recursive: true, force: true });
if (!existsSync('dist/web/index.html') || !existsSync('dist/server/server.js')) {
  const built = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const child = spawn('node', ['dist/server/server.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'development',
    OPENFOODFACTS: 'off',
    LOG_LEVEL: 'warn',
    HUMAN_VERIFICATION: process.env.E2E_HUMAN_VERIFICATION ?? 'altcha',
    // The recipe journey imports a page from a server the test starts on 127.0.0.1.
    RECIPE_IMPORT_PRIVATE_NETWORKS: 'on',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
