import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildRegistration } from './factories';

/**
 * Support for the generic, OpenAPI-driven server suites (src/server/security): the document as
 * @fastify/swagger builds it from the zod contracts, its operations, values generated from their
 * JSON Schemas (valid ones and malformed ones), a seeded PRNG, a client that can send raw bytes,
 * and households seeded from the document alone. Nothing here names a route: a route that a
 * feature adds is covered by the suites without new test code.
 */

// ---------------------------------------------------------------------------------------------
// The document

/** The subset of JSON Schema (draft 4 / OpenAPI 3.0 flavour, as zod emits it) that we read. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

type ParameterObject = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type OperationObject = {
  summary?: string;
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> } | undefined>;
  security?: Array<Record<string, string[]>>;
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Parameter = { name: string; required: boolean; schema: JsonSchema };

/** One method on one path of the document. */
export type Operation = {
  /** e.g. `PATCH /api/products/{id}` */
  key: string;
  method: HttpMethod;
  /** The OpenAPI path template, with `{name}` placeholders. */
  path: string;
  summary: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The application/json request body schema, when the operation documents one. */
  body: JsonSchema | undefined;
  /** Another request body media type (multipart/form-data, a form), when documented. */
  otherBodyTypes: string[];
  /** Documented success statuses. */
  successStatuses: number[];
  /** A success answer is documented as JSON (not an image, not empty). */
  jsonResponse: boolean;
  security: string[];
};

const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The document the app serves, from the app object (the /api/docs route may be switched off). */
export function readOpenApi(app: FastifyInstance): OpenApiDocument {
  return (app as unknown as { swagger(): OpenApiDocument }).swagger();
}

/** Follows local `$ref`s (`#/components/schemas/X`) until a schema without one. */
export function resolveRef(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  let current = schema ?? {};
  for (let hops = 0; current.$ref && hops < 20; hops += 1) {
    const name = current.$ref.replace(/^#\/components\/schemas\//, '');
    current = doc.components?.schemas?.[name] ?? {};
  }
  return current;
}

/** Replaces every local `$ref` by its target, so that generators see plain schemas. */
export function inlineRefs(doc: OpenApiDocument, schema: JsonSchema | undefined, depth = 0): JsonSchema {
  const s = resolveRef(doc, schema);
  if (depth > 30) return s;
  const out: JsonSchema = { ...s };
  if (s.items) out.items = inlineRefs(doc, s.items, depth + 1);
  if (s.properties) {
    out.properties = Object.fromEntries(
      Object.entries(s.properties).map(([k, v]) => [k, inlineRefs(doc, v, depth + 1)]),
    );
  }
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const list = s[key];
    if (list) out[key] = list.map((v) => inlineRefs(doc, v, depth + 1));
  }
  return out;
}

export function listOperations(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(item)) {
      const method = m.toUpperCase() as HttpMethod;
      if (!METHODS.includes(method)) continue;
      const params = op.parameters ?? [];
      const toParam = (p: ParameterObject): Parameter => ({
        name: p.name,
        required: p.in === 'path' || p.required === true,
        schema: inlineRefs(doc, p.schema),
      });
      const content = op.requestBody?.content ?? {};
      const json = Object.entries(content).find(([type]) => /json/i.test(type));
      ops.push({
        key: `${method} ${path}`,
        method,
        path,
        summary: op.summary ?? '',
        pathParams: params.filter((p) => p.in === 'path').map(toParam),
        queryParams: params.filter((p) => p.in === 'query').map(toParam),
        body: json ? inlineRefs(doc, json[1].schema) : undefined,
        otherBodyTypes: Object.keys(content).filter((type) => !/json/i.test(type)),
        successStatuses: Object.keys(op.responses ?? {})
          .map(Number)
          .filter((s) => s >= 200 && s < 300),
        jsonResponse: Object.entries(op.responses ?? {}).some(
          ([status, response]) =>
            Number(status) >= 200 &&
            Number(status) < 300 &&
            Object.keys(response?.content ?? {}).some((type) => /json/i.test(type)),
        ),
        security: (op.security ?? []).flatMap((s) => Object.keys(s)),
      });
    }
  }
  return ops;
}

export const isMutation = (op: Operation): boolean => op.method !== 'GET';

/** GETs that need nothing from the caller: no path parameter and no required query parameter. */
export function isParameterlessGet(op: Operation): boolean {
  return op.method === 'GET' && op.pathParams.length === 0 && op.queryParams.every((p) => !p.required);
}

/**
 * GETs of one resource that the crawl can fill from ids it has seen: every path parameter is an
 * id, no query parameter is required, and the answer is JSON (`GET /api/shopping-lists/{id}`, not
 * an image).
 */
export function isResourceGet(op: Operation): boolean {
  return (
    op.method === 'GET' &&
    op.pathParams.length > 0 &&
    op.pathParams.every((p) => isIdKey(p.name)) &&
    op.queryParams.every((p) => !p.required) &&
    op.jsonResponse
  );
}

// ---------------------------------------------------------------------------------------------
// A seeded PRNG (mulberry32): the same seed gives the same run.

export type Rng = {
  seed: number;
  next(): number;
  int(maxExclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  shuffle<T>(items: T[]): T[];
};

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    seed,
    next,
    int: (max) => Math.floor(next() * max),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    chance: (p) => next() < p,
    shuffle: (items) => {
      for (let i = items.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [items[i], items[j]] = [items[j] as (typeof items)[number], items[i] as (typeof items)[number]];
      }
      return items;
    },
  };
  return rng;
}

/** FUZZ_SEED from the environment, else the fixed default (so that CI is reproducible). */
export function seedFromEnv(fallback = 20261122): number {
  const raw = process.env.FUZZ_SEED;
  const n = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

export function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isFinite(n) && n >= 0 ? Math.trunc(n) : fallback;
}

// ---------------------------------------------------------------------------------------------
// Strings from simple regular expressions (the patterns our contracts use: ^\d{8,14}$, ^[A-Z]{2}$,
// the email pattern). Supports literals, escapes (\d \w \s \. …), classes with ranges and
// negation, groups with alternation, and the quantifiers ? * + {n} {n,} {n,m}.

type RegexNode =
  | { kind: 'alt'; options: RegexNode[][] }
  | { kind: 'chars'; chars: string[] }
  | { kind: 'repeat'; node: RegexNode; min: number; max: number };

const DIGITS = '0123456789'.split('');
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const LOWER = 'abcdefghijklmnopqrstuvwxyz'.split('');
const WORD = [...LOWER, ...UPPER, ...DIGITS, '_'];
const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));

function escapeChars(c: string): string[] {
  switch (c) {
    case 'd':
      return DIGITS;
    case 'w':
      return WORD;
    case 's':
      return [' '];
    case 'D':
      return LOWER;
    case 'W':
      return ['-', ' ', '.'];
    case 'S':
      return LOWER;
    case 'n':
      return ['\n'];
    case 't':
      return ['\t'];
    default:
      return [c];
  }
}

function parseRegex(source: string): RegexNode {
  let i = 0;
  const parseAlt = (): RegexNode => {
    const options: RegexNode[][] = [[]];
    while (i < source.length && source[i] !== ')') {
      if (source[i] === '|') {
        options.push([]);
        i += 1;
        continue;
      }
      const atom = parseAtom();
      if (atom) (options[options.length - 1] as RegexNode[]).push(parseQuantifier(atom));
    }
    return { kind: 'alt', options };
  };
  const parseClass = (): RegexNode => {
    i += 1; // [
    let negate = false;
    if (source[i] === '^') {
      negate = true;
      i += 1;
    }
    const set = new Set<string>();
    let first = true;
    while (i < source.length && (source[i] !== ']' || first)) {
      first = false;
      let c = source[i] as string;
      let chars: string[];
      if (c === '\\') {
        c = source[i + 1] ?? '\\';
        chars = escapeChars(c);
        i += 2;
      } else {
        chars = [c];
        i += 1;
      }
      if (chars.length === 1 && source[i] === '-' && source[i + 1] !== ']' && i + 1 < source.length) {
        let end = source[i + 1] as string;
        i += 2;
        if (end === '\\') {
          end = source[i] ?? end;
          i += 1;
        }
        const from = (chars[0] as string).charCodeAt(0);
        for (let code = from; code <= end.charCodeAt(0); code += 1) set.add(String.fromCharCode(code));
      } else {
        for (const ch of chars) set.add(ch);
      }
    }
    i += 1; // ]
    const chars = negate ? PRINTABLE.filter((ch) => !set.has(ch)) : [...set];
    return { kind: 'chars', chars };
  };
  const parseAtom = (): RegexNode | null => {
    const c = source[i] as string;
    if (c === '^' || c === '$') {
      i += 1;
      return null;
    }
    if (c === '(') {
      i += 1;
      if (source[i] === '?') i += 2; // (?: or (?= (lookarounds are taken as plain groups)
      const inner = parseAlt();
      i += 1; // )
      return inner;
    }
    if (c === '[') return parseClass();
    if (c === '\\') {
      const e = source[i + 1] ?? '\\';
      i += 2;
      if (e === 'b' || e === 'B') return null;
      return { kind: 'chars', chars: escapeChars(e) };
    }
    i += 1;
    if (c === '.') return { kind: 'chars', chars: [...LOWER, ...DIGITS] };
    return { kind: 'chars', chars: [c] };
  };
  const parseQuantifier = (node: RegexNode): RegexNode => {
    const c = source[i];
    let min: number;
    let max: number;
    if (c === '?') [min, max] = [0, 1];
    else if (c === '*') [min, max] = [0, 3];
    else if (c === '+') [min, max] = [1, 3];
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i));
      if (!m) return node;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] ? Number(m[3]) : min + 3;
      i += m[0].length;
      if (source[i] === '?') i += 1;
      return { kind: 'repeat', node, min, max };
    } else return node;
    i += 1;
    if (source[i] === '?') i += 1;
    return { kind: 'repeat', node, min, max };
  };
  return parseAlt();
}

function renderRegex(node: RegexNode, rng: Rng): string {
  switch (node.kind) {
    case 'chars':
      return node.chars.length > 0 ? rng.pick(node.chars) : '';
    case 'repeat': {
      const count = node.min + rng.int(node.max - node.min + 1);
      let out = '';
      for (let k = 0; k < count; k += 1) out += renderRegex(node.node, rng);
      return out;
    }
    case 'alt':
      return rng
        .pick(node.options)
        .map((n) => renderRegex(n, rng))
        .join('');
  }
}

/** A string that matches the pattern, or undefined when the pattern is beyond this generator. */
export function stringForPattern(pattern: string, rng: Rng): string | undefined {
  let re: RegExp;
  try {
    re = new RegExp(pattern);
  } catch {
    return undefined;
  }
  let tree: RegexNode;
  try {
    tree = parseRegex(pattern);
  } catch {
    return undefined;
  }
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate = renderRegex(tree, rng);
    if (re.test(candidate)) return candidate;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Valid values from a schema

/** Stands for an id that is taken from a household's harvest when the request is made. */
export type IdPlaceholder = { $harvest: string };
export const isPlaceholder = (v: unknown): v is IdPlaceholder =>
  typeof v === 'object' && v !== null && '$harvest' in v && Object.keys(v).length === 1;
/**
 * Stands for the time the request is sent: an edit's time (`at`) that a replay a minute later
 * still sends as now, so that the edit is not older than what it edits.
 */
export type NowPlaceholder = { $now: true };
const isNow = (v: unknown): v is NowPlaceholder =>
  typeof v === 'object' && v !== null && '$now' in v && Object.keys(v).length === 1;
/**
 * Stands for an id that no harvested id fills (the id a device chooses for a new item): a new
 * one each time the request is sent, so that neither another household nor the next request
 * finds it taken.
 */
export type NewIdPlaceholder = { $newId: true };
export const isNewId = (v: unknown): v is NewIdPlaceholder =>
  typeof v === 'object' && v !== null && '$newId' in v && Object.keys(v).length === 1;
let newIdCounter = 0;
const newId = (): string => {
  newIdCounter += 1;
  return `6f1c2a64-8a35-4b9c-9a5d-${newIdCounter.toString(16).padStart(12, '0')}`;
};

export type GenContext = {
  rng: Rng;
  /** Which optional properties of the top-level object to include. */
  include?: (key: string) => boolean;
  /** An id (or a placeholder) for an id-like field, given its name and what encloses it. */
  idFor?: (field: string, context: string[]) => unknown;
  /** Which oneOf/anyOf branch to take at the top level (default: the first). */
  branch?: number;
  /**
   * Values made when the request is sent: date-times that would be now as a NowPlaceholder, ids
   * that idFor has none for as a NewIdPlaceholder (materialized by Household.materialize).
   */
  live?: boolean;
};

let uniqueCounter = 0;
const unique = (): string => {
  uniqueCounter += 1;
  return uniqueCounter.toString(36).padStart(3, '0');
};

export function isoDate(offsetDays = 0): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** Field names that hold ids: `id`, `productId`, `user_id`; arrays of them end in `Ids`. */
export const isIdKey = (key: string): boolean => key === 'id' || /[a-z]Id$/.test(key) || /_id$/.test(key);
export const isIdListKey = (key: string): boolean => /[a-z]Ids$/.test(key) || /_ids$/.test(key);

function typesOf(schema: JsonSchema): string[] {
  const t = schema.type;
  if (Array.isArray(t)) return t.filter((x) => x !== 'null');
  if (t) return [t];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

export function schemaAllowsNull(schema: JsonSchema): boolean {
  return (
    schema.nullable === true ||
    (Array.isArray(schema.type) && schema.type.includes('null')) ||
    schema.type === 'null' ||
    (schema.enum?.includes(null) ?? false)
  );
}

/** Branches of a oneOf/anyOf, or the schema itself. allOf is merged shallowly. */
export function branchesOf(schema: JsonSchema): JsonSchema[] {
  if (schema.oneOf?.length) return schema.oneOf;
  if (schema.anyOf?.length) return schema.anyOf;
  if (schema.allOf?.length) {
    const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf) {
      Object.assign(merged.properties as object, part.properties ?? {});
      merged.required = [...(merged.required ?? []), ...(part.required ?? [])];
    }
    return [merged];
  }
  return [schema];
}

/**
 * A web address for fields that take one. It is a documentation address (RFC 5737), which the
 * server's fetcher refuses before any lookup or connection: a fuzzed picture or page to import
 * never waits on DNS (a name such as example.com took 5 s to fail now and then, and the fuzzing
 * took a minute longer for it).
 */
const FUZZ_URL = 'https://192.0.2.1/';

/** A few well-known shapes, tried first against formats and patterns (a real date, a real EAN). */
function cannedStrings(): string[] {
  return [
    isoDate(),
    '4006381333931',
    '96385074',
    'US',
    `cook.${unique()}@example.com`,
    '6f1c2a64-8a35-4b9c-9a5d-2c4f9f1e7b10',
    new Date().toISOString(),
    'Europe/Berlin',
    FUZZ_URL,
  ];
}

const WORDS = ['Milk', 'Rice', 'Apples', 'Flour', 'Beans', 'Coffee', 'Butter', 'Carrots', 'Pasta', 'Tea'];

function fitLength(s: string, min: number, max: number): string {
  let out = s;
  while (out.length < min) out += 'x';
  return out.slice(0, Math.max(max, min));
}

function validString(schema: JsonSchema, field: string, ctx: GenContext, context: string[]): unknown {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  const fits = (s: string) =>
    s.length >= min && s.length <= max && (!schema.pattern || new RegExp(schema.pattern).test(s));
  if (ctx.idFor && isIdKey(field)) {
    const id = ctx.idFor(field, context);
    if (id !== undefined) return id;
    if (ctx.live && fits(newId())) return { $newId: true } satisfies NewIdPlaceholder;
  }
  const f = field.toLowerCase();
  const byName: string[] = [];
  if (schema.format === 'email' || /email/.test(f)) byName.push(`cook.${unique()}@example.com`);
  if (schema.format === 'date' || /(On|Date)$/.test(field) || f === 'date' || f === 'month')
    byName.push(isoDate());
  const now = new Date().toISOString();
  if (schema.format === 'date-time' || /At$/.test(field) || f === 'timestamp') byName.push(now);
  if (schema.format === 'uri' || schema.format === 'url' || /url$/.test(f)) byName.push(`${FUZZ_URL}x`);
  if (schema.format === 'uuid') byName.push('6f1c2a64-8a35-4b9c-9a5d-2c4f9f1e7b10');
  if (/password/.test(f)) byName.push('correct horse battery');
  if (/username/.test(f)) byName.push(`cook_${unique()}${unique()}`);
  if (/timezone/.test(f)) byName.push('Europe/Berlin');
  if (/redirect/.test(f)) byName.push('/');
  if (/colou?r/.test(f)) byName.push('#336699');
  if (/token|secret|state|code/.test(f)) byName.push(`tok${unique()}${unique()}`);
  if (/lang|locale/.test(f)) byName.push('en');
  for (const s of byName)
    if (fits(s)) return s === now && ctx.live ? ({ $now: true } satisfies NowPlaceholder) : s;
  if (schema.pattern) {
    for (const s of cannedStrings()) if (fits(s)) return s;
    const generated = stringForPattern(schema.pattern, ctx.rng);
    if (generated !== undefined) return generated;
  }
  for (const s of byName) return fitLength(s, min, max);
  return fitLength(`${ctx.rng.pick(WORDS)} ${unique()}`, min, max);
}

function validNumber(schema: JsonSchema, integer: boolean): number {
  const exMin = schema.exclusiveMinimum;
  const exMax = schema.exclusiveMaximum;
  const lo = typeof exMin === 'number' ? exMin : schema.minimum !== undefined ? schema.minimum : -Infinity;
  const hi = typeof exMax === 'number' ? exMax : schema.maximum !== undefined ? schema.maximum : Infinity;
  const loOpen = typeof exMin === 'number' || exMin === true;
  const hiOpen = typeof exMax === 'number' || exMax === true;
  const ok = (n: number) =>
    (loOpen ? n > lo : n >= lo) && (hiOpen ? n < hi : n <= hi) && (!integer || Number.isInteger(n));
  for (const n of [1, 2, 0]) if (ok(n)) return n;
  if (Number.isFinite(lo)) {
    const n = integer ? (loOpen ? Math.floor(lo) + 1 : Math.ceil(lo)) : loOpen ? lo + 1 : lo;
    if (ok(n)) return n;
  }
  if (Number.isFinite(hi))
    return integer ? (hiOpen ? Math.ceil(hi) - 1 : Math.floor(hi)) : hiOpen ? hi - 1 : hi;
  return 1;
}

/**
 * A value that the schema accepts (as far as JSON Schema says: zod refinements are not in the
 * document). Enums take their first value; id-like strings come from ctx.idFor when it has one.
 */
export function validValue(
  schema: JsonSchema,
  ctx: GenContext,
  field = '',
  context: string[] = [],
  depth = 0,
): unknown {
  if (depth === 0 && (schema.oneOf?.length || schema.anyOf?.length || schema.allOf?.length)) {
    // The chosen branch is the top level in its place (its optional fields follow ctx.include).
    const branches = branchesOf(schema);
    const chosen = branches[(ctx.branch ?? 0) % branches.length] as JsonSchema;
    return validValue(chosen, { ...ctx, branch: 0 }, field, context, chosen === schema ? 1 : 0);
  }
  if (schema.oneOf?.length || schema.anyOf?.length || schema.allOf?.length) {
    return validValue(branchesOf(schema)[0] as JsonSchema, ctx, field, context, depth + 1);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  const type = typesOf(schema)[0];
  switch (type) {
    case 'string':
      return validString(schema, field, ctx, context);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return true;
    case 'array': {
      const items = schema.items ?? { type: 'string' };
      const count = Math.max(schema.minItems ?? 0, (schema.maxItems ?? 1) >= 1 ? 1 : 0);
      const itemField = isIdListKey(field) ? field.slice(0, -1) : field;
      return Array.from({ length: count }, () =>
        validValue(items, ctx, itemField, [...context, field], depth + 1),
      );
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, propSchema] of Object.entries(schema.properties ?? {})) {
        const include = required.has(key) || (depth === 0 && ctx.include ? ctx.include(key) : true);
        if (!include) continue;
        out[key] = validValue(propSchema, ctx, key, [...context, field], depth + 1);
      }
      return out;
    }
    default:
      if (schemaAllowsNull(schema)) return null;
      // An unconstrained value ({}): any JSON will do.
      return 'fuzz';
  }
}

/** Property names of a body schema's top level (across its oneOf branches). */
export function topLevel(schema: JsonSchema, branch = 0): { props: string[]; required: string[] } {
  const branches = branchesOf(schema);
  const s = branches[branch % branches.length] as JsonSchema;
  return { props: Object.keys(s.properties ?? {}), required: s.required ?? [] };
}

/**
 * Which optional top-level properties to include, in the order worth trying when looking for a
 * body the server accepts: all, none, only the id-like ones, each one alone, all but each one.
 * zod refinements (one of two fields, either-or) are invisible in JSON Schema; this finds them.
 */
export function bodyVariants(
  schema: JsonSchema,
): Array<{ branch: number; label: string; include: Set<string> }> {
  const out: Array<{ branch: number; label: string; include: Set<string> }> = [];
  const seen = new Set<string>();
  const branches = branchesOf(schema);
  branches.forEach((_, branch) => {
    const { props, required } = topLevel(schema, branch);
    const optional = props.filter((p) => !required.includes(p));
    const add = (label: string, include: string[]) => {
      const key = `${branch}:${[...include].sort().join(',')}`;
      if (seen.has(key)) return;
      seen.add(key);
      out.push({ branch, label, include: new Set(include) });
    };
    add('all fields', optional);
    add('required fields', []);
    add(
      'required and id fields',
      optional.filter((p) => isIdKey(p) || isIdListKey(p)),
    );
    for (const p of optional) add(`required and ${p}`, [p]);
    for (const p of optional)
      add(
        `all but ${p}`,
        optional.filter((q) => q !== p),
      );
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Raw JSON: values that JSON.stringify cannot express (a lone-surrogate escape, 10 000 levels of
// nesting, 2^53+1 exactly) are spliced into the text.

export type RawJson = { $raw: string };
export const raw = (text: string): RawJson => ({ $raw: text });
const isRaw = (v: unknown): v is RawJson =>
  typeof v === 'object' && v !== null && '$raw' in v && Object.keys(v).length === 1;

/** JSON text of a value that may contain RawJson pieces. */
export function toJsonText(value: unknown): string {
  const pieces: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (isRaw(v)) {
      pieces.push(v.$raw);
      return `\u0000RAW${pieces.length - 1}\u0000`;
    }
    return v;
  });
  if (text === undefined) return '';
  return text.replace(/"\\u0000RAW(\d+)\\u0000"/g, (_m, n: string) => pieces[Number(n)] as string);
}

/** Short, printable description of a value (for failure lists). */
export function summarize(value: unknown, max = 160): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (Buffer.isBuffer(value)) text = `<${value.length} bytes> ${value.subarray(0, 60).toString('hex')}`;
  else text = toJsonText(value) ?? String(value);
  const shown = text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
  // Escape what a terminal would swallow.
  return JSON.stringify(shown).slice(1, -1);
}

// ---------------------------------------------------------------------------------------------
// Malformed values

export type BadValue = { label: string; value: unknown };

const CONTROL_CHARS: Array<[string, string]> = [
  ['U+0000', '\u0000'],
  ['U+0001', '\u0001'],
  ['U+001B', '\u001b'],
  ['U+007F', '\u007f'],
  ['U+0085', '\u0085'],
];

const DEEP = 10_000;
export const deepArrayText = (levels = DEEP): string => '['.repeat(levels) + ']'.repeat(levels);
export const deepObjectText = (levels = DEEP): string => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
const MEGA_STRING_LENGTH = 1_000_000;

/**
 * Everything a field may be sent instead of a good value: wrong types, control characters and
 * lone surrogates (in the field's own valid value too, so that they pass length and format rules),
 * a 1 MB string, 10 000 levels of nesting, prototype keys, extreme numbers.
 */
export function badValuesFor(valid: unknown): BadValue[] {
  const s = typeof valid === 'string' ? valid : 'abc';
  const values: BadValue[] = [
    { label: 'null', value: null },
    { label: 'true', value: true },
    { label: 'false', value: false },
    { label: 'number 0', value: 0 },
    { label: 'string', value: 'fuzz' },
    { label: 'empty string', value: '' },
    { label: 'whitespace', value: ' \t\n ' },
    { label: 'object', value: {} },
    { label: 'array', value: [] },
    { label: 'array of the valid value', value: [valid] },
    { label: 'object holding the valid value', value: { value: valid } },
    ...CONTROL_CHARS.map(([name, c]) => ({
      label: `${name} inside the valid value`,
      value: `${s.slice(0, 1)}${c}${s.slice(1)}`,
    })),
    { label: 'U+0000 alone', value: '\u0000' },
    { label: 'U+0000 appended to the valid value', value: `${s}\u0000` },
    {
      label: 'lone surrogate \\ud800',
      value: raw(
        JSON.stringify(s.slice(0, 1)).slice(0, -1) + '\\ud800' + JSON.stringify(s.slice(1)).slice(1),
      ),
    },
    { label: 'lone surrogate \\udfff', value: raw('"\\udfff"') },
    { label: 'unicode', value: `${s}żółć 🍕 中文 \u202e` },
    { label: 'SQL-ish', value: `${s}' OR '1'='1 --` },
    { label: 'LIKE wildcards', value: '%_\\%' },
    { label: 'path traversal', value: '../../../etc/passwd' },

    { label: '10 000 nested arrays', value: raw(deepArrayText()) },
    { label: '10 000 nested objects', value: raw(deepObjectText()) },
    { label: '__proto__ key', value: raw('{"__proto__":{"polluted":true,"isAdmin":true}}') },
    { label: 'constructor key', value: raw('{"constructor":{"prototype":{"polluted":true}}}') },
    { label: '1e308', value: 1e308 },
    { label: '-1e308', value: -1e308 },
    { label: '-1', value: -1 },
    { label: '0.5', value: 0.5 },
    { label: '1.0000001', value: 1.0000001 },
    { label: '2^31', value: 2 ** 31 },
    { label: '2^53+1', value: raw('9007199254740993') },
    { label: '2^63', value: raw('9223372036854775808') },
    { label: '1e400 (overflows to Infinity)', value: raw('1e400') },
    { label: '-0', value: raw('-0') },
    { label: '"NaN"', value: 'NaN' },
    { label: '"Infinity"', value: 'Infinity' },
    { label: '"-Infinity"', value: '-Infinity' },
    { label: 'numeric string', value: '1' },
  ];
  // The heavy ones where they test more than a wrong type: long text in text fields, long lists in lists.
  if (typeof valid === 'string') values.push({ label: '1 MB string', value: 'a'.repeat(MEGA_STRING_LENGTH) });
  if (Array.isArray(valid))
    values.push({ label: '10 000 items', value: Array.from({ length: 10_000 }, () => valid[0] ?? 'x') });
  if (typeof valid === 'number') values.push({ label: 'number as string', value: String(valid) });
  if (typeof valid === 'boolean') values.push({ label: 'boolean as string', value: String(valid) });
  return values;
}

/** Path segments to put where an id goes: already in URL form. */
export const BAD_PATH_SEGMENTS: BadValue[] = [
  { label: '%00', value: '%00' },
  { label: '%00abc', value: '%00abc' },
  { label: 'abc%00', value: 'abc%00' },
  { label: '%01%1B%7F%C2%85', value: '%01%1B%7F%C2%85' },
  { label: '../', value: '..%2F..%2Fetc%2Fpasswd' },
  { label: 'raw ../', value: '../..' },
  { label: '..', value: '..' },
  { label: '.', value: '.' },
  { label: '10 kB id', value: 'a'.repeat(10_000) },
  { label: '65-char id', value: 'a'.repeat(65) },
  { label: 'unicode', value: encodeURIComponent('żółć🍕中文') },
  { label: 'lone surrogate %ED%A0%80', value: '%ED%A0%80' },
  { label: 'overlong %C0%AE', value: '%C0%AE%C0%AE' },
  { label: 'invalid UTF-8 %FF', value: '%FF%FE' },
  { label: 'bad escape %', value: '%' },
  { label: 'bad escape %zz', value: '%zz' },
  { label: 'space', value: '%20' },
  { label: 'tab and newline', value: '%09%0A' },
  { label: 'leading/trailing space', value: '%20abc%20' },
  { label: 'plus', value: '+' },
  { label: '-1', value: '-1' },
  { label: '0', value: '0' },
  { label: '1e308', value: '1e308' },
  { label: '2^63', value: '9223372036854775808' },
  { label: 'NaN', value: 'NaN' },
  { label: 'null', value: 'null' },
  { label: 'undefined', value: 'undefined' },
  { label: '__proto__', value: '__proto__' },
  { label: 'constructor', value: 'constructor' },
  { label: 'SQL-ish', value: encodeURIComponent("1' OR '1'='1") },
  { label: 'LIKE wildcards', value: '%25_' },
  { label: 'JSON', value: encodeURIComponent('{"a":1}') },
  { label: 'semicolon', value: 'abc;def' },
  { label: 'question mark encoded', value: '%3F' },
];

/** Query values (already in URL form) for one parameter. */
export const BAD_QUERY_VALUES: BadValue[] = [
  { label: '%00', value: '%00' },
  { label: 'abc%00', value: 'abc%00' },
  { label: 'control chars', value: '%01%1B%7F%C2%85' },
  { label: 'empty', value: '' },
  { label: 'space', value: '%20' },
  { label: 'lone surrogate %ED%A0%80', value: '%ED%A0%80' },
  { label: 'invalid UTF-8 %FF', value: '%FF' },
  { label: 'bad escape %', value: '%' },
  { label: '10 kB', value: 'a'.repeat(10_000) },
  { label: 'unicode', value: encodeURIComponent('żółć🍕') },
  { label: '-1', value: '-1' },
  { label: '0', value: '0' },
  { label: '1.5', value: '1.5' },
  { label: '1e308', value: '1e308' },
  { label: '-1e308', value: '-1e308' },
  { label: '2^53+1', value: '9007199254740993' },
  { label: '2^63', value: '9223372036854775808' },
  { label: 'NaN', value: 'NaN' },
  { label: 'Infinity', value: 'Infinity' },
  { label: 'true', value: 'true' },
  { label: 'null', value: 'null' },
  { label: 'JSON array', value: encodeURIComponent('[1,2]') },
  { label: 'JSON object', value: encodeURIComponent('{"a":1}') },
  { label: 'SQL-ish', value: encodeURIComponent("' OR 1=1 --") },
  { label: 'LIKE wildcards', value: '%25_' },
];

// ---------------------------------------------------------------------------------------------
// A client that sends exactly the bytes it is given

export type SendOptions = {
  method: HttpMethod;
  url: string;
  headers?: Record<string, string>;
  /** Serialised as JSON text (RawJson pieces spliced in) with content-type application/json. */
  json?: unknown;
  /** Sent as is; give the content-type in headers. */
  payload?: string | Buffer;
  /** Send the CSRF-Token header (default: on for mutations). */
  csrf?: boolean;
};

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/**
 * A browser-like caller (cookie jar, CSRF token) for app.inject that can send raw text and bytes.
 * On a 429 it retries once from another address, so that per-IP limits do not hide routes.
 */
export class ApiClient {
  readonly cookies = new Map<string, string>();
  private csrf: string | null = null;
  private ip = nextIp();
  requests = 0;
  rateLimited = 0;

  constructor(private readonly app: FastifyInstance) {}

  async csrfToken(): Promise<string> {
    if (this.csrf) return this.csrf;
    const res = await this.send({ method: 'GET', url: '/api/csrf-token' });
    this.csrf = (res.json() as { csrfToken: string }).csrfToken;
    return this.csrf;
  }

  forgetCsrf(): void {
    this.csrf = null;
  }

  async send(options: SendOptions): Promise<LightMyRequestResponse> {
    const res = await this.sendOnce(options);
    if (res.statusCode !== 429) return res;
    this.rateLimited += 1;
    this.ip = nextIp();
    return this.sendOnce(options);
  }

  private async sendOnce(options: SendOptions): Promise<LightMyRequestResponse> {
    const wantsCsrf = options.csrf ?? options.method !== 'GET';
    const headers: Record<string, string> = {};
    if (wantsCsrf) headers['csrf-token'] = await this.csrfToken();
    let payload: string | Buffer | undefined = options.payload;
    if (options.json !== undefined) {
      payload = toJsonText(options.json);
      headers['content-type'] = 'application/json';
    }
    Object.assign(headers, options.headers);
    if (this.cookies.size > 0 && headers.cookie === undefined) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const inject: InjectOptions = {
      method: options.method,
      url: options.url,
      headers,
      remoteAddress: this.ip,
    };
    if (payload !== undefined) inject.payload = payload;
    this.requests += 1;
    const res = await this.app.inject(inject);
    for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }
}

export function parseJson(res: { body: string }): unknown {
  try {
    return JSON.parse(res.body) as unknown;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// URLs

/** Fills `{name}` with already-encoded segments and appends already-encoded query pairs. */
export function buildUrl(
  path: string,
  segments: Record<string, string>,
  query: Array<[string, string]> = [],
): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_m, name: string) => segments[name] ?? 'x');
  const qs = query.map(([k, v]) => (v === '\u0000NOVALUE' ? k : `${k}=${v}`)).join('&');
  return qs ? `${filled}?${qs}` : filled;
}

/** The value of a query parameter in URL form (arrays repeat the key; objects go as JSON). */
export function queryPairs(name: string, value: unknown): Array<[string, string]> {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((v) => queryPairs(name, v));
  const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  return [[encodeURIComponent(name), encodeURIComponent(text)]];
}

// ---------------------------------------------------------------------------------------------
// Harvesting ids from answers

/**
 * An id found in an answer: `key` names where (which GET and JSON path), across households.
 * `source` is the GET's path template; `fetch` is the GET as the crawl made it: the path itself,
 * or for a GET of one resource the template with each `{param}` replaced by `{key of the id it
 * was filled with}` (`/api/shopping-lists/{/api/shopping-lists $.lists[0].id}`), so that a key
 * names the same place in every household. `fetchParams` holds this household's values.
 */
export type HarvestedId = {
  key: string;
  source: string;
  fetch: string;
  fetchParams: Record<string, string>;
  jsonPath: string;
  field: string;
  parents: string[];
  value: string;
};

/** The `fetch` part of a harvested id's key (the JSON path is the rest, from the last ` $`). */
export const fetchOfKey = (key: string): string => key.slice(0, key.lastIndexOf(' $'));

/** Strings at keys named id / *Id, and the items of *Ids arrays, with their JSON paths. */
export function harvestIds(
  source: string,
  json: unknown,
  fetch = source,
  fetchParams: Record<string, string> = {},
): HarvestedId[] {
  const out: HarvestedId[] = [];
  const walk = (node: unknown, path: string, parents: string[], depth: number) => {
    if (depth > 40 || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, `${path}[${i}]`, parents, depth + 1));
      return;
    }
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      const p = `${path}.${k}`;
      if (typeof v === 'string' && v !== '' && isIdKey(k)) {
        out.push({
          key: `${fetch} ${p}`,
          source,
          fetch,
          fetchParams,
          jsonPath: p,
          field: k,
          parents,
          value: v,
        });
      } else if (Array.isArray(v) && isIdListKey(k)) {
        v.forEach((item, i) => {
          if (typeof item === 'string' && item !== '') {
            out.push({
              key: `${fetch} ${p}[${i}]`,
              source,
              fetch,
              fetchParams,
              jsonPath: `${p}[${i}]`,
              field: k.slice(0, -1),
              parents,
              value: item,
            });
          }
        });
      } else {
        walk(v, p, [...parents, k], depth + 1);
      }
    }
  };
  walk(json, '$', [], 0);
  return out;
}

/** Strings by the key they sit under, from any depth; a list of strings also counts for the singular key. */
export function harvestValues(answers: unknown[]): Map<string, string[]> {
  const values = new Map<string, string[]>();
  const add = (key: string, v: string) => {
    const list = values.get(key) ?? [];
    if (!list.includes(v)) values.set(key, [...list, v]);
  };
  const walk = (node: unknown, depth: number): void => {
    if (depth > 40 || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const v of node) walk(v, depth + 1);
      return;
    }
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      if (typeof v === 'string') add(k, v);
      else if (Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string')) {
        for (const x of v as string[]) {
          add(k, x);
          add(singular(k), x);
        }
      } else walk(v, depth + 1);
    }
  };
  for (const a of answers) walk(a, 0);
  return values;
}

const singular = (word: string): string =>
  word
    .replace(/ies$/, 'y')
    .replace(/(ses|xes|ches|shes)$/, (m) => m.slice(0, -2))
    .replace(/s$/, '');

/** The noun an id-like field names: productId → product, defaultLocationId → location, id → (context). */
export function idNoun(field: string, context: string[]): string {
  const bare = field.replace(/_?[iI]ds?$/, '');
  if (bare) {
    const words = bare.split(/(?=[A-Z])|_/).filter(Boolean);
    return singular((words[words.length - 1] ?? bare).toLowerCase());
  }
  for (let i = context.length - 1; i >= 0; i -= 1) {
    const segment = (context[i] ?? '').toLowerCase();
    if (segment && !/^\{|^api$|^items$|^\d+$/.test(segment)) return singular(segment);
  }
  return '';
}

/** The noun of a harvested id: the field's own (productId) or its enclosing key or route. */
function harvestNoun(h: HarvestedId): string {
  if (h.field !== 'id') return idNoun(h.field, []);
  const parents = h.parents.filter((p) => p !== 'items' && p !== 'data');
  const last = parents[parents.length - 1];
  if (last) return singular(last.toLowerCase());
  return idNoun('id', h.source.split('/'));
}

/** Harvested ids whose noun matches the field's: the best guess of a valid value for that field. */
export function idCandidates(harvest: HarvestedId[], field: string, context: string[]): HarvestedId[] {
  const noun = idNoun(field, context);
  if (!noun) return [];
  return harvest.filter((h) => harvestNoun(h) === noun);
}

/**
 * Harvested ids for an id in a path, best guesses first: (1) the entries of the parent collection
 * (`{id}` of `/api/shopping-lists/{id}`: the shallowest `id`s in the answer of GET
 * /api/shopping-lists); (2) the entries that the answer of the nearest enclosing resource lists
 * under the name of the path segment before the parameter (`{itemId}` of
 * `/api/shopping-lists/{id}/items/{itemId}`: `items[].id` in GET /api/shopping-lists/{id}); (3) ids
 * of the kind the parameter's name or place names (idCandidates). `chosen` holds the values already
 * taken for the parameters before this one: (1) and (2) only take answers of GETs made with them
 * (the items of that list).
 */
export function pathParamCandidates(
  harvest: HarvestedId[],
  path: string,
  name: string,
  chosen: Record<string, string> = {},
): HarvestedId[] {
  const segments = path.split('/');
  const at = segments.indexOf(`{${name}}`);
  if (at < 0) return [];
  const madeWithChosen = (h: HarvestedId) =>
    Object.entries(h.fetchParams).every(([param, value]) => chosen[param] === value);
  const out: HarvestedId[] = [];
  const entries = harvest.filter(
    (h) => h.source === segments.slice(0, at).join('/') && h.field === 'id' && madeWithChosen(h),
  );
  const shallowest = Math.min(...entries.map((h) => h.parents.length));
  out.push(...entries.filter((h) => h.parents.length === shallowest));
  const noun = singular((segments[at - 1] ?? '').toLowerCase());
  for (let end = at - 1; end > 2 && noun; end -= 1) {
    const enclosing = harvest.filter(
      (h) => h.source === segments.slice(0, end).join('/') && madeWithChosen(h),
    );
    if (enclosing.length === 0) continue;
    out.push(
      ...enclosing.filter(
        (h) => h.field === 'id' && singular((h.parents.at(-1) ?? '').toLowerCase()) === noun,
      ),
    );
    break;
  }
  out.push(...idCandidates(harvest, name, segments.slice(0, at).filter(Boolean)));
  return out;
}

/** The first of each value, in order. */
const distinctValues = (found: HarvestedId[]): HarvestedId[] =>
  found.filter((h, i) => found.findIndex((x) => x.value === h.value) === i);

/** How many resources of each kind the crawl fetches one by one (GET /api/shopping-lists/{id}). */
const RESOURCES_PER_GET = 2;
/** Resources within resources within resources: as deep as the crawl follows. */
const RESOURCE_DEPTH = 3;

/** The requests of a resource GET that the harvest can fill (the first few ids per parameter). */
function resourceFetches(
  harvest: HarvestedId[],
  op: Operation,
): Array<{ url: string; fetch: string; params: Record<string, string> }> {
  let fills: Array<{ params: Record<string, string>; keys: Record<string, string> }> = [
    { params: {}, keys: {} },
  ];
  for (const p of op.pathParams) {
    fills = fills.flatMap((fill) =>
      distinctValues(pathParamCandidates(harvest, op.path, p.name, fill.params))
        .slice(0, RESOURCES_PER_GET)
        .map((h) => ({
          params: { ...fill.params, [p.name]: h.value },
          keys: { ...fill.keys, [p.name]: h.key },
        })),
    );
  }
  return fills.map((fill) => ({
    url: buildUrl(
      op.path,
      Object.fromEntries(Object.entries(fill.params).map(([k, v]) => [k, encodeURIComponent(v)])),
    ),
    fetch: op.path.replace(/\{([^}]+)\}/g, (_m, param: string) => `{${fill.keys[param] ?? ''}}`),
    params: fill.params,
  }));
}

// ---------------------------------------------------------------------------------------------
// Households seeded from the document

export type CrawlResult = Map<string, { status: number; json: unknown }>;

/** One signed-up user (registration makes a household of its own) with its harvest of ids. */
export class Household {
  readonly client: ApiClient;
  email = '';
  password = '';
  userId = '';
  harvest: HarvestedId[] = [];
  /** Other strings the answers hold, by key (`providers: ['github']` also under `provider`). */
  values = new Map<string, string[]>();
  /** Set after a successful mutation: the household's data is no longer as seeded. */
  dirty = false;

  constructor(
    readonly app: FastifyInstance,
    readonly label: string,
  ) {
    this.client = new ApiClient(app);
  }

  async signUp(overrides: { email?: string } = {}): Promise<this> {
    const registration = buildRegistration(overrides.email ? { email: overrides.email } : {});
    const res = await this.client.send({ method: 'POST', url: '/api/auth/register', json: registration });
    if (res.statusCode !== 201)
      throw new Error(`${this.label}: sign-up answered ${res.statusCode}: ${res.body}`);
    this.email = registration.email;
    this.password = registration.password;
    this.userId = (res.json() as { user: { id: string } }).user.id;
    return this;
  }

  /** Signs in again after a request ended the session; false when the account is gone. */
  async signInAgain(): Promise<boolean> {
    this.client.cookies.clear();
    this.client.forgetCsrf();
    const res = await this.client.send({
      method: 'POST',
      url: '/api/auth/login',
      json: { email: this.email, password: this.password },
    });
    return res.statusCode === 200;
  }

  hasSession(): boolean {
    return [...this.client.cookies.keys()].some((name) => /session/i.test(name));
  }

  /**
   * Every parameterless GET, then the GETs of one resource with the ids seen so far (the first few
   * lists of GET /api/shopping-lists each in GET /api/shopping-lists/{id}, then what those show, as
   * deep as RESOURCE_DEPTH); or only the GETs named (`fetch` values) and those they take ids from.
   * The harvest is replaced by what the answers hold. The result is keyed by `fetch`.
   */
  async crawl(ops: Operation[], only?: Set<string>): Promise<CrawlResult> {
    const result: CrawlResult = new Map();
    const harvest: HarvestedId[] = [];
    const wanted = (fetch: string) =>
      !only || only.has(fetch) || [...only].some((o) => o.includes(`{${fetch} $`));
    const get = async (op: Operation, url: string, fetch: string, params: Record<string, string>) => {
      const res = await this.client.send({ method: 'GET', url });
      const json = parseJson(res);
      result.set(fetch, { status: res.statusCode, json });
      if (res.statusCode >= 200 && res.statusCode < 300)
        harvest.push(...harvestIds(op.path, json, fetch, params));
    };
    for (const op of ops.filter(isParameterlessGet)) if (wanted(op.path)) await get(op, op.path, op.path, {});
    const resources = ops.filter(isResourceGet);
    for (let level = 0; level < RESOURCE_DEPTH; level += 1) {
      let fetched = 0;
      for (const op of resources) {
        for (const r of resourceFetches(harvest, op)) {
          if (result.has(r.fetch) || !wanted(r.fetch)) continue;
          await get(op, r.url, r.fetch, r.params);
          fetched += 1;
        }
      }
      if (fetched === 0) break;
    }
    this.harvest = harvest;
    if (!only) this.values = harvestValues([...result.values()].map((r) => r.json));
    return result;
  }

  /** A value seen in an answer under the parameter's name (or its plural), for non-id parameters. */
  valueFor(name: string): string | undefined {
    return this.values.get(name)?.[0];
  }

  /** Replaces id placeholders with this household's ids at the same places. */
  materialize(value: unknown): unknown {
    if (isPlaceholder(value))
      return this.harvest.find((h) => h.key === value.$harvest)?.value ?? 'missing-id';
    if (isNow(value)) return new Date().toISOString();
    if (isNewId(value)) return newId();
    if (isRaw(value)) return value;
    if (Array.isArray(value)) return value.map((v) => this.materialize(v));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.materialize(v)]));
    }
    return value;
  }

  /**
   * An idFor for generators: a placeholder for a harvested id of the field's kind (the pick-th).
   * `near`: the ids in the request's path; ids from the answers about those resources go first
   * (the ticked items of the list in the path, not of another list).
   */
  placeholderFor = (
    field: string,
    context: string[],
    pick = 0,
    near: Record<string, string> = {},
  ): IdPlaceholder | undefined => {
    const chosen = this.choose(idCandidates(this.harvest, field, context), pick, near);
    return chosen ? { $harvest: chosen.key } : undefined;
  };

  /** The pick-th distinct value of the candidates, those from GETs of the `near` resources first. */
  choose(found: HarvestedId[], pick: number, near: Record<string, string> = {}): HarvestedId | undefined {
    const values = Object.values(near);
    const close = (h: HarvestedId) => Object.values(h.fetchParams).some((v) => values.includes(v));
    const distinct = distinctValues(
      values.length > 0 ? [...found.filter(close), ...found.filter((h) => !close(h))] : found,
    );
    return distinct[pick % Math.max(distinct.length, 1)];
  }
}

/** A request of an operation with its parts still holding placeholders. */
export type RequestTemplate = {
  op: Operation;
  segments: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** Send a multipart/form-data upload of a small PNG instead of a JSON body. */
  upload?: boolean;
};

/** A 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const MULTIPART_BOUNDARY = '----larder-openapi-boundary';

/** A multipart/form-data body (the boundary is MULTIPART_BOUNDARY unless given). */
export function multipartBody(
  parts: Array<{ name: string; filename?: string; contentType?: string; data: string | Buffer }>,
  boundary = MULTIPART_BOUNDARY,
  close = true,
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export const uploadHeaders = (boundary = MULTIPART_BOUNDARY) => ({
  'content-type': `multipart/form-data; boundary=${boundary}`,
});

export function templateUrl(h: Household, t: RequestTemplate): string {
  const segments: Record<string, string> = {};
  for (const [name, v] of Object.entries(t.segments))
    segments[name] = encodeURIComponent(String(h.materialize(v)));
  const query = Object.entries(t.query).flatMap(([name, v]) => queryPairs(name, h.materialize(v)));
  return buildUrl(t.op.path, segments, query);
}

export async function sendTemplate(h: Household, t: RequestTemplate): Promise<LightMyRequestResponse> {
  const url = templateUrl(h, t);
  if (t.upload) {
    const payload = multipartBody([
      { name: 'file', filename: 'tiny.png', contentType: 'image/png', data: TINY_PNG },
    ]);
    return h.client.send({ method: t.op.method, url, payload, headers: uploadHeaders() });
  }
  if (t.body === undefined) return h.client.send({ method: t.op.method, url });
  return h.client.send({ method: t.op.method, url, json: h.materialize(t.body) });
}

/**
 * Placeholders for the ids in an operation's path, left to right, each from the answers about the
 * ones before (an item of the list in the path); `chosen` holds this household's values.
 */
export function pathIds(
  h: Household,
  op: Operation,
  pick = 0,
): { segments: Record<string, unknown>; chosen: Record<string, string> } {
  const chosen: Record<string, string> = {};
  const segments: Record<string, unknown> = {};
  for (const p of op.pathParams) {
    if (!isIdKey(p.name)) continue;
    const found = h.choose(pathParamCandidates(h.harvest, op.path, p.name, chosen), pick);
    if (!found) continue;
    segments[p.name] = { $harvest: found.key } satisfies IdPlaceholder;
    chosen[p.name] = found.value;
  }
  return { segments, chosen };
}

/** Every path parameter is an id that the harvest can fill. */
const fillsPath = (h: Household, op: Operation): boolean =>
  op.pathParams.length > 0 &&
  op.pathParams.every((p) => isIdKey(p.name)) &&
  Object.keys(pathIds(h, op).segments).length === op.pathParams.length;

/** Valid path and query values for an operation (ids from the household's harvest). */
export function templateFor(
  h: Household,
  op: Operation,
  rng: Rng,
  variant?: { branch: number; include: Set<string> },
  pick = 0,
): RequestTemplate {
  const context = op.path.split('/').filter(Boolean);
  const { segments, chosen } = pathIds(h, op, pick);
  const idFor = (field: string, ctxPath: string[]) => h.placeholderFor(field, ctxPath, pick, chosen);
  const ctx: GenContext = { rng, idFor, live: true };
  for (const p of op.pathParams) {
    const before = context.slice(0, context.indexOf(`{${p.name}}`));
    segments[p.name] ??=
      (isIdKey(p.name) ? undefined : h.valueFor(p.name)) ?? validValue(p.schema, ctx, p.name, before);
  }
  const query: Record<string, unknown> = {};
  for (const p of op.queryParams) {
    if (p.required)
      query[p.name] = (!isIdKey(p.name) && h.valueFor(p.name)) || validValue(p.schema, ctx, p.name, context);
  }
  const body = op.body
    ? validValue(op.body, {
        ...ctx,
        branch: variant?.branch ?? 0,
        include: variant ? (k) => variant.include.has(k) : undefined,
      })
    : undefined;
  return { op, segments, query, body };
}

export type SeedStep = { kind: 'crawl' } | { kind: 'call'; template: RequestTemplate; status: number };

export type SeedScript = { steps: SeedStep[]; creates: string[]; log: string[] };

const is2xx = (status: number) => status >= 200 && status < 300;

/**
 * A value holds an id that no harvested id filled: a made-up reference, that names nothing, or a
 * new id for the thing made (an id the device chooses), which the plain create does without.
 */
function holdsMadeUpId(value: unknown, key = ''): boolean {
  if (isNewId(value)) return true;
  if (isPlaceholder(value) || isRaw(value)) return false;
  if (typeof value === 'string') return isIdKey(key);
  if (Array.isArray(value))
    return value.some((v) => holdsMadeUpId(v, isIdListKey(key) ? key.slice(0, -1) : ''));
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => holdsMadeUpId(v, k));
  return false;
}

/**
 * Seeds a household from the document alone: every POST without path parameters that has a JSON
 * body is tried with valid bodies (the variants above) until one answers 2xx. Operations
 * documented as 201 go first, in rounds (a stock entry needs a product made in the round before;
 * ids come from crawling between rounds: every parameterless GET, and the GETs of single
 * resources that those ids fill); then the other 2xx POSTs once (consume, spoil, bulk actions);
 * then the 201 ones once more, so there is fresh stock again; then resources within resources
 * (seedWithinResources: an item on a list, ticked where an action needs it). The script replays
 * on another household with that household's ids in the same places.
 */
export async function discoverSeedScript(h: Household, ops: Operation[], rng: Rng): Promise<SeedScript> {
  const steps: SeedStep[] = [];
  const log: string[] = [];
  const creates = ops.filter((o) => o.method === 'POST' && o.pathParams.length === 0 && o.body);
  const primary = creates.filter((o) => o.successStatuses.includes(201));
  const others = creates.filter((o) => !primary.includes(o));
  const succeeded = new Map<string, { branch: number; include: Set<string> }>();
  const crawl = async () => {
    await h.crawl(ops);
    steps.push({ kind: 'crawl' });
  };
  type Variant = { branch: number; label: string; include: Set<string>; upload?: boolean };
  const attempt = async (op: Operation, variants: Variant[]) => {
    const tries = [0, 1, 2].flatMap((pick) => variants.map((variant) => ({ pick, variant })));
    // Bodies with an id that no harvested id filled go last.
    const deferred: Array<{ template: RequestTemplate; variant: Variant }> = [];
    const made = function* () {
      for (const { pick, variant } of tries) {
        const template = templateFor(h, op, rng, variant, pick);
        if (variant.upload) template.upload = true;
        if (holdsMadeUpId(template.body)) deferred.push({ template, variant });
        else yield { template, variant };
      }
      yield* deferred;
    };
    for (const { template, variant } of made()) {
      const jar = new Map(h.client.cookies);
      const res = await sendTemplate(h, template);
      if (!is2xx(res.statusCode)) continue;
      // A request that signs the caller out or in as someone else is not a way to seed.
      const status = await h.client.send({ method: 'GET', url: '/api/auth/status' });
      const same = (parseJson(status) as { user?: { id?: string } } | undefined)?.user?.id === h.userId;
      if (!same) {
        h.client.cookies.clear();
        for (const [k, v] of jar) h.client.cookies.set(k, v);
        if (!(await h.client.send({ method: 'GET', url: '/api/auth/status' })).body.includes(h.userId)) {
          await h.signInAgain();
        }
        log.push(`${op.key}: not a create (it changed who is signed in)`);
        return false;
      }
      steps.push({ kind: 'call', template, status: res.statusCode });
      succeeded.set(op.key, variant);
      return true;
    }
    return false;
  };
  /**
   * Resources within resources, from the ids the crawl found in the path: the creates under an id
   * (documented 201: POST /api/shopping-lists/{id}/items), in rounds like the ones above. The other
   * POSTs with a body under an id (actions: quick add, into the pantry) are left to the suites,
   * unless one is refused: it may need a state that no create makes (only ticked items go into
   * the pantry). Then the edits of resources within resources (PATCH/PUT with two ids in the path:
   * tick an item) are made one at a time until the refused actions are accepted (and seeded: the
   * undo of a move into the pantry takes its operation); then once more on a new resource (a new
   * item, ticked), so that what the actions took is there again for the suites.
   */
  const seedWithinResources = async () => {
    const underIds = (o: Operation) => Boolean(o.body) && fillsPath(h, o);
    const body = (o: Operation) => bodyVariants(o.body as JsonSchema);
    const nested = ops.filter((o) => o.method === 'POST' && o.pathParams.length > 0 && o.body);
    const nestedCreates = nested.filter((o) => o.successStatuses.includes(201));
    for (let round = 0; round < 2; round += 1) {
      let progress = false;
      for (const op of nestedCreates) {
        if (succeeded.has(op.key) || !underIds(op)) continue;
        if (await attempt(op, body(op))) progress = true;
      }
      if (!progress) break;
      await crawl();
    }
    // Which actions the seed so far leaves refused: tried on a scratch household seeded alike, so
    // that the seed does not change for the actions that need nothing more.
    const actions = nested.filter((o) => !nestedCreates.includes(o) && underIds(o));
    if (actions.length === 0) return;
    const scratch = await new Household(h.app, `${h.label} (scratch)`).signUp();
    await replaySeedScript(scratch, { steps, creates: [], log: [] }, ops);
    const refused: Operation[] = [];
    for (const op of actions) {
      const tries = [0, 1, 2].flatMap((pick) => body(op).map((variant) => ({ pick, variant })));
      let accepted = false;
      for (const { pick, variant } of tries) {
        accepted = is2xx(
          (await sendTemplate(scratch, templateFor(scratch, op, rng, variant, pick))).statusCode,
        );
        if (accepted) break;
      }
      if (!accepted) refused.push(op);
    }
    if (refused.length === 0) return;
    const edits = ops.filter(
      (o) => (o.method === 'PATCH' || o.method === 'PUT') && o.body && o.pathParams.length >= 2,
    );
    const enabling: Operation[] = [];
    for (const edit of edits) {
      if (refused.every((o) => succeeded.has(o.key))) break;
      if (!underIds(edit) || !(await attempt(edit, body(edit)))) continue;
      await crawl();
      const helped = [];
      for (const op of refused)
        if (!succeeded.has(op.key) && (await attempt(op, body(op)))) helped.push(op.key);
      if (helped.length === 0) continue;
      enabling.push(edit);
      log.push(`${helped.join(', ')}: accepted after ${edit.key}`);
      await crawl();
    }
    // Once more, as the actions took it: a new resource where each enabling edit edits (a new
    // item on the list), then the edit (ticked).
    const again = async (op: Operation) => {
      const variant = succeeded.get(op.key);
      if (variant) await attempt(op, [{ ...variant, label: 'again' }]);
    };
    for (const edit of enabling)
      for (const op of nestedCreates)
        if (op.path === edit.path.slice(0, edit.path.lastIndexOf('/'))) await again(op);
    if (enabling.length > 0) await crawl();
    for (const edit of enabling) await again(edit);
    if (enabling.length > 0) await crawl();
    for (const op of refused)
      if (!succeeded.has(op.key)) log.push(`${op.key}: no generated body was accepted under harvested ids`);
  };
  // Uploads: mutations without a JSON body that take a multipart file (an image for a product).
  const uploads = ops.filter((o) => o.method !== 'GET' && o.method !== 'DELETE' && !o.body);
  const upload: Variant = { branch: 0, label: 'upload', include: new Set(), upload: true };
  await crawl();
  for (let round = 0; round < 4; round += 1) {
    let progress = false;
    for (const op of primary) {
      if (succeeded.has(op.key)) continue;
      if (await attempt(op, bodyVariants(op.body as JsonSchema))) progress = true;
    }
    await crawl();
    if (!progress) break;
  }
  for (const op of others) await attempt(op, bodyVariants(op.body as JsonSchema));
  await crawl();
  for (const op of uploads) await attempt(op, [upload]);
  await crawl();
  for (const op of primary) {
    const variant = succeeded.get(op.key);
    if (variant) await attempt(op, [{ ...variant, label: 'again' }]);
  }
  await crawl();
  await seedWithinResources();
  for (const op of creates) if (!succeeded.has(op.key)) log.push(`${op.key}: no generated body was accepted`);
  for (const op of uploads)
    if (succeeded.has(op.key)) log.push(`${op.key}: seeded with a multipart PNG upload`);
  return { steps, creates: [...succeeded.keys()], log };
}

/** Runs a seed script for another household; answers the steps whose status differed. */
export async function replaySeedScript(
  h: Household,
  script: SeedScript,
  ops: Operation[],
): Promise<string[]> {
  const mismatches: string[] = [];
  const { steps } = script;
  for (const [index, step] of steps.entries()) {
    if (step.kind === 'crawl') {
      // Only what the next calls take ids from; the last crawl is complete (it is the harvest).
      const next = steps.slice(index + 1);
      const end = next.findIndex((s) => s.kind === 'crawl');
      const upcoming = end === -1 ? next : next.slice(0, end);
      const isLast = !next.some((s) => s.kind === 'crawl');
      await h.crawl(ops, isLast ? undefined : placeholderSources(upcoming));
      continue;
    }
    const res = await sendTemplate(h, step.template);
    if (res.statusCode !== step.status) {
      mismatches.push(`${step.template.op.key}: ${res.statusCode} (seeding answered ${step.status})`);
    }
  }
  return mismatches;
}

/** The GETs (`fetch` values) whose answers the placeholders of these steps name. */
function placeholderSources(steps: SeedStep[]): Set<string> {
  const sources = new Set<string>();
  const walk = (v: unknown) => {
    if (isPlaceholder(v)) sources.add(fetchOfKey(v.$harvest));
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const step of steps)
    if (step.kind === 'call') walk([step.template.segments, step.template.query, step.template.body]);
  return sources;
}
