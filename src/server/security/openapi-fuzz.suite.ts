import { afterAll, beforeAll, expect, test } from 'vitest';
import { ApiErrorSchema } from '@shared/errors';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../../../tests/app';
import { createTestDatabase } from '../../../tests/db';
import {
  ApiClient,
  BAD_PATH_SEGMENTS,
  BAD_QUERY_VALUES,
  type BadValue,
  type HttpMethod,
  Household,
  MULTIPART_BOUNDARY,
  type Operation,
  type Rng,
  type SeedScript,
  TINY_PNG,
  badValuesFor,
  bodyVariants,
  branchesOf,
  buildUrl,
  createRng,
  deepArrayText,
  deepObjectText,
  discoverSeedScript,
  idCandidates,
  intFromEnv,
  isIdKey,
  isIdListKey,
  listOperations,
  multipartBody,
  pathIds,
  queryPairs,
  readOpenApi,
  replaySeedScript,
  seedFromEnv,
  summarize,
  templateFor,
  toJsonText,
  topLevel,
  uploadHeaders,
} from '../../../tests/openapi';

/**
 * Schema-driven fuzzing of every operation in the OpenAPI document: wrong types, control
 * characters, lone surrogates, 1 MB strings, 10 000 levels of nesting, prototype keys, extreme
 * numbers, broken JSON and content types, bad ids in the path, malformed query strings; one
 * field of a valid request at a time and whole bodies. No answer may be a 5xx, and every 4xx is
 * the API's error body. Routes that features add are fuzzed without new test code.
 *
 * FUZZ_SEED=<n> picks another seed (the default is fixed, so that CI is reproducible);
 * FUZZ_RUNS=<n> adds n random multi-field corruptions per operation (default 4).
 */

const ADMIN_EMAIL = 'fuzz.admin@example.com';
const ENV = {
  AUTH_RATE_LIMIT_PER_IP: '1000000',
  DEV_LOGIN: 'on',
  ADMIN_EMAILS: ADMIN_EMAIL,
  // A social provider switched on, so that /api/auth/{provider} and its callback get past "unknown
  // provider" (GitHub needs no discovery: nothing is fetched until a code is exchanged, which a
  // made-up state never reaches).
  OAUTH_GITHUB_CLIENT_ID: 'fuzz-client',
  OAUTH_GITHUB_CLIENT_SECRET: 'fuzz-secret',
};
const SEED = seedFromEnv();
const RUNS = intFromEnv('FUZZ_RUNS', 4);

let t: { app: FastifyInstance; close(): Promise<void> };
/**
 * The suite runs as two test files (openapi-fuzz-1/-2.test.ts), so that two workers share what
 * would be the run's longest file. Each file builds its own app and seeds it through every
 * operation, and fuzzes its share of the operations in order of their keys (the first half, the
 * second half).
 */
export type Shard = { index: number; count: number };
let shard: Shard = { index: 0, count: 1 };
export function fuzzShard(which: Shard): void {
  shard = which;
}

let ops: Operation[];
/** The operations this file fuzzes (all of them are still used to seed and crawl). */
let fuzzed: Operation[];
let script: SeedScript;
let user: Household;
/** What reached the handlers: bodies, params or queries with a lone surrogate, or a NUL. */
const arrived = { loneSurrogates: 0, nuls: 0 };

function walkStrings(value: unknown, visit: (s: string) => void, depth = 0): void {
  if (depth > 50) return;
  if (typeof value === 'string') visit(value);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) walkStrings(v, visit, depth + 1);
}

beforeAll(async () => {
  // The app as createTestApp builds it, with one observing hook: it counts what the handlers get,
  // to show that the malformed text arrives as sent (not replaced on the way).
  const handle = await createTestDatabase();
  const app = await buildApp({
    config: testConfig(ENV),
    db: handle.db,
    dialect: handle.dialect,
    logger: false,
  });
  app.addHook('preValidation', (request, _reply, done) => {
    let surrogate = false;
    let nul = false;
    walkStrings([request.body, request.params, request.query], (s) => {
      surrogate ||= /\p{Cs}/u.test(s);
      nul ||= s.includes('\u0000');
    });
    if (surrogate) arrived.loneSurrogates += 1;
    if (nul) arrived.nuls += 1;
    done();
  });
  await app.ready();
  t = {
    app,
    async close() {
      await app.close();
      await handle.close();
    },
  };
  ops = listOperations(readOpenApi(t.app));
  const sorted = [...ops].sort((a, b) => a.key.localeCompare(b.key));
  const size = Math.ceil(sorted.length / shard.count);
  fuzzed = sorted.slice(shard.index * size, (shard.index + 1) * size);
  user = await new Household(t.app, 'fuzz').signUp({ email: ADMIN_EMAIL });
  script = await discoverSeedScript(user, ops, createRng(SEED));
}, 60_000);
afterAll(async () => t?.close());

// ---------------------------------------------------------------------------------------------
// Cases

type Case = {
  label: string;
  method: HttpMethod;
  url: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
  /** Send the CSRF-Token header (default: on for mutations). */
  csrf?: boolean;
};

type Base = {
  op: Operation;
  segments: Record<string, string>;
  query: Array<[string, string]>;
  /** One valid body per oneOf branch. */
  bodies: unknown[];
};

/** A valid request of the operation, with the caller's ids where ids go (optional query parameters too). */
function validParts(
  op: Operation,
  h: Household,
  rng: Rng,
  variant: { branch: number; include: Set<string> } | undefined,
  pick: number,
  optionalQuery: boolean,
) {
  const template = templateFor(h, op, rng, variant, pick);
  const segments: Record<string, string> = {};
  for (const [name, v] of Object.entries(template.segments)) {
    segments[name] = encodeURIComponent(String(h.materialize(v)));
  }
  const query = Object.entries(template.query).flatMap(([name, v]) => queryPairs(name, h.materialize(v)));
  const context = op.path.split('/').filter(Boolean);
  for (const p of optionalQuery ? op.queryParams.filter((q) => !q.required) : []) {
    const tpl = templateFor(h, { ...op, queryParams: [{ ...p, required: true }] }, rng, undefined, pick);
    const value = isIdKey(p.name)
      ? h.materialize(h.placeholderFor(p.name, context, pick) ?? tpl.query[p.name])
      : tpl.query[p.name];
    query.push(...queryPairs(p.name, value));
  }
  const body = template.body === undefined ? undefined : h.materialize(template.body);
  return { segments, query, body };
}

/**
 * The base of an operation's cases: a request the server accepts when one can be generated (so
 * that one corrupted field at a time gets past the others), found by sending the body variants
 * with and without the optional query parameters; plus a body with every field per oneOf branch
 * and the smallest body, so that every field is corrupted somewhere.
 */
async function baseRequest(op: Operation, h: Household, rng: Rng): Promise<Base & { accepted: boolean }> {
  const variants = op.body ? bodyVariants(op.body).slice(0, 8) : [undefined];
  const queryModes = op.queryParams.some((p) => !p.required) ? [true, false] : [false];
  let accepted: ReturnType<typeof validParts> | undefined;
  search: for (const pick of [0, 1]) {
    for (const optionalQuery of queryModes) {
      for (const variant of variants) {
        const parts = validParts(op, h, rng, variant, pick, optionalQuery);
        const c: Case = {
          label: 'looking for an accepted request',
          method: op.method,
          url: buildUrl(op.path, parts.segments, parts.query),
          ...(parts.body === undefined ? {} : { payload: toJsonText(parts.body), headers: JSON_HEADERS }),
        };
        const status = await run(h.client, 'user', op, c);
        await keepSignedIn();
        if (status < 400) {
          accepted = parts;
          if (op.method !== 'GET') h.dirty = true;
          break search;
        }
      }
    }
  }
  const first = accepted ?? validParts(op, user, rng, variants[0], 0, true);
  const bodies: unknown[] = [];
  if (op.body) {
    if (first.body !== undefined) bodies.push(first.body);
    const branches = branchesOf(op.body).length;
    for (let branch = 0; branch < branches; branch += 1) {
      const variant = { branch, include: new Set(topLevel(op.body, branch).props) };
      bodies.push(validParts(op, user, rng, variant, 0, false).body);
    }
    const small = bodyVariants(op.body).find((v) => v.label === 'required fields');
    if (small) bodies.push(validParts(op, user, rng, small, 0, false).body);
  }
  const distinct = bodies.filter((b, i) => bodies.findIndex((x) => toJsonText(x) === toJsonText(b)) === i);
  return {
    op,
    segments: first.segments,
    query: first.query,
    bodies: distinct,
    accepted: accepted !== undefined,
  };
}

type Pointer = Array<string | number>;

/** Every place in a value: object properties and the first item of arrays, at any depth. */
function pointers(value: unknown, prefix: Pointer = []): Pointer[] {
  const out: Pointer[] = [];
  if (Array.isArray(value)) {
    if (value.length > 0) {
      out.push([...prefix, 0]);
      out.push(...pointers(value[0], [...prefix, 0]));
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push([...prefix, k]);
      out.push(...pointers(v, [...prefix, k]));
    }
  }
  return out;
}

function setAt(value: unknown, pointer: Pointer, replacement: unknown, remove = false): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  pointer.forEach((key, i) => {
    if (i < pointer.length - 1) node = node[key] as Record<string | number, unknown>;
    else if (remove) delete node[key];
    else node[key] = replacement;
  });
  return copy;
}

function getAt(value: unknown, pointer: Pointer): unknown {
  let node = value;
  for (const key of pointer) node = (node as Record<string | number, unknown>)[key];
  return node;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Whole bodies that are not what any route takes. */
function bodyGarbage(
  valid: unknown,
): Array<{ label: string; payload: string | Buffer; headers: Record<string, string> }> {
  const text = valid === undefined ? '{}' : toJsonText(valid);
  const json = (label: string, payload: string | Buffer) => ({ label, payload, headers: JSON_HEADERS });
  return [
    json('empty body', ''),
    json('null', 'null'),
    json('true', 'true'),
    json('number', '1'),
    json('string', '"fuzz"'),
    json('array', '[]'),
    json('array of the valid body', `[${text}]`),
    json('object', '{}'),
    json('truncated JSON', text.slice(0, Math.max(1, Math.floor(text.length / 2)))),
    json('trailing garbage', `${text}}`),
    json('NaN literal', 'NaN'),
    json('single quotes', "{'a':1}"),
    json('raw NUL byte', '\u0000'),
    json('raw NUL inside a JSON string', '{"a":"\u0000"}'),
    json('raw control chars inside a JSON string', '{"a":"\u0001\u001b\u007f"}'),
    json(
      'invalid UTF-8',
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d]),
    ),
    json('UTF-8 BOM before the valid body', `\ufeff${text}`),
    json('UTF-16 body', Buffer.from(`\ufeff${text}`, 'utf16le')),
    json(
      'duplicate keys',
      text.startsWith('{') && text.length > 2
        ? `{${text.slice(1, -1)},${text.slice(1, -1)}}`
        : '{"a":1,"a":2}',
    ),
    json('10 000 nested arrays', deepArrayText()),
    json('10 000 nested objects', deepObjectText()),
    json(
      '__proto__ pollution',
      text.startsWith('{') && text.length > 2
        ? `{"__proto__":{"isAdmin":true,"polluted":true},${text.slice(1)}`
        : '{"__proto__":{"polluted":true}}',
    ),
    json(
      'constructor.prototype pollution',
      text.startsWith('{') && text.length > 2
        ? `{"constructor":{"prototype":{"polluted":true}},${text.slice(1)}`
        : '{"constructor":{"prototype":{"polluted":true}}}',
    ),
    json('1 MB + 1 byte body', `"${'a'.repeat(1024 * 1024 - 1)}"`),
    { label: 'valid JSON as text/plain', payload: text, headers: { 'content-type': 'text/plain' } },
    { label: 'valid JSON as application/xml', payload: text, headers: { 'content-type': 'application/xml' } },
    {
      label: 'form-urlencoded',
      payload: 'a=1&b=%00&__proto__[x]=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
    {
      label: 'multipart without boundary',
      payload: text,
      headers: { 'content-type': 'multipart/form-data' },
    },
    {
      label: 'JSON with charset latin1',
      payload: text,
      headers: { 'content-type': 'application/json; charset=latin1' },
    },
    {
      label: 'JSON with charset utf-16le',
      payload: Buffer.from(text, 'utf16le'),
      headers: { 'content-type': 'application/json; charset=utf-16le' },
    },
    { label: 'vendor JSON type', payload: text, headers: { 'content-type': 'application/vnd.api+json' } },
    { label: 'malformed content-type', payload: text, headers: { 'content-type': '/;;=' } },
    {
      label: 'content-type with a 10 kB parameter',
      payload: text,
      headers: { 'content-type': `application/json; x=${'a'.repeat(10_000)}` },
    },
    { label: 'body without content-type', payload: text, headers: {} },
    { label: 'text that is not JSON, labelled JSON', payload: 'hello', headers: JSON_HEADERS },
  ];
}

/** Multipart bodies for the routes that take uploads (and any other mutation): none may 5xx. */
function multipartGarbage(): Array<{
  label: string;
  payload: string | Buffer;
  headers: Record<string, string>;
}> {
  const headers = uploadHeaders();
  const file = (data: string | Buffer, filename = 'x.png', contentType = 'image/png') => ({
    name: 'file',
    filename,
    contentType,
    data,
  });
  return [
    { label: 'multipart: empty body', payload: '', headers },
    { label: 'multipart: only the closing boundary', payload: `--${MULTIPART_BOUNDARY}--\r\n`, headers },
    { label: 'multipart: garbage', payload: Buffer.from('\u0000\u0001garbage\r\n\r\n--nope'), headers },
    {
      label: 'multipart: not closed',
      payload: multipartBody([file(TINY_PNG)], MULTIPART_BOUNDARY, false),
      headers,
    },
    {
      label: 'multipart: part without headers',
      payload: `--${MULTIPART_BOUNDARY}\r\n\r\nabc\r\n--${MULTIPART_BOUNDARY}--\r\n`,
      headers,
    },
    { label: 'multipart: empty file', payload: multipartBody([file('')]), headers },
    {
      label: 'multipart: a file that is not an image',
      payload: multipartBody([file('not an image at all', 'x.png')]),
      headers,
    },
    { label: 'multipart: truncated PNG', payload: multipartBody([file(TINY_PNG.subarray(0, 20))]), headers },
    {
      label: 'multipart: NUL and ../ in the file name',
      payload: multipartBody([file(TINY_PNG, '../../\u0000evil.png')]),
      headers,
    },
    {
      label: 'multipart: two files',
      payload: multipartBody([file(TINY_PNG), { ...file(TINY_PNG), name: 'file2' }]),
      headers,
    },
    {
      label: 'multipart: fields only',
      payload: multipartBody([
        { name: 'a', data: '1' },
        { name: '__proto__', data: 'x' },
      ]),
      headers,
    },
    {
      label: 'multipart: 20 fields',
      payload: multipartBody(Array.from({ length: 20 }, (_, i) => ({ name: `f${i}`, data: 'x' }))),
      headers,
    },
    {
      label: 'multipart: SVG with script',
      payload: multipartBody([
        file(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          'x.svg',
          'image/svg+xml',
        ),
      ]),
      headers,
    },
    { label: 'multipart: a valid PNG', payload: multipartBody([file(TINY_PNG)]), headers },
    { label: 'multipart: 10 kB boundary', payload: 'x', headers: uploadHeaders('b'.repeat(10_000)) },
  ];
}

const QUERY_GARBAGE: Array<[string, string]> = [
  ['%00 key', '%00=1'],
  ['__proto__ key', '__proto__[polluted]=1&__proto__=x'],
  ['constructor key', 'constructor[prototype][polluted]=1'],
  ['only separators', '&&&=&='],
  ['lone surrogate key', '%ED%A0%80=1'],
  ['invalid escape key', '%=%'],
  ['2 000 parameters', Array.from({ length: 2000 }, (_, i) => `p${i}=1`).join('&')],
  ['unknown parameter', 'unknownParameter=1'],
];

/** The cases of one operation, made one at a time (some carry a megabyte). */
function* casesFor(base: Base, rng: Rng, full: boolean): Generator<Case> {
  const { op } = base;
  const url = (segments = base.segments, query = base.query) => buildUrl(op.path, segments, query);
  const body0 = base.bodies[0];
  const jsonCase = (label: string, body: unknown, u = url()): Case => ({
    label,
    method: op.method,
    url: u,
    payload: toJsonText(body),
    headers: JSON_HEADERS,
  });
  const validCase = (label: string, u = url()): Case =>
    body0 === undefined ? { label, method: op.method, url: u } : jsonCase(label, body0, u);
  yield validCase('a valid request');
  for (const [i, b] of base.bodies.slice(1).entries()) yield jsonCase(`valid body #${i + 2}`, b);

  if (op.method !== 'GET') {
    // Whole bodies first: upload routes count requests per account, and these matter most there.
    const garbage = [...(op.body ? [] : multipartGarbage()), ...bodyGarbage(body0)];
    for (const g of full ? garbage : garbage.filter((_, i) => i % 2 === 0)) {
      yield {
        label: `whole body: ${g.label}`,
        method: op.method,
        url: url(),
        payload: g.payload,
        headers: g.headers,
      };
    }
    if (op.body && full)
      for (const g of multipartGarbage().slice(0, 4))
        yield {
          label: `whole body: ${g.label}`,
          method: op.method,
          url: url(),
          payload: g.payload,
          headers: g.headers,
        };
  }

  // Path parameters.
  for (const p of op.pathParams) {
    const valid = base.segments[p.name] ?? 'x';
    const values: BadValue[] = [
      ...BAD_PATH_SEGMENTS,
      { label: 'valid id + %00', value: `${valid}%00` },
      { label: 'valid id + lone surrogate', value: `${valid}%ED%A0%80` },
      { label: 'valid id + control chars', value: `${valid}%01%1B%7F%C2%85` },
      { label: 'space + valid id', value: `%20${valid}` },
      { label: 'valid id in upper case', value: valid.toUpperCase() },
    ];
    for (const bad of full ? values : values.filter((_, i) => i % 3 === 0 || /00|surrogate/.test(_.label))) {
      yield validCase(
        `path {${p.name}} = ${bad.label}`,
        url({ ...base.segments, [p.name]: String(bad.value) }),
      );
    }
  }

  // Query parameters, one at a time, then the query string as a whole.
  for (const p of op.queryParams) {
    const others = base.query.filter(([k]) => k !== encodeURIComponent(p.name));
    const valid = base.query.find(([k]) => k === encodeURIComponent(p.name))?.[1] ?? '1';
    const name = encodeURIComponent(p.name);
    const variants: Array<[string, Array<[string, string]>]> = [
      ...BAD_QUERY_VALUES.map((b): [string, Array<[string, string]>] => [b.label, [[name, String(b.value)]]]),
      [
        'repeated',
        [
          [name, valid],
          [name, valid],
        ],
      ],
      [
        'repeated with different values',
        [
          [name, valid],
          [name, '%00'],
        ],
      ],
      ['array syntax []', [[`${name}[]`, valid]]],
      ['array syntax [0]', [[`${name}[0]`, valid]]],
      ['object syntax [a]', [[`${name}[a]`, valid]]],
      ['key without value', [[name, '\u0000NOVALUE']]],
      ['valid value + %00', [[name, `${valid}%00`]]],
    ];
    for (const [label, pairs] of full ? variants : variants.filter((_, i) => i % 3 === 0)) {
      yield validCase(`query ${p.name} = ${label}`, url(base.segments, [...others, ...pairs]));
    }
  }
  for (const [label, qs] of full ? QUERY_GARBAGE : QUERY_GARBAGE.slice(0, 3)) {
    const u = url();
    yield validCase(`query string: ${label}`, `${u}${u.includes('?') ? '&' : '?'}${qs}`);
  }

  if (op.method === 'GET') return;

  // Bodies: one field at a time, for each valid body.
  for (const [bodyIndex, body] of base.bodies.entries()) {
    const tag = base.bodies.length > 1 ? `body #${bodyIndex + 1} ` : '';
    for (const pointer of pointers(body)) {
      const field = pointer.join('.');
      const valid = getAt(body, pointer);
      const bads = badValuesFor(valid);
      const chosen = full
        ? bads
        : bads.filter((b) => /U\+0000 inside|\\ud800|^null$|^object$|1e308/.test(b.label));
      for (const bad of chosen)
        yield jsonCase(`${tag}${field} = ${bad.label}`, setAt(body, pointer, bad.value));
      if (full) {
        yield jsonCase(`${tag}${field} removed`, setAt(body, pointer, undefined, true));
        const parent = getAt(body, pointer.slice(0, -1));
        if (parent && typeof parent === 'object' && !Array.isArray(parent)) {
          yield jsonCase(
            `${tag}${field}: an unknown sibling`,
            setAt(body, [...pointer.slice(0, -1), 'unknownField'], 1),
          );
        }
        if (
          isIdKey(String(pointer[pointer.length - 1])) ||
          isIdListKey(String(pointer[pointer.length - 2] ?? ''))
        ) {
          yield jsonCase(
            `${tag}${field} = a well-formed unknown id`,
            setAt(body, pointer, '00000000-0000-4000-8000-000000000000'),
          );
        }
      }
    }
  }

  // Headers.
  const headerCases: Array<[string, Record<string, string>, boolean]> = [
    ['no CSRF header', {}, false],
    ['a 10 kB CSRF header', { 'csrf-token': 'a'.repeat(10_000) }, false],
    ['a malformed CSRF header', { 'csrf-token': '...%00' }, false],
    ['a 5 kB session cookie', { cookie: `larder_session=${'a'.repeat(5000)}` }, true],
    ['a malformed cookie header', { cookie: '=;;%00=%ED%A0%80; larder_session' }, true],
    ['a garbage Accept-Language', { 'accept-language': 'zz-ZZZZ;q=abc,*;q=-1,' + 'x'.repeat(1000) }, true],
    ['a garbage X-Forwarded-For', { 'x-forwarded-for': 'not-an-ip, %00, ::::' }, true],
  ];
  for (const [label, headers, csrf] of full ? headerCases : headerCases.slice(0, 2)) {
    const c = validCase(`header: ${label}`);
    yield { ...c, headers: { ...c.headers, ...headers }, csrf };
  }

  // Random: several fields at once, with a bad path or query now and then (FUZZ_RUNS per operation).
  for (let run = 0; run < (full ? RUNS : 0); run += 1) {
    const body = base.bodies.length > 0 ? rng.pick(base.bodies) : undefined;
    let mutated = body;
    const labels: string[] = [];
    const places = body === undefined ? [] : pointers(body);
    for (let k = 0; k < 1 + rng.int(3) && places.length > 0; k += 1) {
      const pointer = rng.pick(places);
      const bad = rng.pick(badValuesFor(getAt(body, pointer)));
      try {
        mutated = setAt(mutated, pointer, bad.value);
        labels.push(`${pointer.join('.')} = ${bad.label}`);
      } catch {
        // The pointer went away with an earlier change in this run.
      }
    }
    let segments = base.segments;
    if (op.pathParams.length > 0 && rng.chance(0.3)) {
      const p = rng.pick(op.pathParams);
      const bad = rng.pick(BAD_PATH_SEGMENTS);
      segments = { ...segments, [p.name]: String(bad.value) };
      labels.push(`path {${p.name}} = ${bad.label}`);
    }
    let query = base.query;
    if (rng.chance(0.3)) {
      const bad = rng.pick(BAD_QUERY_VALUES);
      const key = op.queryParams.length > 0 ? encodeURIComponent(rng.pick(op.queryParams).name) : 'q';
      query = [...query, [key, String(bad.value)]];
      labels.push(`query ${key} = ${bad.label}`);
    }
    if (labels.length === 0) continue;
    const label = `random #${run + 1}: ${labels.join(', ')}`;
    yield mutated === undefined
      ? { label, method: op.method, url: url(segments, query) }
      : jsonCase(label, mutated, url(segments, query));
  }
}

// ---------------------------------------------------------------------------------------------
// Running them

type Outcome = { caller: string; op: string; label: string; request: string; status: number; body: string };

const serverErrors: Outcome[] = [];
const badErrorBodies: Outcome[] = [];
let requestCount = 0;
let rateLimited = 0;
const rateLimitedOps = new Set<string>();
let surrogateEchoes = 0;
let recoveries = 0;
const statusClasses = new Map<string, number>();
/** Operations whose generated valid request was refused: their fuzzing stays near validation. */
const refused: string[] = [];
const skipped: string[] = [];
const covered = new Set<string>();

function requestSummary(c: Case): string {
  const payload = c.payload === undefined ? '' : ` ${summarize(c.payload, 200)}`;
  const type = c.headers?.['content-type'];
  return `${c.method} ${summarize(c.url, 200)}${type && type !== 'application/json' ? ` [${summarize(type, 60)}]` : ''}${payload}`;
}

async function run(client: ApiClient, caller: string, op: Operation, c: Case): Promise<number> {
  const res = await client.send({
    method: c.method,
    url: c.url,
    ...(c.payload === undefined ? {} : { payload: c.payload }),
    headers: c.headers ?? {},
    csrf: c.csrf ?? c.method !== 'GET',
  });
  requestCount += 1;
  covered.add(op.key);
  const statusClass = `${Math.floor(res.statusCode / 100)}xx`;
  statusClasses.set(statusClass, (statusClasses.get(statusClass) ?? 0) + 1);
  const outcome = (): Outcome => ({
    caller,
    op: op.key,
    label: c.label,
    request: requestSummary(c),
    status: res.statusCode,
    body: summarize(res.body, 300),
  });
  if (res.statusCode >= 500) serverErrors.push(outcome());
  else if (res.statusCode === 429) {
    rateLimited += 1;
    rateLimitedOps.add(op.key);
  } else if (res.statusCode >= 400) {
    const json = (() => {
      try {
        return JSON.parse(res.body) as unknown;
      } catch {
        return undefined;
      }
    })();
    const type = String(res.headers['content-type'] ?? '');
    if (!/^application\/json/.test(type) || !ApiErrorSchema.safeParse(json).success)
      badErrorBodies.push(outcome());
  }
  if (res.statusCode < 300 && /surrogate/.test(c.label) && /\\ud800|\\udfff/i.test(res.body))
    surrogateEchoes += 1;
  return res.statusCode;
}

/** After a request that signed the fuzzing user out (logout, account deletion), sign in again. */
async function keepSignedIn(): Promise<void> {
  if (user.hasSession()) return;
  recoveries += 1;
  if (await user.signInAgain()) return;
  // The account is gone (deleted) or its password changed: a new one, seeded before the next operation.
  user = await new Household(t.app, 'fuzz').signUp();
  user.dirty = true;
  needsSeed = true;
}
let needsSeed = false;

/** Fresh ids before each operation; new data when an id the operation needs has run out. */
async function prepare(op: Operation): Promise<void> {
  if (needsSeed) {
    await replaySeedScript(user, script, ops);
    needsSeed = false;
    user.dirty = false;
    return;
  }
  if (!user.dirty) return;
  const pathIdCount = op.pathParams.filter((p) => isIdKey(p.name)).length;
  const bodyIdFields = op.body ? topLevel(op.body).props.filter((p) => isIdKey(p) || isIdListKey(p)) : [];
  if (pathIdCount === 0 && bodyIdFields.length === 0) return;
  await user.crawl(ops);
  user.dirty = false;
  const lacking =
    Object.keys(pathIds(user, op).segments).length < pathIdCount ||
    bodyIdFields.some((name) => idCandidates(user.harvest, name.replace(/s$/, ''), []).length === 0);
  if (lacking) await replaySeedScript(user, script, ops);
}

const methodOrder: Record<HttpMethod, number> = { GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 };

test('no malformed request gets a 5xx', async () => {
  const started = Date.now();
  const rng = createRng(SEED);
  const ordered = [...fuzzed].sort((x, y) => methodOrder[x.method] - methodOrder[y.method]);
  for (const op of fuzzed) {
    if (op.otherBodyTypes.length > 0)
      skipped.push(`${op.key}: its ${op.otherBodyTypes.join(', ')} body only gets the generic garbage`);
    if (!op.body && op.method !== 'GET' && op.method !== 'DELETE') {
      skipped.push(`${op.key}: no JSON body documented: multipart/garbage bodies and parameters only`);
    }
  }

  // Signed in, with a CSRF token and seeded data: every case.
  for (const op of ordered) {
    await prepare(op);
    const base = await baseRequest(op, user, rng);
    if (!base.accepted) refused.push(op.key);
    for (const c of casesFor(base, rng, true)) {
      const status = await run(user.client, 'user', op, c);
      if (status >= 200 && status < 300 && op.method !== 'GET') user.dirty = true;
      await keepSignedIn();
    }
  }
  const signedIn = requestCount;

  // Anonymous, with a CSRF token: a smaller pass (a success that signs it in is undone).
  const anonymous = new ApiClient(t.app);
  await anonymous.csrfToken();
  for (const op of ordered) {
    await prepare(op);
    // The signed-in user's valid values (ids, a oneOf branch), sent without that user's cookies.
    const base = { ...(await baseRequest(op, user, rng)) };
    for (const c of casesFor(base, rng, false)) {
      await run(anonymous, 'anonymous', op, c);
      for (const name of [...anonymous.cookies.keys()])
        if (/session/i.test(name)) anonymous.cookies.delete(name);
    }
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    [
      `openapi fuzz (part ${shard.index + 1} of ${shard.count}): ${requestCount} requests over ${covered.size} operations, ${serverErrors.length} server errors ` +
        `(${signedIn} signed in, ${requestCount - signedIn} anonymous; seed ${SEED}, FUZZ_RUNS ${RUNS}, ${seconds} s)`,
      `openapi fuzz: ${rateLimited} answers were 429 even from a new address (${[...rateLimitedOps].join(', ') || 'none'}), ` +
        `${recoveries} times signed in again`,
      `openapi fuzz: ${arrived.loneSurrogates} requests reached validation with a lone surrogate and ${arrived.nuls} with a NUL ` +
        `(${surrogateEchoes} lone surrogates came back in a 2xx answer)`,
      `openapi fuzz: answers ${[...statusClasses]
        .sort()
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}; ` +
        `no generated request was accepted for ${refused.length ? refused.join(', ') : 'none'}`,
      ...fuzzed.filter((op) => !covered.has(op.key)).map((op) => `openapi fuzz: not covered: ${op.key}`),
      ...skipped.map((s) => `openapi fuzz: partly generic: ${s}`),
    ].join('\n'),
  );
  expect(
    arrived.loneSurrogates,
    'no lone surrogate reached the handlers: the escapes were lost on the way',
  ).toBeGreaterThan(0);
  expect(serverErrors.length, `5xx answers:\n${report(serverErrors)}`).toBe(0);
}, 600_000);

test('every 4xx answer is the API error body { error, code, details?, requestId? }', () => {
  console.log(`openapi fuzz: ${badErrorBodies.length} 4xx answers were not the API error body`);
  expect(
    badErrorBodies.length,
    `4xx answers that are not the API error body:\n${report(badErrorBodies)}`,
  ).toBe(0);
});

/** Every outcome, grouped by operation and status, with one example in full and the case labels. */
function report(outcomes: Outcome[]): string {
  const groups = new Map<string, Outcome[]>();
  for (const o of outcomes) {
    const key = `${o.status} ${o.op} (${o.caller})`;
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  return [...groups]
    .map(([key, list]) => {
      const first = list[0] as Outcome;
      return [
        `${key}: ${list.length} requests`,
        `    e.g. ${first.label}: ${first.request}`,
        `    → ${first.body}`,
        ...list.map((o) => `    - ${o.label}`),
      ].join('\n');
    })
    .join('\n');
}
