import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ChefIntent } from '@shared/domain/chef/intents';
import type { DatabaseHandle } from '../../../db/database';
import { createTestDatabase } from '../../../../../tests/db';
import { startOpenAiFake, type FakeAnswer, type OpenAiFake } from '../../../../../tests/openai-fake';
import {
  ModelUnavailableError,
  type ChefModel,
  type KitchenSummary,
  type ModelEvent,
  type ModelInput,
} from './model-types';
import { createOpenAiModel, type OpenAiModelOptions } from './openai-model';

/**
 * The Chef's language model against a faithful local OpenAI server (tests/openai-fake.ts) and a
 * real database (the daily budget): what it sends, how it reads streamed and whole answers and
 * tool calls, and how it gives up (budget, time-out, failure) without ever showing the key.
 */

const KEY = 'sk-test-4f9a1c2b7d3e8f60a5b4c3d2e1f0';

let handle: DatabaseHandle;
let fake: OpenAiFake;
beforeAll(async () => {
  handle = await createTestDatabase();
  fake = await startOpenAiFake({ apiKey: KEY });
});
afterAll(async () => {
  await fake.close();
  await handle.close();
});

async function newHousehold(): Promise<string> {
  const id = randomUUID();
  await handle.db
    .insertInto('households')
    .values({ id, name: 'Test kitchen', created_at: new Date().toISOString() })
    .execute();
  return id;
}

const KITCHEN: KitchenSummary = {
  today: '2026-11-25',
  productCount: 42,
  expiringSoon: ['milk (2 l, expires 2026-11-27)', 'spinach (1 bag, expires 2026-11-26)'],
  lowStock: ['eggs (2 left, minimum 6)'],
  locations: ['Fridge', 'Freezer', 'Pantry'],
  dietaryPreferences: ['Vegetarian'],
  appliances: ['Oven', 'Air fryer'],
};

function modelFor(overrides: Partial<OpenAiModelOptions> = {}): ChefModel {
  return createOpenAiModel({ url: fake.url, apiKey: KEY, db: handle.db, ...overrides });
}

async function inputFor(overrides: Partial<ModelInput> = {}): Promise<ModelInput> {
  return {
    householdId: await newHousehold(),
    language: 'en',
    history: [],
    text: 'What should I cook tonight?',
    kitchen: KITCHEN,
    ...overrides,
  };
}

/** Every event of a reply, or the error it ended with (and the events before it). */
async function run(model: ChefModel, input: ModelInput): Promise<{ events: ModelEvent[]; error: unknown }> {
  const events: ModelEvent[] = [];
  try {
    for await (const event of model.reply(input)) events.push(event);
    return { events, error: null };
  } catch (error) {
    return { events, error };
  }
}

async function reply(answer: FakeAnswer, input?: Partial<ModelInput>, model = modelFor()) {
  fake.script(() => answer);
  const result = await run(model, await inputFor(input));
  expect(result.error).toBeNull();
  return result.events;
}

async function failure(answer: FakeAnswer | null, model = modelFor(), input?: Partial<ModelInput>) {
  if (answer) fake.script(() => answer);
  const { events, error } = await run(model, await inputFor(input));
  expect(error).toBeInstanceOf(ModelUnavailableError);
  return { events, error: error as ModelUnavailableError };
}

const intents = (events: ModelEvent[]): ChefIntent[] =>
  events.flatMap((e) => (e.type === 'intent' ? [e.intent] : []));
const text = (events: ModelEvent[]) => events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');

describe('a streamed reply', () => {
  test('the text arrives as several deltas, in order', async () => {
    const events = await reply({ content: ['Try ', 'a spinach ', 'omelette', ' tonight.'] });
    expect(events).toEqual([
      { type: 'delta', text: 'Try ' },
      { type: 'delta', text: 'a spinach ' },
      { type: 'delta', text: 'omelette' },
      { type: 'delta', text: ' tonight.' },
    ]);
  });

  test('the request carries the Chef’s brief, the kitchen, the language, the history, the tools and the key', async () => {
    fake.script(() => ({ content: 'Ja.' }));
    const before = fake.requests.length;
    const input = await inputFor({
      language: 'de',
      history: [
        { role: 'user', text: 'Was läuft bald ab?' },
        { role: 'chef', text: 'Die Milch, am 27.' },
      ],
      text: 'Und was ist knapp?',
    });
    expect((await run(modelFor({ model: 'gpt-4.1-mini' }), input)).error).toBeNull();
    const [request] = fake.requests.slice(before);
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions', status: 200 });
    expect(request!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request!.headers['content-type']).toBe('application/json');
    const body = request!.body!;
    expect(body).toMatchObject({ model: 'gpt-4.1-mini', stream: true, temperature: 0.3, max_tokens: 600 });
    const messages = body.messages as Array<{ role: string; content: string }>;
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages.slice(1).map((m) => m.content)).toEqual([
      'Was läuft bald ab?',
      'Die Milch, am 27.',
      'Und was ist knapp?',
    ]);
    const system = messages[0]!.content;
    expect(system).toContain('the Chef');
    expect(system).toContain('Larder');
    expect(system).toContain('German');
    expect(system).toContain('120 words');
    expect(system).toMatch(/confirms/);
    expect(system).toContain('2026-11-25');
    expect(system).toContain('42');
    for (const line of [
      ...KITCHEN.expiringSoon,
      ...KITCHEN.lowStock,
      ...KITCHEN.locations,
      ...KITCHEN.appliances,
    ]) {
      expect(system).toContain(line);
    }
    expect(system).toContain('Vegetarian');
    expect(system).not.toContain(KEY);
    const tools = body.tools as Array<{
      type: string;
      function: { name: string; parameters: { type: string } };
    }>;
    expect(tools.map((t) => t.function.name).sort()).toEqual([
      'add_kitchen_appliance',
      'add_to_pantry',
      'add_to_shopping_list',
      'convert_units',
      'find_recipes',
      'plan_dinner',
      'start_timer',
      'substitute',
      'update_dietary_preferences',
    ]);
    expect(tools.every((t) => t.type === 'function' && t.function.parameters.type === 'object')).toBe(true);
  });

  test('without a key no Authorization header is sent; the URL may end in a slash or name the endpoint', async () => {
    const open = await startOpenAiFake();
    try {
      open.script(() => ({ content: 'Hi.' }));
      for (const url of [open.url, `${open.url}/`, `${open.url}/chat/completions`]) {
        const { events, error } = await run(createOpenAiModel({ url, db: handle.db }), await inputFor());
        expect(error).toBeNull();
        expect(text(events)).toBe('Hi.');
      }
      expect(open.requests.map((r) => [r.path, r.headers.authorization, r.body?.model])).toEqual(
        Array(3).fill(['/v1/chat/completions', undefined, 'gpt-4o-mini']),
      );
    } finally {
      await open.close();
    }
  });

  test('a tool call split across chunks becomes the pantry intent: food keys, units, location', async () => {
    const events = await reply(
      {
        content: 'I can add those to the fridge.',
        toolCalls: [
          {
            name: 'add_to_pantry',
            arguments: {
              items: [
                { name: 'Vollmilch', quantity: 2, unit: 'l' },
                { name: 'eggs', quantity: 12 },
                { name: 'butter', quantity: 250, unit: 'grams' },
                { name: 'unobtainium', quantity: 3, unit: 'handful' },
              ],
              location: 'fridge',
            },
          },
        ],
        argumentsFragment: 3,
      },
      { language: 'de' },
    );
    expect(text(events)).toBe('I can add those to the fridge.');
    expect(events.at(-1)?.type).toBe('intent');
    expect(intents(events)).toEqual([
      {
        intent: 'addToPantry',
        location: 'fridge',
        items: [
          { name: 'Vollmilch', foodKey: 'milk', quantity: 2, unit: 'l' },
          { name: 'eggs', foodKey: 'eggs', quantity: 12, unit: null },
          { name: 'butter', foodKey: 'butter', quantity: 250, unit: 'g' },
          { name: 'unobtainium', foodKey: null, quantity: 3, unit: null },
        ],
      },
    ]);
  });

  test('several calls in one answer, in order: diet, catalogue and custom appliances', async () => {
    const events = await reply({
      toolCalls: [
        {
          name: 'update_dietary_preferences',
          arguments: { add: ['Vegan', 'nut-free'], remove: ['Vegetarian'] },
        },
        { name: 'add_kitchen_appliance', arguments: { slug: 'air-fryer' } },
        { name: 'add_kitchen_appliance', arguments: { slug: 'time-machine', name: 'Grandma’s waffle iron' } },
        { name: 'add_kitchen_appliance', arguments: { name: 'Slow cooker' } },
      ],
    });
    expect(intents(events)).toEqual([
      { intent: 'updateDiet', add: ['Vegan', 'Nut-Free'], remove: ['Vegetarian'] },
      { intent: 'addAppliance', appliance: 'air-fryer', custom: false },
      { intent: 'addAppliance', appliance: 'Grandma’s waffle iron', custom: true },
      { intent: 'addAppliance', appliance: 'slow-cooker', custom: false },
    ]);
  });

  test('the other tools: shopping list, timer, recipes, dinner, substitute, conversion', async () => {
    const events = await reply(
      {
        toolCalls: [
          {
            name: 'add_to_shopping_list',
            arguments: { items: [{ name: 'huevos', quantity: 1, unit: 'dozen' }] },
          },
          { name: 'start_timer', arguments: { seconds: 600 } },
          { name: 'find_recipes', arguments: { with: ['chicken', 'unobtainium'] } },
          { name: 'plan_dinner', arguments: { day: 'tomorrow' } },
          { name: 'substitute', arguments: { food: 'buttermilk' } },
          { name: 'convert_units', arguments: { amount: 2, from: 'cups', to: 'g', food: 'flour' } },
          { name: 'convert_units', arguments: { amount: 1, from: 'tbsp', to: null, food: null } },
        ],
      },
      { language: 'es' },
    );
    expect(intents(events)).toEqual([
      {
        intent: 'addToShoppingList',
        items: [{ name: 'huevos', foodKey: 'eggs', quantity: 1, unit: 'dozen' }],
      },
      { intent: 'timer', seconds: 600 },
      { intent: 'whatCanICook', with: ['chicken-pieces', 'unobtainium'] },
      { intent: 'planDinner', day: 'tomorrow' },
      { intent: 'substitute', food: 'buttermilk' },
      { intent: 'convert', amount: 2, from: 'cup', to: 'g', foodKey: 'flour' },
      { intent: 'convert', amount: 1, from: 'tbsp', to: null, foodKey: null },
    ]);
  });

  test('malformed tool arguments are ignored and logged at debug; the good call and the text still come', async () => {
    const logged: Array<{ tool: string; reason: string }> = [];
    const model = modelFor({ log: { debug: (obj) => logged.push(obj as { tool: string; reason: string }) } });
    const tooMany = Array.from({ length: 51 }, (_, i) => ({ name: `food ${i}` }));
    const events = await reply(
      {
        content: 'Here you go.',
        toolCalls: [
          { name: 'add_to_pantry', arguments: '{"items": [{"name": "milk"' },
          { name: 'add_to_pantry', arguments: { items: [{ name: 'milk', colour: 'white' }] } },
          { name: 'add_to_pantry', arguments: { items: tooMany } },
          { name: 'add_to_shopping_list', arguments: { items: [{ name: 'x'.repeat(201) }] } },
          { name: 'add_to_pantry', arguments: { items: [{ name: 'milk', quantity: -1 }] } },
          { name: 'update_dietary_preferences', arguments: { add: ['Carnivore'] } },
          { name: 'update_dietary_preferences', arguments: {} },
          { name: 'add_kitchen_appliance', arguments: { slug: 'time-machine' } },
          { name: 'start_timer', arguments: { seconds: '10 minutes' } },
          { name: 'plan_dinner', arguments: { day: 'yesterday' } },
          { name: 'convert_units', arguments: { amount: 2, from: 'handfuls', to: 'g' } },
          { name: 'delete_everything', arguments: {} },
          { name: 'start_timer', arguments: { seconds: 90 } },
        ],
      },
      {},
      model,
    );
    expect(text(events)).toBe('Here you go.');
    expect(intents(events)).toEqual([{ intent: 'timer', seconds: 90 }]);
    expect(logged).toHaveLength(12);
    expect(logged.every((l) => typeof l.reason === 'string' && l.reason.length > 0)).toBe(true);
  });
});

describe('a whole answer', () => {
  test('a server that ignores stream: true answers with one chat.completion: its text, then its calls', async () => {
    const events = await reply({
      ignoreStream: true,
      content: 'Ten minutes, starting now.',
      toolCalls: [{ name: 'start_timer', arguments: { seconds: 600 } }],
    });
    expect(events).toEqual([
      { type: 'delta', text: 'Ten minutes, starting now.' },
      { type: 'intent', intent: { intent: 'timer', seconds: 600 } },
    ]);
  });

  test('a stream that is not labelled as one is still read', async () => {
    const chunk = (delta: object) =>
      `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: null }] })}\r\n\r\n`;
    const events = await reply({
      raw: [chunk({ role: 'assistant', content: '' }), chunk({ content: 'Hello' }), 'data: [DONE]\r\n\r\n'],
      contentType: 'text/plain',
    });
    expect(events).toEqual([{ type: 'delta', text: 'Hello' }]);
  });
});

describe('giving up', () => {
  test('a wrong key: failed, and neither that key nor the fake’s echo of it is in the error', async () => {
    const wrong = 'sk-wrong-9d8c7b6a5f4e3d2c1b0a';
    const { error } = await failure({ content: 'never' }, modelFor({ apiKey: wrong }));
    expect(error.reason).toBe('failed');
    expect(error.message).toMatch(/401/);
    for (const secret of [wrong, wrong.slice(-4), KEY]) {
      expect(error.message).not.toContain(secret);
      expect(error.stack).not.toContain(secret);
    }
  });

  test('a server error (500) is failed', async () => {
    const { error } = await failure({ fail: 500 });
    expect(error.reason).toBe('failed');
    expect(error.message).toMatch(/500/);
    expect(error.message).not.toContain(KEY);
  });

  test('no server at the URL is failed', async () => {
    const gone = await startOpenAiFake();
    const url = gone.url;
    await gone.close();
    const { error } = await failure(null, modelFor({ url }));
    expect(error.reason).toBe('failed');
  });

  test('a chunk that is not JSON is failed, after the deltas before it', async () => {
    const good = `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: 'Hel' } }] })}\n\n`;
    const { events, error } = await failure({ raw: [good, 'data: {"choices": [\n\n'] });
    expect(text(events)).toBe('Hel');
    expect(error.reason).toBe('failed');
  });

  test('an answer larger than 1 MB is cut off as failed', async () => {
    const piece = `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: 'x'.repeat(64 * 1024) } }] })}\n\n`;
    const { events, error } = await failure({ raw: Array(20).fill(piece) });
    expect(error.reason).toBe('failed');
    expect(error.message).toMatch(/1 MB/);
    expect(text(events).length).toBeLessThanOrEqual(1024 * 1024);
  });

  test('a server that never answers times out within the configured time-out', async () => {
    const started = Date.now();
    const { error } = await failure({ hang: true }, modelFor({ timeoutMs: 300 }));
    expect(error.reason).toBe('timeout');
    // Far below the 20 s default: the configured time-out is what ended it.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test('a stream whose first byte never comes times out on the first-byte limit', async () => {
    const { events, error } = await failure(
      { content: 'late', stallAfter: 0 },
      modelFor({ timeoutMs: 10_000, firstByteTimeoutMs: 200 }),
    );
    expect(events).toEqual([]);
    expect(error.reason).toBe('timeout');
  });

  test('a stream too slow to finish times out after the deltas that came in time', async () => {
    const { events, error } = await failure(
      { content: ['one ', 'two ', 'three ', 'four ', 'five ', 'six ', 'seven '], delayMs: 200 },
      modelFor({ timeoutMs: 700 }),
    );
    expect(error.reason).toBe('timeout');
    expect(events.length).toBeGreaterThan(0);
    expect(events.length).toBeLessThan(7);
  });

  test('a slow answer that ends in time is read whole', async () => {
    const events = await reply(
      { content: ['Slow ', 'but ', 'there.'], firstByteDelayMs: 100, delayMs: 50 },
      {},
      modelFor({ timeoutMs: 5_000 }),
    );
    expect(text(events)).toBe('Slow but there.');
  });

  test('when the caller gives up, the reply ends with the caller’s reason, not the model’s failure', async () => {
    fake.script(() => ({ hang: true }));
    const controller = new AbortController();
    const reason = new Error('the user left');
    setTimeout(() => controller.abort(reason), 100);
    const { error } = await run(modelFor(), await inputFor({ signal: controller.signal }));
    expect(error).toBe(reason);
  });
});

describe('the daily budget', () => {
  test('the (N+1)th request of a household in a UTC day is refused; others still get answers; the next day resets', async () => {
    let now = new Date('2026-11-25T23:00:00Z');
    const model = modelFor({ dailyBudget: 3, now: () => now });
    fake.script(() => ({ content: 'Sure.' }));
    const busy = await inputFor();
    const other = await inputFor();
    for (let i = 0; i < 3; i++) expect((await run(model, busy)).error).toBeNull();
    const sent = fake.requests.length;
    const { error } = await run(model, busy);
    expect(error).toBeInstanceOf(ModelUnavailableError);
    expect((error as ModelUnavailableError).reason).toBe('budget');
    expect(fake.requests.length).toBe(sent);

    expect(text((await run(model, other)).events)).toBe('Sure.');

    now = new Date('2026-11-26T00:00:01Z');
    expect(text((await run(model, busy)).events)).toBe('Sure.');

    const usage = await handle.db
      .selectFrom('chef_model_usage')
      .select(['day', 'requests'])
      .where('household_id', '=', busy.householdId)
      .orderBy('day')
      .execute();
    expect(usage).toEqual([
      { day: '2026-11-25', requests: 4 },
      { day: '2026-11-26', requests: 1 },
    ]);
  });

  test('requests counted at once are each counted', async () => {
    const model = modelFor({ dailyBudget: 5 });
    fake.script(() => ({ content: 'Ok.' }));
    const input = await inputFor();
    const results = await Promise.all(Array.from({ length: 8 }, () => run(model, input)));
    const refused = results.filter((r) => (r.error as ModelUnavailableError | null)?.reason === 'budget');
    expect(refused).toHaveLength(3);
    expect(results.filter((r) => r.error === null)).toHaveLength(5);
  });
});

describe('the fake', () => {
  test('refuses what OpenAI refuses: a missing key, a malformed body', async () => {
    const post = (body: unknown, key: string | null = KEY) =>
      fetch(`${fake.url}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
        body: JSON.stringify(body),
      });
    const noKey = await post({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] }, null);
    expect(noKey.status).toBe(401);
    expect((await noKey.json()).error.type).toBe('invalid_request_error');
    const noMessages = await post({ model: 'gpt-4o-mini' });
    expect(noMessages.status).toBe(400);
    const badTool = await post({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'hi' }],
      tools: [{ type: 'function', function: { name: 'has spaces' } }],
    });
    expect(badTool.status).toBe(400);
    expect((await badTool.json()).error.param).toBe('tools[0].function.name');
  });
});
