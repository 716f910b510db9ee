// Lighthouse on / and /login (mobile profile, the default: throttled 4G and a slow CPU) against the
// built app served by the real server, plus the JavaScript the landing page downloads (gzip/brotli
// as sent). Prints the figures; run with: npm run bench:lighthouse (after npm run build).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = 4403;
const base = `http://127.0.0.1:${PORT}`;
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
  const rows = [];
  for (const route of ['/', '/login']) {
    const result = await lighthouse(`${base}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const lhr = result.lhr;
    const scripts = lhr.audits['resource-summary'].details.items.find((i) => i.resourceType === 'script');
    rows.push({
      route,
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
      lcp: lhr.audits['largest-contentful-paint'].displayValue,
      tbt: lhr.audits['total-blocking-time'].displayValue,
      jsKb: scripts ? (scripts.transferSize / 1024).toFixed(1) : '0',
    });
  }
  console.log('\nLighthouse (mobile profile, production build, real server)');
  console.log('route    perf  a11y  best-practices  LCP       TBT     JS transferred');
  for (const r of rows) {
    console.log(
      `${r.route.padEnd(8)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r.bestPractices).padStart(14)}  ${String(r.lcp).padEnd(9)} ${String(r.tbt).padEnd(7)} ${r.jsKb} kB`,
    );
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
