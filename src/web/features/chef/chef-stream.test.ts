import { describe, expect, test } from 'vitest';
import type { ChefMessage } from '@shared/contracts/chef';
import { readChefStream, readNdjson } from './chef-stream';

const encoder = new TextEncoder();

/** A body that arrives in exactly these chunks (strings or raw bytes). */
function streamOf(chunks: readonly (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function collect<T>(values: AsyncGenerator<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const value of values) out.push(value);
  return out;
}

const message = (id: string, role: 'user' | 'chef', text: string): ChefMessage => ({
  id,
  role,
  text,
  card: null,
  links: [],
  chips: [],
  createdAt: '2026-12-01T10:00:00.000Z',
});

describe('reading the NDJSON stream', () => {
  test('a line split across chunks is read once it is whole', async () => {
    const values = await collect(
      readNdjson(streamOf(['{"type":"de', 'lta","te', 'xt":"Hel"}\n{"type":"delta",', '"text":"lo"}\n'])),
    );
    expect(values).toEqual([
      { type: 'delta', text: 'Hel' },
      { type: 'delta', text: 'lo' },
    ]);
  });

  test('several events in one chunk are each read, in order', async () => {
    const body = ['{"n":1}', '{"n":2}', '{"n":3}'].join('\n') + '\n';
    expect(await collect(readNdjson(streamOf([body])))).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  test('a last line without its newline is still read when the body ends', async () => {
    expect(await collect(readNdjson(streamOf(['{"n":1}\n{"n"', ':2}'])))).toEqual([{ n: 1 }, { n: 2 }]);
  });

  test('a character split between two chunks arrives whole, and blank lines are skipped', async () => {
    const bytes = encoder.encode('{"text":"Crème brûlée 鸡蛋"}\n\n');
    // Cut inside the two bytes of "è" and inside the three of "鸡".
    const cutA = bytes.indexOf(0xc3) + 1;
    const cutB = bytes.indexOf(0xe9) + 2;
    const values = await collect(
      readNdjson(streamOf([bytes.slice(0, cutA), bytes.slice(cutA, cutB), bytes.slice(cutB)])),
    );
    expect(values).toEqual([{ text: 'Crème brûlée 鸡蛋' }]);
  });

  test('the Chef’s events come out typed: the stored message, the deltas, the stored reply', async () => {
    const events = [
      { type: 'user', message: message('m1', 'user', 'add milk') },
      { type: 'delta', text: 'Shall I ' },
      { type: 'delta', text: 'add it?' },
      { type: 'done', message: message('m2', 'chef', 'Shall I add it?') },
    ];
    const text = events.map((e) => JSON.stringify(e)).join('\n');
    const read = await collect(
      readChefStream(streamOf([text.slice(0, 40), text.slice(40, 41), text.slice(41)])),
    );
    expect(read.map((e) => e.type)).toEqual(['user', 'delta', 'delta', 'done']);
    expect(read[3]).toMatchObject({ type: 'done', message: { id: 'm2', text: 'Shall I add it?' } });
  });

  test('a card of a kind this browser does not know still reads', async () => {
    const reply = {
      ...message('m2', 'chef', 'Book a table?'),
      card: {
        summary: 'Book a table for two?',
        status: 'proposed',
        proposal: { kind: 'restaurant', seats: 2 },
      },
    };
    const [event] = await collect(
      readChefStream(streamOf([JSON.stringify({ type: 'done', message: reply })])),
    );
    expect(event).toMatchObject({ type: 'done', message: { card: { proposal: { kind: 'restaurant' } } } });
  });

  test('an error event carries the server’s text', async () => {
    const [event] = await collect(
      readChefStream(streamOf(['{"type":"error","error":"The Chef is busy."}\n'])),
    );
    expect(event).toEqual({ type: 'error', error: 'The Chef is busy.' });
  });
});
