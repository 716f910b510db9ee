import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Server processes for tests that need more than one (several processes on one PostgreSQL
 * database): the real entry point, started and stopped as an operator would.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

export type ChildServer = { proc: ChildProcess; baseUrl: string; output: string[]; exited: Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * src/server/server.ts under tsx, as `npm run dev` runs it, in its own process group, on a free
 * port; `env` adds to (or overrides) the variables every such server gets.
 */
export async function startServer(
  dataDir: string,
  url: string,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  const port = await freePort();
  const childUrl = `http://127.0.0.1:${port}`;
  const proc = spawn(TSX, ['src/server/server.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: childUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      // Every process of one deployment shares its secrets.
      SESSION_SECRET: 'two-process-secret-two-process-secret-0123',
      HUMAN_VERIFICATION: 'off',
      OPENFOODFACTS: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  proc.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  proc.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  let alive = true;
  const exited = new Promise<void>((resolve) =>
    proc.once('exit', () => {
      alive = false;
      resolve();
    }),
  );
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (!alive) throw new Error(`the server exited while starting:\n${output.join('')}`);
    try {
      if ((await fetch(`${childUrl}/api/health`)).ok) return { proc, baseUrl: childUrl, output, exited };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the server did not start in 45 s:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function stopServer(child: ChildServer): Promise<void> {
  try {
    // tsx runs the server in a grandchild: signal the whole group.
    process.kill(-child.proc.pid!, 'SIGTERM');
  } catch {
    return;
  }
  await child.exited;
}
