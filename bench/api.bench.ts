/**
 * API throughput and memory. Bundles the server from the current sources (as npm run build:server
 * does, into .tmp/bench-server so that dist/ is left alone; BENCH_BUNDLE=<file> runs another
 * bundle instead, to compare builds), starts it on SQLite in a temp folder, and a bare Fastify
 * route that answers the same JSON body, then loads each with autocannon from this process and
 * prints requests per second and their ratio. The two are loaded in alternating rounds and the
 * ratio is the median of the rounds' ratios: on a shared machine the load from other processes
 * comes and goes, and alternating exposes both servers to the same conditions.
 * Also prints the server's resident memory after start-up and after the load. Run: npm run bench.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { signUp } from './support';

/** Seconds of load per server and route, split over ROUNDS alternating rounds. */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = 4;
const CONNECTIONS = 10;
const BUNDLE_DIR = path.join('.tmp', 'bench-server');

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${url}`);
}

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.total / seconds;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function main(): Promise<void> {
  let bundle = process.env.BENCH_BUNDLE;
  if (!bundle) {
    // Inside the project, so that the bundle's external packages resolve from node_modules.
    const built = spawnSync('node', ['scripts/build-server.mjs', `--outdir=${BUNDLE_DIR}`], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    bundle = path.join(BUNDLE_DIR, 'server.js');
    if (built.status !== 0 || !existsSync(bundle)) throw new Error('server build failed');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-bench-'));
  const appPort = 4401;
  const barePort = 4402;
  const base = `http://127.0.0.1:${appPort}`;
  const server = start('node', [bundle], {
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    HUMAN_VERIFICATION: 'off',
    OPENFOODFACTS: 'off',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    APP_URL: base,
    AUTH_RATE_LIMIT_PER_IP: '1000',
  });
  const children: ChildProcess[] = [server];
  try {
    await waitFor(`${base}/api/health`);
    await new Promise((r) => setTimeout(r, 1000));
    const idleRss = rssMb(server.pid!);
    const cookie = await signUp(base, { email: 'bench@example.com', username: 'bench_user' });
    const headers = { cookie };

    const results: Array<{ route: string; rps: number; bare: number; ratio: number; bytes: number }> = [];
    for (const route of ['/api/auth/status', '/api/user/settings']) {
      const sample = await fetch(base + route, { headers });
      const body = await sample.text();
      if (!sample.ok) throw new Error(`${route}: ${sample.status} ${body}`);
      const bare = start('node', ['bench/bare-server.mjs'], { PORT: String(barePort), BARE_BODY: body });
      children.push(bare);
      await waitFor(`http://127.0.0.1:${barePort}/bare`);
      const rounds: Array<{ rps: number; bare: number }> = [];
      for (let round = 0; round < ROUNDS; round++) {
        const bareRps = await load(`http://127.0.0.1:${barePort}/bare`, {}, DURATION_S / ROUNDS);
        const rps = await load(base + route, headers, DURATION_S / ROUNDS);
        rounds.push({ rps, bare: bareRps });
      }
      bare.kill('SIGTERM');
      results.push({
        route,
        rps: Math.round(median(rounds.map((r) => r.rps))),
        bare: Math.round(median(rounds.map((r) => r.bare))),
        ratio: median(rounds.map((r) => r.rps / r.bare)),
        bytes: Buffer.byteLength(body),
      });
    }
    const afterRss = rssMb(server.pid!);

    console.log(
      `\nLarder API benchmark (${CONNECTIONS} connections, ${DURATION_S} s each in ${ROUNDS} alternating rounds, SQLite, NODE_ENV=production)`,
    );
    console.log('route                    body    req/s   bare req/s   ratio (median of rounds)');
    for (const r of results) {
      console.log(
        `${r.route.padEnd(24)} ${String(r.bytes).padStart(4)} B ${String(r.rps).padStart(7)} ${String(r.bare).padStart(12)}   ${r.ratio.toFixed(2)}`,
      );
    }
    console.log(`resident memory: ${idleRss} MB after start-up, ${afterRss} MB after the load`);
  } finally {
    for (const c of children) c.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
