// Lighthouse (DESKTOP preset) on /pantry, signed in, against the built app served by the real
// server, with a household holding a realistic pantry (10,000 products by default, seeded through
// the bulk-add endpoint as a user would type them). Prints time to interactive (or LCP + TBT when
// Lighthouse reports no TTI) and the performance score; target: interactive in under 1 s.
// Run with: npm run bench:lighthouse:pantry (after npm run build).
// Options: --runs=N (default 3; the median run is reported), --products=N (default 10000),
// --server=path/to/server.js (default dist/server/server.js, the build beside dist/web),
// --save=dir (writes each run's Lighthouse report there as run-N.json, to study the trace).
import { randomBytes } from 'node:crypto';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { audit, launchChrome, startServer, stringArg } from './lighthouse-support.mjs';

const ROUTE = '/pantry';
const INTERACTIVE_TARGET_MS = 1000;
/** The server takes at most this many lines per bulk add (BULK_ADD_LINES_MAX). */
const LINES_PER_REQUEST = 100;

function numberArg(name, fallback) {
  const value = Number.parseInt(stringArg(name) ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
const RUNS = numberArg('runs', 3);
const PRODUCTS = numberArg('products', 10_000);
const SAVE_DIR = stringArg('save');

const { base, stop } = await startServer({
  port: 4404,
  script: stringArg('server'),
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { SESSION_SECRET: randomBytes(32).toString('hex'), HUMAN_VERIFICATION: 'off', OPENFOODFACTS: 'off' },
});

/** A cookie jar over fetch: the session and CSRF cookies, kept as the browser would. */
function client() {
  const jar = new Map();
  let csrf = null;
  const request = async (method, url, body) => {
    const headers = { Accept: 'application/json' };
    if (method !== 'GET') {
      // First, so that the CSRF cookie it sets goes out with this request.
      csrf ??= (await request('GET', '/api/csrf-token')).csrfToken;
      headers['CSRF-Token'] = csrf;
    }
    if (jar.size) headers.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${base}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  };
  return { request, cookieHeader: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
}

// Each in the unit the shipped food catalogue keeps it in, so every line is accepted as typed.
const FOODS = [
  ['l', 'milk'],
  ['piece', 'eggs'],
  ['kg', 'flour'],
  ['kg', 'rice'],
  ['g', 'pasta'],
  ['piece', 'tomatoes'],
  ['g', 'cheddar'],
  ['g', 'yoghurt'],
  ['piece', 'apples'],
  ['piece', 'bananas'],
  ['g', 'chicken breast'],
  ['g', 'minced beef'],
  ['g', 'butter'],
  ['piece', 'bread'],
  ['g', 'coffee'],
  ['box', 'tea'],
  ['can', 'beans'],
  ['g', 'lentils'],
  ['g', 'oats'],
  ['kg', 'sugar'],
  ['l', 'olive oil'],
  ['g', 'honey'],
  ['g', 'spinach'],
  ['kg', 'potatoes'],
  ['piece', 'onions'],
  ['bunch', 'parsley'],
  ['l', 'orange juice'],
  ['g', 'salmon'],
  ['g', 'tofu'],
  ['jar', 'peanut butter'],
];

/** "aaa", "aab", …: a letters-only tag, so the quick-add parser never reads it as an amount. */
function tag(n) {
  let text = '';
  for (let i = 0; i < 4; i++) {
    text = String.fromCharCode(97 + (n % 26)) + text;
    n = Math.floor(n / 26);
  }
  return text;
}

function line(i) {
  const [unit, food] = FOODS[i % FOODS.length];
  const quantity = unit === 'g' ? 250 + (i % 4) * 250 : 1 + (i % 3);
  return `${quantity} ${unit} ${food} ${tag(i)}`;
}

async function seed(api) {
  await api.request('POST', '/api/auth/register', {
    firstName: 'Bench',
    lastName: 'Cook',
    email: `bench.${randomBytes(4).toString('hex')}@example.com`,
    username: `bench_${randomBytes(4).toString('hex')}`,
    password: 'correct-horse-battery',
    agreeToTerms: true,
    name: 'Bench Cook',
  });
  await api.request('POST', '/api/user/onboarding', { onboarding_completed: true });
  const started = Date.now();
  const refused = [];
  for (let start = 0; start < PRODUCTS; start += LINES_PER_REQUEST) {
    const lines = [];
    for (let i = start; i < Math.min(PRODUCTS, start + LINES_PER_REQUEST); i++) lines.push(line(i));
    const answer = await api.request('POST', '/api/stock/bulk-add', { lines });
    refused.push(...(answer.failed ?? answer.errors ?? []));
  }
  const page = await api.request('GET', '/api/pantry?limit=1');
  console.log(
    `Seeded ${page.total} products in the pantry in ${((Date.now() - started) / 1000).toFixed(1)} s` +
      (refused.length ? ` (${refused.length} lines refused, e.g. ${JSON.stringify(refused[0])})` : ''),
  );
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id];
  const ms = (id) => audit(id)?.numericValue ?? null;
  return {
    performance:
      lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
    tti: ms('interactive'),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: audit('cumulative-layout-shift')?.numericValue ?? null,
    problem: lhr.runtimeError?.message ?? audit('largest-contentful-paint')?.errorMessage ?? '',
  };
}

const fmt = (value) => (value === null ? 'n/a' : `${Math.round(value)} ms`);

function printRow(label, r) {
  console.log(
    `${label.padEnd(10)} ${String(r.performance ?? 'n/a').padStart(4)}  ${fmt(r.tti).padStart(8)}  ${fmt(r.fcp).padStart(8)}  ${fmt(r.lcp).padStart(8)}  ${fmt(r.tbt).padStart(8)}  ${(r.cls ?? 0).toFixed(3)}${r.problem ? `  (${r.problem})` : ''}`,
  );
}

const chrome = await launchChrome();
try {
  const api = client();
  await seed(api);
  const rows = [];
  for (let run = 0; run < RUNS; run++) {
    const lhr = await audit(
      `${base}${ROUTE}`,
      {
        port: chrome.port,
        onlyCategories: ['performance'],
        // The signed-in session, on every request the page makes.
        extraHeaders: { Cookie: api.cookieHeader() },
      },
      desktopConfig,
      { dir: SAVE_DIR, name: `run-${run + 1}` },
    );
    if (lhr.finalDisplayedUrl && !new URL(lhr.finalDisplayedUrl).pathname.startsWith(ROUTE)) {
      throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${ROUTE}: not signed in?`);
    }
    rows.push(summarise(lhr));
  }

  console.log(`\nLighthouse desktop preset on ${ROUTE}, signed in, ${PRODUCTS} products, ${RUNS} run(s)`);
  console.log('run        perf       TTI       FCP       LCP       TBT  CLS');
  if (rows.length > 1) rows.forEach((r, i) => printRow(`#${i + 1}`, r));
  // The median by time to interactive (LCP + TBT when no TTI is reported).
  const key = (r) => r.tti ?? (r.lcp ?? Infinity) + (r.tbt ?? 0);
  const median = [...rows].sort((a, b) => key(a) - key(b))[Math.floor((rows.length - 1) / 2)];
  printRow(rows.length > 1 ? 'median' : 'run', median);
  const interactive = median.tti ?? (median.lcp === null ? null : median.lcp + (median.tbt ?? 0));
  const basis = median.tti === null ? 'LCP + TBT' : 'TTI';
  console.log(
    `\nInteractive (${basis}): ${fmt(interactive)}, target under ${INTERACTIVE_TARGET_MS} ms: ${interactive !== null && interactive < INTERACTIVE_TARGET_MS ? 'met' : 'NOT met'}; performance score ${median.performance ?? 'n/a'}`,
  );
} finally {
  await chrome.kill();
  stop();
}
