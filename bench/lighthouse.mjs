// Lighthouse on / and /login (mobile profile, the default: simulated slow 4G and a 4x slower CPU)
// against the built app served by the real server, plus the JavaScript the landing page downloads
// at gzip size, against issue 3's budget. Run with: npm run bench:lighthouse (after npm run build).
// Options: --runs=N (default 3; the median run of each route is reported, Lighthouse scores vary
// from run to run, more so on a busy machine), --save=dir (writes each report there, as
// login-2.json and so on, to study the trace).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = 4403;
const base = `http://127.0.0.1:${PORT}`;
const ROUTES = ['/', '/login'];
/** Issue 3: the landing page's JavaScript, summed at gzip size (1 kB = 1000 bytes, as Vite prints). */
const LANDING_JS_BUDGET_KB = 120;
const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const RUNS = Math.max(1, Number.parseInt(runsArg?.slice('--runs='.length) ?? '3', 10) || 3);
const SAVE_DIR = process.argv.find((arg) => arg.startsWith('--save='))?.slice('--save='.length);

const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-lh-'));
const server = spawn('node', ['dist/server/server.js'], {
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    APP_URL: base,
  },
});

async function waitForServer() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

/** The bytes the server sends for a URL to a client that accepts gzip only (headers excluded). */
function gzipBodyBytes(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: HTTP ${res.statusCode}`)),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function summarise(route, lhr) {
  const scripts = lhr.audits['resource-summary'].details.items.find((i) => i.resourceType === 'script');
  const score = (category) =>
    lhr.categories[category].score === null ? 'n/a' : Math.round(lhr.categories[category].score * 100);
  return {
    route,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: lhr.audits['largest-contentful-paint'].displayValue ?? 'n/a',
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? Infinity,
    tbt: lhr.audits['total-blocking-time'].displayValue ?? 'n/a',
    jsKb: scripts ? (scripts.transferSize / 1000).toFixed(1) : '0',
    // A failed run scores 0 without saying why; these say why.
    problem: lhr.runtimeError?.message ?? lhr.audits['largest-contentful-paint'].errorMessage ?? '',
  };
}

function printRow(r, label) {
  console.log(
    `${label.padEnd(14)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r.bestPractices).padStart(14)}  ${String(r.lcp).padEnd(9)} ${String(r.tbt).padEnd(7)} ${r.jsKb} kB${r.problem ? `  (${r.problem})` : ''}`,
  );
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  await waitForServer();
  const runs = new Map(ROUTES.map((route) => [route, []]));
  let landingScripts = [];
  for (let run = 0; run < RUNS; run++) {
    for (const route of ROUTES) {
      const audit = () =>
        lighthouse(`${base}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
      let { lhr } = await audit();
      // Lighthouse now and then fails to record a trace (NO_NAVSTART) and asks to be run again:
      // such a run measured nothing, so it is run again (at most twice) rather than counted.
      for (let retry = 0; retry < 2 && lhr.runtimeError; retry++) ({ lhr } = await audit());
      runs.get(route).push(summarise(route, lhr));
      if (SAVE_DIR) {
        mkdirSync(SAVE_DIR, { recursive: true });
        const name = route === '/' ? 'landing' : route.slice(1).replace(/\W+/g, '-');
        writeFileSync(path.join(SAVE_DIR, `${name}-${run + 1}.json`), JSON.stringify(lhr));
      }
      if (route === '/' && run === 0) {
        landingScripts = lhr.audits['network-requests'].details.items
          .filter((item) => item.resourceType === 'Script' && item.url.startsWith(base))
          .map((item) => item.url);
      }
    }
  }

  console.log(`\nLighthouse (mobile profile, production build, real server), ${RUNS} run(s) per route`);
  console.log('route / run     perf  a11y  best-practices  LCP       TBT     JS transferred');
  for (const route of ROUTES) {
    const rows = runs.get(route);
    if (rows.length > 1) rows.forEach((r, i) => printRow(r, `${route} #${i + 1}`));
    // The median by performance score; a failed run ('n/a') sorts lowest.
    const byScore = [...rows].sort(
      (a, b) => (Number(a.performance) || -1) - (Number(b.performance) || -1) || b.lcpMs - a.lcpMs,
    );
    printRow(byScore[Math.floor((byScore.length - 1) / 2)], rows.length > 1 ? `${route} median` : route);
  }

  const sizes = await Promise.all(
    landingScripts.map(async (url) => ({ url, bytes: await gzipBodyBytes(url) })),
  );
  sizes.sort((a, b) => b.bytes - a.bytes);
  const totalKb = sizes.reduce((sum, s) => sum + s.bytes, 0) / 1000;
  console.log(`\nLanding page JavaScript (gzip as sent, 1 kB = 1000 bytes): ${sizes.length} files`);
  for (const s of sizes)
    console.log(`  ${(s.bytes / 1000).toFixed(1).padStart(6)} kB  ${new URL(s.url).pathname}`);
  console.log(
    `  ${totalKb.toFixed(1).padStart(6)} kB  total, budget ${LANDING_JS_BUDGET_KB} kB: ${totalKb <= LANDING_JS_BUDGET_KB ? 'within' : 'OVER'}`,
  );
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
