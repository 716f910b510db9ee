// Bundles the server into dist/server (dependencies stay external, resolved from node_modules).
// --outdir=<folder inside the project> writes elsewhere (npm run bench builds its own copy).
import { build } from 'esbuild';

const outdirArg = process.argv.find((arg) => arg.startsWith('--outdir='));
const outdir = outdirArg ? outdirArg.slice('--outdir='.length) : 'dist/server';

await build({
  entryPoints: {
    server: 'src/server/server.ts',
    'db-migrate': 'scripts/db-migrate.ts',
    backup: 'scripts/backup.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`Server bundle written to ${outdir}`);
