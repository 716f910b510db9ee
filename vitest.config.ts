import { availableParallelism } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/sequencer';

const alias = { '@shared': path.resolve(__dirname, 'src/shared') };

const SECURITY_SUITES = 'src/server/security/**/*.test.ts';

/** What the two server projects share. */
const serverTest = {
  environment: 'node',
  // Worker threads start faster and take less memory than child processes: 18 % less CPU for the
  // server suite, 26 % for the screens' (docs/decisions/0021-ci-test-pools.md).
  pool: 'threads',
  globalSetup: ['tests/global-setup.ts'] as string[],
  setupFiles: ['tests/setup-server.ts'] as string[],
  testTimeout: 20_000,
  hookTimeout: 30_000,
} as const;

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default leaves one core idle (cores - 1): one worker on a 2-core CI machine, where
    // most files wait on a database or a child process. Every file has its own database, so all
    // cores, and at least two, run files side by side.
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        resolve: { alias },
        test: {
          ...serverTest,
          name: 'server',
          include: [
            'src/server/**/*.test.ts',
            `!${SECURITY_SUITES}`,
            'src/shared/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // The files share their modules within a worker: each builds its app on its own database,
          // and the app, the Chef's engine and the catalogue load once per worker, not once per file
          // (docs/decisions/0021-ci-test-pools.md).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          ...serverTest,
          // The fuzz, cross-household and crash suites each run alone in a fresh module graph: they
          // keep module-level state (the fuzz's shard, the sequence of ids they replay).
          name: 'server-security',
          include: [SECURITY_SUITES],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          pool: 'threads',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-web.ts'],
          // The screens' files share their modules within a worker, which saves about half of the
          // suite's CPU (each file no longer loads React, the UI kit and jsdom's globals again);
          // tests/setup-web.ts puts back the app's module-level state after every test.
          isolate: false,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
