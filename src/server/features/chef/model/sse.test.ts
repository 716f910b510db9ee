import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { readSseEvents, type SseEvent } from './sse';

async function eventsOf(chunks: Array<string | Uint8Array>): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  for await (const event of readSseEvents(chunks)) events.push(event);
  return events;
}

/** The stream cut at the given places, as bytes: cuts may fall inside a character or a CRLF. */
function cut(bytes: Uint8Array, at: number[]): Uint8Array[] {
  const points = [...new Set(at.map((p) => p % (bytes.length + 1)))].sort((a, b) => a - b);
  const parts: Uint8Array[] = [];
  let from = 0;
  for (const point of [...points, bytes.length]) {
    parts.push(bytes.subarray(from, point));
    from = point;
  }
  return parts;
}

describe('server-sent events', () => {
  test('data lines, comments, event names, multi-line data and the three line endings', async () => {
    const stream =
      ': keep-alive\n\ndata: {"a":1}\n\nevent: error\ndata: first\r\ndata:second\r\n\r\ndata: é中\rdata\r\rdata: [DONE]\n\n';
    expect(await eventsOf([stream])).toEqual([
      { event: 'message', data: '{"a":1}' },
      { event: 'error', data: 'first\nsecond' },
      { event: 'message', data: 'é中\n' },
      { event: 'message', data: '[DONE]' },
    ]);
  });

  test('a last event without its blank line is kept', async () => {
    expect(await eventsOf(['data: one\n\ndata: two'])).toEqual([
      { event: 'message', data: 'one' },
      { event: 'message', data: 'two' },
    ]);
  });

  test('however the bytes are cut, the events are the same', async () => {
    const line = fc.stringMatching(/^[^\r\n]{0,12}$/);
    const ending = fc.constantFrom('\n', '\r', '\r\n');
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.array(line, { minLength: 1, maxLength: 3 }), ending), { maxLength: 6 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        async (events, at) => {
          const text = events
            .map(([lines, end]) => lines.map((l) => `data: ${l}${end}`).join('') + end)
            .join('');
          const bytes = new TextEncoder().encode(text);
          expect(await eventsOf(cut(bytes, at))).toEqual(await eventsOf([text]));
          expect((await eventsOf([text])).map((e) => e.data)).toEqual(
            events.map(([lines]) => lines.join('\n')),
          );
        },
      ),
    );
  });
});
