// `npm start`: builds what is missing (web app, server bundle), then serves. Migrations run at start-up.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const missing = [];
if (!existsSync('dist/web/index.html')) missing.push('build:web');
if (!existsSync('dist/server/server.js')) missing.push('build:server');
for (const script of missing) {
  console.log(`Building (${script})…`);
  const result = spawnSync('npm', ['run', '--silent', script], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../dist/server/server.js');
