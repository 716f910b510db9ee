import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ChefMessage, ChefStreamEvent } from '@shared/contracts/chef';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/app';
import { type OpenAiFake, startOpenAiFake } from '../../../../tests/openai-fake';
import { newHousehold } from '../pantry/pantry.test-support';

/**
 * The Chef with a language model (CHEF_LLM_URL), against a faithful local OpenAI-compatible fake:
 * the model's words stream through, its tool calls become the same cards the built-in engine
 * makes, and when it fails, hangs or is over the household's daily budget the built-in engine
 * answers instead.
 */

let fake: OpenAiFake;
let t: TestApp;
beforeAll(async () => {
  fake = await startOpenAiFake({ apiKey: 'test-key' });
  t = await createTestApp({
    env: {
      CHEF_LLM_URL: fake.url,
      CHEF_LLM_API_KEY: 'test-key',
      CHEF_LLM_MODEL: 'fake-model',
      CHEF_LLM_DAILY_BUDGET: '3',
      CHEF_LLM_TIMEOUT_MS: '1500',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function say(client: TestClient, text: string): Promise<{ deltas: string[]; reply: ChefMessage }> {
  const res = await client.post('/api/chat/messages', { text });
  expect(res.statusCode, res.body).toBe(200);
  const events = res.body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ChefStreamEvent);
  const done = events.find((e) => e.type === 'done') as
    Extract<ChefStreamEvent, { type: 'done' }> | undefined;
  expect(done, res.body).toBeDefined();
  return {
    deltas: events.filter((e) => e.type === 'delta').map((e) => (e as { text: string }).text),
    reply: done!.message,
  };
}

describe('the Chef with a language model', () => {
  test("the model's words stream through and its tool call becomes the built-in card", async () => {
    const h = await newHousehold(t);
    fake.script(() => ({
      content: 'Lovely, two litres of milk for the fridge.',
      toolCalls: [
        {
          name: 'add_to_pantry',
          arguments: { items: [{ name: 'milk', quantity: 2, unit: 'l' }], location: 'fridge' },
        },
      ],
    }));
    const { deltas, reply } = await say(h.client, 'could you pop two litres of milk in the fridge');
    expect(deltas.length).toBeGreaterThan(1);
    expect(reply.text).toBe('Lovely, two litres of milk for the fridge.');
    expect(reply.card?.proposal).toEqual({
      kind: 'pantry',
      action: { type: 'ADD_TO_PANTRY', items: [{ text: '2 l milk' }], locationId: h.locations.fridge.id },
    });
    // The model saw the user's words, the kitchen's summary and the tools; never the whole pantry.
    const request = fake.requests.at(-1)!;
    const body = request.body as { messages: Array<{ role: string; content: string }>; tools: unknown[] };
    expect(body.messages.at(-1)).toMatchObject({
      role: 'user',
      content: 'could you pop two litres of milk in the fridge',
    });
    expect(body.messages[0]!.content).toContain('Fridge');
    expect(body.tools.length).toBeGreaterThan(0);
    expect(request.headers.authorization).toBe('Bearer test-key');
  });

  test('a question the model hands to a tool is answered with the household’s data', async () => {
    const h = await newHousehold(t);
    fake.script(() => ({ content: 'Let me look.', toolCalls: [{ name: 'find_recipes', arguments: {} }] }));
    const { reply } = await say(h.client, 'anything nice to cook?');
    expect(reply.text.startsWith('Let me look.')).toBe(true);
    expect(reply.text.length).toBeGreaterThan('Let me look.'.length);
  });

  test('a failing or hanging model leaves the answer to the built-in Chef', async () => {
    const h = await newHousehold(t);
    fake.script(() => ({ fail: 500 }));
    const failed = await say(h.client, 'add 2 litres of milk');
    expect(failed.reply.card?.proposal.kind).toBe('pantry');

    fake.script(() => ({ hang: true }));
    const started = Date.now();
    const hung = await say(h.client, 'we got an air fryer');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(hung.reply.card?.proposal).toEqual({
      kind: 'appliance',
      action: { type: 'ADD_KITCHEN_APPLIANCE', appliance: { applianceSlug: 'air-fryer' } },
    });
  });

  test("over the household's daily budget, the built-in Chef answers without calling the model", async () => {
    const h = await newHousehold(t);
    fake.script(() => ({ content: 'From the model.' }));
    for (let i = 0; i < 3; i++) expect((await say(h.client, 'hello')).reply.text).toBe('From the model.');
    const before = fake.requests.length;
    const over = await say(h.client, 'hello');
    expect(over.reply.text).not.toBe('From the model.');
    expect(fake.requests.length).toBe(before);
    // Another household has its own budget.
    const other = await newHousehold(t);
    expect((await say(other.client, 'hello')).reply.text).toBe('From the model.');
  });
});
