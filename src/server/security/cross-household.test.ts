import { insertMessage } from '../features/chef/chef-history.repository';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/app';
import { notify } from '../features/notifications/notifications.service';
import { createLocalBus } from '../platform/events/local-bus';
import {
  type CrawlResult,
  type HarvestedId,
  Household,
  type JsonSchema,
  type Operation,
  type RequestTemplate,
  type SeedScript,
  bodyVariants,
  createRng,
  discoverSeedScript,
  isIdKey,
  isIdListKey,
  isNewId,
  isPlaceholder,
  listOperations,
  parseJson,
  readOpenApi,
  replaySeedScript,
  seedFromEnv,
  sendTemplate,
  summarize,
  templateFor,
  templateUrl,
  topLevel,
} from '../../../tests/openapi';

/**
 * Another household's ids, driven by the OpenAPI document: households A and B are seeded alike
 * from the document (every create that accepts a generated body, then the creates under an id and
 * what actions under an id need: discoverSeedScript), every parameterless GET and the GETs of
 * single resources those ids fill (GET /api/shopping-lists/{id} for the first lists) are crawled
 * for ids, and then every id-bearing operation (an id in the path, an *Id / *Ids field in the
 * body, an *Id query filter) is sent by B with B's own ids (the control: which ids are the right
 * kind) and with A's ids at the same places, which must answer 404 and leave every one of A's GET
 * answers as it was. Routes that features add, nested ones too, are covered without new test code.
 */

const ENV = { AUTH_RATE_LIMIT_PER_IP: '1000000', DEV_LOGIN: 'on' };
/**
 * A well-formed id that names nothing; a new one each time, since a create that takes the id of
 * the new thing from the caller (a device-chosen item id) makes a made-up id name something.
 */
let unknownIds = 0;
const unknownId = () => {
  unknownIds += 1;
  return `00000000-0000-4000-8000-${unknownIds.toString(16).padStart(12, '0')}`;
};

/**
 * A notification of the household's user, written by the notifications service as a family
 * member's action would (a kitchen of one makes none through the API), so that the routes under
 * /api/notifications/{id} have ids of both kinds to be tried with.
 */
async function withNotification(h: Household): Promise<Household> {
  const events = createLocalBus({ db: t.db, dialect: t.dialect });
  await notify(
    { db: t.db, events, log: { warn: () => undefined } },
    {
      kind: 'familyActivity',
      userIds: [h.userId],
      text: () => ({ title: 'In your kitchen', body: `Someone added milk for ${h.label}` }),
      link: '/family',
    },
  );
  return h;
}

/**
 * A Chef reply with a card in the household's user's conversation (the API answers a message as a
 * stream, which the crawl does not read), so that PATCH /api/chat/messages/{id} has ids of both
 * kinds to be tried with.
 */
async function withChefCard(h: Household): Promise<Household> {
  await insertMessage(
    t.db,
    h.userId,
    {
      role: 'chef',
      text: 'Shall I add these?',
      card: {
        summary: 'Add 1 l milk?',
        proposal: { kind: 'shoppingList', lines: ['1 l milk'] },
        status: 'proposed',
      },
      links: [],
      chips: [],
    },
    new Date().toISOString(),
  );
  return h;
}

let t: TestApp;
let ops: Operation[];
let script: SeedScript;
let a: Household;

beforeAll(async () => {
  t = await createTestApp({ env: ENV });
  ops = listOperations(readOpenApi(t.app));
  a = await withChefCard(await withNotification(await new Household(t.app, 'A').signUp()));
  script = await discoverSeedScript(a, ops, createRng(seedFromEnv()));
}, 60_000);
afterAll(async () => t?.close());

// ---------------------------------------------------------------------------------------------
// A's data, as the crawl's GETs show it

type Snapshot = Map<string, string>;

function flatten(crawl: CrawlResult): Snapshot {
  const out: Snapshot = new Map();
  const walk = (node: unknown, path: string) => {
    if (node !== null && typeof node === 'object') {
      const entries = Array.isArray(node)
        ? node.map((v, i) => [String(i), v] as const)
        : Object.entries(node);
      out.set(`${path}#size`, String(entries.length));
      for (const [k, v] of entries) walk(v, `${path}.${k}`);
    } else out.set(path, JSON.stringify(node));
  };
  for (const [source, { status, json }] of crawl) {
    out.set(`${source} status`, String(status));
    walk(json, `${source} $`);
  }
  return out;
}

async function snapshot(h: Household): Promise<Snapshot> {
  const harvest = h.harvest;
  const crawl = await h.crawl(ops);
  h.harvest = harvest;
  return flatten(crawl);
}

/**
 * Places that change without anyone changing the data: found by crawling twice (a fresh CSRF
 * token, the clock), plus the sessions' lastSeenAt, which A's own crawling touches once a minute.
 */
let volatile = new Set<string>();
const isVolatile = (path: string) => volatile.has(path) || /\.lastSeenAt$/.test(path);

function differences(before: Snapshot, after: Snapshot): string[] {
  const out: string[] = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    if (isVolatile(key)) continue;
    const x = before.get(key);
    const y = after.get(key);
    if (x !== y) out.push(`${key}: ${summarize(x ?? '(absent)', 60)} → ${summarize(y ?? '(absent)', 60)}`);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// What can carry an id

type Target =
  | { in: 'path'; name: string }
  | { in: 'query'; name: string }
  | { in: 'body'; pointer: Array<string | number>; branch: number };
type Unit = { op: Operation; target: Target; label: string };

function bodyIdPointers(schema: JsonSchema, branch: number): Array<Array<string | number>> {
  const rng = createRng(1);
  const body = templateFor(new Household(t.app, 'probe'), { ...probeOp, body: schema }, rng, {
    branch,
    include: new Set(topLevel(schema, branch).props),
  }).body;
  const out: Array<Array<string | number>> = [];
  const walk = (node: unknown, pointer: Array<string | number>) => {
    if (Array.isArray(node)) {
      if (node.length > 0) walk(node[0], [...pointer, 0]);
      return;
    }
    if (!node || typeof node !== 'object' || isPlaceholder(node) || isNewId(node)) return;
    for (const [k, v] of Object.entries(node)) {
      if (isIdKey(k) && (typeof v === 'string' || isPlaceholder(v) || isNewId(v))) out.push([...pointer, k]);
      else if (isIdListKey(k) && Array.isArray(v) && v.length > 0) out.push([...pointer, k, 0]);
      else walk(v, [...pointer, k]);
    }
  };
  walk(body, []);
  return out;
}
const probeOp: Operation = {
  key: 'probe',
  method: 'POST',
  path: '/probe',
  summary: '',
  pathParams: [],
  queryParams: [],
  body: undefined,
  otherBodyTypes: [],
  successStatuses: [],
  jsonResponse: true,
  security: [],
};

function listUnits(): Unit[] {
  const units: Unit[] = [];
  for (const op of ops) {
    for (const p of op.pathParams)
      units.push({ op, target: { in: 'path', name: p.name }, label: `path {${p.name}}` });
    for (const p of op.queryParams) {
      if (isIdKey(p.name))
        units.push({ op, target: { in: 'query', name: p.name }, label: `query ${p.name}` });
    }
    if (op.body) {
      const branches = op.body.oneOf?.length ?? op.body.anyOf?.length ?? 1;
      const seen = new Set<string>();
      for (let branch = 0; branch < branches; branch += 1) {
        for (const pointer of bodyIdPointers(op.body, branch)) {
          const label = `body ${pointer.join('.')}`;
          if (seen.has(label)) continue;
          seen.add(label);
          units.push({ op, target: { in: 'body', pointer, branch }, label });
        }
      }
    }
  }
  // Destructive operations last, so that a bug in one does not hide the others.
  return units.sort((x, y) => Number(x.op.method === 'DELETE') - Number(y.op.method === 'DELETE'));
}

function setTarget(template: RequestTemplate, target: Target, value: string): RequestTemplate {
  if (target.in === 'path') return { ...template, segments: { ...template.segments, [target.name]: value } };
  if (target.in === 'query') return { ...template, query: { ...template.query, [target.name]: value } };
  const body = structuredClone(template.body) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = body;
  target.pointer.forEach((key, i) => {
    if (i === target.pointer.length - 1) node[key] = value;
    else {
      if (node[key] === null || typeof node[key] !== 'object')
        node[key] = typeof target.pointer[i + 1] === 'number' ? [] : {};
      node = node[key] as Record<string | number, unknown>;
    }
  });
  return { ...template, body };
}

/** The harvested id's key that the template holds at the target, if it holds a placeholder there. */
function placeholderAt(template: RequestTemplate, target: Target): string | undefined {
  let node: unknown;
  if (target.in === 'path') node = template.segments[target.name];
  else if (target.in === 'query') node = template.query[target.name];
  else {
    node = template.body;
    for (const key of target.pointer)
      node = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined;
  }
  return isPlaceholder(node) ? node.$harvest : undefined;
}

function hasTarget(template: RequestTemplate, target: Target): boolean {
  if (target.in !== 'body') return true;
  let node: unknown = template.body;
  for (const key of target.pointer) {
    if (!node || typeof node !== 'object') return false;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node !== undefined;
}

// ---------------------------------------------------------------------------------------------
// The matrix

type Finding = {
  unit: string;
  request: string;
  status: number;
  body: string;
  changed: string[];
  leaked: string[];
};
type Answer = { status: number; body: string };
type ForeignAnswer = Answer & { leaked: string[]; request: string };
type Candidate = { keys: HarvestedId[]; foreign: string };

const is2xx = (s: number) => s >= 200 && s < 300;

/** Answers without what differs on every call (request ids), for comparing two answers. */
function normalized(body: string): string {
  const json = parseJson({ body });
  if (json === undefined) return body;
  return JSON.stringify(json, (key, v: unknown) => (key === 'requestId' ? undefined : v));
}

test("another household's ids answer 404 and change nothing", async () => {
  const started = Date.now();
  const rng = createRng(seedFromEnv());
  const replayWarnings: string[] = [];
  let households = 0;
  const freshB = async (): Promise<Household> => {
    const h = await withChefCard(await withNotification(await new Household(t.app, 'B').signUp()));
    households += 1;
    const mismatches = await replaySeedScript(h, script, ops);
    replayWarnings.push(...mismatches.filter((m) => !replayWarnings.includes(m)));
    return h;
  };
  // B is a household seeded like A; a new one replaces it when a control has used up its data.
  let b = await freshB();
  /** Ids B still has, after controls changed it (null: not looked at since the last change). */
  let bPresent: Set<string> | null = null;
  /** Sends as B; `make` builds the request again when B had to be replaced (a per-user 429). */
  const sendAsB = async (make: () => RequestTemplate) => {
    let template = make();
    let res = await sendTemplate(b, template);
    if (res.statusCode === 429) {
      b = await freshB();
      template = make();
      res = await sendTemplate(b, template);
    }
    if (is2xx(res.statusCode) && template.op.method !== 'GET') {
      b.dirty = true;
      bPresent = null;
    }
    if (!b.hasSession() && !(await b.signInAgain())) b = await freshB();
    return { res, template };
  };
  const presentInB = async (value: string) => {
    if (!bPresent) {
      const saved = b.harvest;
      await b.crawl(ops);
      bPresent = new Set(b.harvest.map((h) => h.value));
      b.harvest = saved;
    }
    return bPresent.has(value);
  };

  await a.crawl(ops);
  const aHarvest = a.harvest;
  const aByKey = new Map(aHarvest.map((h) => [h.key, h.value]));
  const first = await snapshot(a);
  await new Promise((resolve) => setTimeout(resolve, 5));
  const second = await snapshot(a);
  volatile = new Set(
    [...new Set([...first.keys(), ...second.keys()])].filter((k) => first.get(k) !== second.get(k)),
  );
  let baseline = second;
  const checkA = async () => {
    const after = await snapshot(a);
    const changed = differences(baseline, after);
    if (changed.length > 0) baseline = after;
    return changed;
  };
  // A's own ids (not those every household shares), to spot them in B's answers.
  const shared = new Set(b.harvest.map((h) => h.value));
  const aIds = [...new Set(aHarvest.map((h) => h.value))].filter((v) => !shared.has(v));

  const findings: Finding[] = [];
  const gaps: string[] = [];
  /** Gaps at a place named like a household id (`id`, `productId`…): these must not exist. */
  const idGaps: string[] = [];
  const notes: string[] = [];
  let foreignRequests = 0;
  let exercised = 0;
  const units = listUnits();

  for (const unit of units) {
    const { op, target } = unit;
    const name = `${op.key} ${unit.label}`;

    // A request that B's server accepts (2xx), with the target holding B's id of the guessed kind;
    // other id fields take B's first, second or third id of their kind. Bodies without optional
    // id fields besides the target go first: what the request does to another id's thing (an
    // entry consumed along with a product) does not then decide how the next requests are answered.
    const targetField = target.in === 'body' ? target.pointer[0] : undefined;
    const otherIds = (v: { include: Set<string> }) =>
      [...v.include].filter((k) => k !== targetField && (isIdKey(k) || isIdListKey(k))).length;
    const variants: Array<{ branch: number; include: Set<string>; upload?: boolean } | undefined> = op.body
      ? bodyVariants(op.body).filter((v) => target.in !== 'body' || v.branch === target.branch)
      : op.method === 'GET' || op.method === 'DELETE'
        ? [undefined]
        : [undefined, { branch: 0, include: new Set(), upload: true }];
    const tries = [0, 1, 2]
      .flatMap((pick) => variants.map((variant) => ({ pick, variant })))
      .sort((x, y) => (x.variant ? otherIds(x.variant) : 0) - (y.variant ? otherIds(y.variant) : 0));
    const findBase = async () => {
      let best: { template: RequestTemplate; status: number; body: string; others: number } | undefined;
      for (const { pick, variant } of tries) {
        const make = () => {
          const tpl = templateFor(b, op, rng, variant, pick);
          if (variant?.upload) tpl.upload = true;
          if (target.in === 'query')
            tpl.query[target.name] = b.placeholderFor(target.name, [], pick) ?? unknownId();
          return tpl;
        };
        if (!hasTarget(make(), target)) continue;
        const { res, template } = await sendAsB(make);
        const others = variant ? otherIds(variant) : 0;
        if (!best || is2xx(res.statusCode))
          best = { template, status: res.statusCode, body: normalized(res.body), others };
        if (is2xx(res.statusCode)) return best;
      }
      return best;
    };
    let base = await findBase();
    // Refused, or accepted only with other ids along, by a B that earlier places changed (its
    // stock consumed): a fresh B.
    if (base && (!is2xx(base.status) || base.others > 0) && b.dirty) {
      b = await freshB();
      base = await findBase();
    }
    const targetName =
      target.in === 'body' ? String(target.pointer.filter((k) => typeof k === 'string').at(-1)) : target.name;
    const gap = (text: string) => {
      gaps.push(text);
      if (isIdKey(targetName) || isIdListKey(targetName)) idGaps.push(text);
    };
    if (!base) {
      gap(`${name}: no generated request carries this field`);
      continue;
    }
    const template = base.template;
    if (!is2xx(base.status)) notes.push(`${name}: no generated request was accepted (best: ${base.status})`);

    // B's ids grouped by value; A's counterpart is A's value at the same place. Ids from the same
    // place in a list are of one kind: two of each place are enough.
    const groups = new Map<string, HarvestedId[]>();
    for (const h of b.harvest) groups.set(h.value, [...(groups.get(h.value) ?? []), h]);
    const slotUses = new Map<string, number>();
    const slot = (h: HarvestedId) => `${h.source} ${h.jsonPath.replace(/\[\d+\]/g, '[]')}`;
    const candidates: Candidate[] = [];
    for (const keys of groups.values()) {
      const foreign = keys.map((k) => aByKey.get(k.key)).find((v) => v !== undefined && !groups.has(v));
      if (!foreign || keys.every((k) => (slotUses.get(slot(k)) ?? 0) >= 2)) continue;
      for (const k of keys) slotUses.set(slot(k), (slotUses.get(slot(k)) ?? 0) + 1);
      candidates.push({ keys, foreign });
    }
    const bValue = (c: Candidate) => b.harvest.find((h) => h.key === c.keys[0]?.key)?.value;
    // The id the accepted base request had at the target: its control is the base's answer
    // (sent again, it may find what it named used up: items moved into the pantry, an operation
    // undone, while the id is still listed).
    const baseKey = is2xx(base.status) ? placeholderAt(template, target) : undefined;

    const control = async (c: Candidate): Promise<Answer> => {
      if (c.keys.some((k) => k.key === baseKey)) return { status: base.status, body: base.body };
      const value = bValue(c);
      if (value === undefined) return { status: 404, body: '' };
      let { res } = await sendAsB(() => setTarget(template, target, bValue(c) ?? value));
      if (res.statusCode === 404 && b.dirty && !(await presentInB(bValue(c) ?? value))) {
        // An earlier control used it up (consumed, deleted): ask a fresh B.
        b = await freshB();
        ({ res } = await sendAsB(() => setTarget(template, target, bValue(c) ?? value)));
      }
      return { status: res.statusCode, body: normalized(res.body) };
    };
    const foreignRequest = async (c: Candidate): Promise<ForeignAnswer> => {
      const { res, template: tpl } = await sendAsB(() => setTarget(template, target, c.foreign));
      const request = `${op.method} ${templateUrl(b, tpl)}${
        tpl.upload
          ? ' (multipart PNG upload)'
          : tpl.body === undefined
            ? ''
            : ` ${summarize(b.materialize(tpl.body), 240)}`
      }`;
      foreignRequests += 1;
      const leaked = aIds.filter((id) => id !== c.foreign && res.body.includes(id));
      return { status: res.statusCode, body: normalized(res.body), leaked, request };
    };

    // For deletions A's ids go first, before B's own controls delete anything.
    const foreignAnswers = new Map<Candidate, ForeignAnswer>();
    if (op.method === 'DELETE') for (const c of candidates) foreignAnswers.set(c, await foreignRequest(c));
    const madeUp: Answer = await (async () => {
      const { res } = await sendAsB(() => setTarget(template, target, unknownId()));
      return { status: res.statusCode, body: normalized(res.body) };
    })();
    const controls = new Map<Candidate, Answer>();
    for (const c of candidates) controls.set(c, await control(c));

    // Which of B's ids are the right kind for this place: they are not answered like a made-up id.
    // Where a made-up id is accepted (the route ignores unknown ids), every id is sent.
    const differsFromMadeUp = (x: Answer) =>
      x.status !== madeUp.status || (op.method === 'GET' && is2xx(x.status) && x.body !== madeUp.body);
    const chosen = candidates.filter((c) => {
      const x = controls.get(c) as Answer;
      if (x.status === 429) return false;
      if (madeUp.status === 404) return x.status !== 404;
      if (is2xx(madeUp.status)) return true;
      return differsFromMadeUp(x);
    });
    if (madeUp.status !== 404) notes.push(`${name}: a made-up id answers ${madeUp.status}, not 404`);
    if (chosen.length === 0) {
      const statuses = [...new Set([...controls.values()].map((x) => x.status))].join('/');
      gap(`${name}: no harvested id of the right kind (B's own ids answered ${statuses || 'nothing'})`);
    } else exercised += 1;

    const kept = new Map<Candidate, ForeignAnswer>();
    for (const c of chosen) kept.set(c, foreignAnswers.get(c) ?? (await foreignRequest(c)));
    // One look at A after all of this place's requests with A's ids (B's own controls cannot
    // touch A): a crawl of A after each of them would take most of the suite's time. A change
    // is reported with every request that may have made it.
    const sent = [...new Map([...foreignAnswers, ...kept])];
    if (sent.length > 0) {
      const changed = await checkA();
      if (changed.length > 0) {
        const [c, r] = sent[0] as [Candidate, ForeignAnswer];
        const requests = sent.map(([, x]) => x.request).join('\n    ');
        findings.push(
          finding(`${name} (one of ${sent.length} requests)`, c, { ...r, request: requests }, changed),
        );
      }
    }
    for (const [c, r] of kept) {
      // 404; or, where a made-up id is not a 404, exactly what a made-up id gets.
      const okStatus =
        r.status === 404 ||
        r.status === 429 ||
        (madeUp.status !== 404 &&
          r.status === madeUp.status &&
          (op.method !== 'GET' || r.body === madeUp.body));
      if (!okStatus || r.leaked.length > 0) findings.push(finding(name, c, r));
      if (r.status === 429) notes.push(`${name}: rate limited (429) with A's id from ${c.keys[0]?.key}`);
    }
    // A's ids of another kind must not show A's data either.
    for (const [c, r] of foreignAnswers) {
      if (!kept.has(c) && r.leaked.length > 0) findings.push(finding(name, c, r));
    }
    // Where any id is accepted (a device-chosen id for a new item), B now has things named by A's
    // ids, which later places would take for B's own: the next place gets a fresh B.
    if (op.method !== 'GET' && sent.some(([, r]) => is2xx(r.status))) b = await freshB();
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    [
      `cross-household: ${exercised} operations, ${foreignRequests} foreign-id requests, ${
        findings.length === 0 ? 'all 404, A unchanged' : `${findings.length} not 404 or A changed`
      } (${units.length} id-carrying parameters and fields, ${households} B households, ${seconds} s, seed ${rng.seed})`,
      `cross-household: seeded with ${script.creates.length} operations: ${script.creates.join(', ')}`,
      ...script.log.map((l) => `cross-household: seeding: ${l}`),
      ...gaps.map((g) => `cross-household: not exercised: ${g}`),
      ...notes.map((n) => `cross-household: note: ${n}`),
      ...replayWarnings.map((w) => `cross-household: replaying the seed differed: ${w}`),
    ].join('\n'),
  );
  const report = findings.map(
    (f) =>
      `${f.status} ${f.unit}\n    ${f.request}\n    → ${f.body}` +
      (f.changed.length ? `\n    A changed: ${f.changed.slice(0, 8).join('; ')}` : '') +
      (f.leaked.length ? `\n    the answer holds A's ids: ${f.leaked.slice(0, 5).join(', ')}` : ''),
  );
  expect(report, `requests with A's ids that were not a clean 404:\n${report.join('\n')}`).toEqual([]);
  // The suite cannot pass by testing nothing: every place that holds a household's id was tried.
  expect(idGaps, `id-bearing places the matrix could not exercise:\n${idGaps.join('\n')}`).toEqual([]);
  expect(exercised).toBeGreaterThan(0);
}, 600_000);

function finding(name: string, c: Candidate, r: ForeignAnswer, changed: string[] = []): Finding {
  return {
    unit: `${name} with A's id from ${c.keys[0]?.key}`,
    request: r.request,
    status: r.status,
    body: summarize(r.body, 300),
    changed,
    leaked: r.leaked,
  };
}
