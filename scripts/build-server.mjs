// Bundles the server into dist/server (dependencies stay external, resolved from node_modules).
import { build } from 'esbuild';

await build({
  entryPoints: {
    server: 'src/server/server.ts',
    'db-migrate': 'scripts/db-migrate.ts',
    backup: 'scripts/backup.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('Server bundle written to dist/server');
