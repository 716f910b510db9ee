import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import { OfflineQueue, createMemoryStorage, isNetworkError } from './offline-queue';

type Change = { id: string; what: string };

const notFound = () =>
  new ApiRequestError(404, JSON.stringify({ error: 'Not found.', code: 'NOT_FOUND' }), 'Not Found');

function setUp(
  options: { online?: boolean; stored?: Change[]; answer?: (change: Change) => Promise<unknown> } = {},
) {
  let online = options.online ?? true;
  const storage = createMemoryStorage<Change>(options.stored ?? []);
  const sent: string[] = [];
  const rejected: Array<{ what: string; replayed: boolean }> = [];
  const drained: boolean[] = [];
  const queue = new OfflineQueue<Change>({
    storage,
    isOnline: () => online,
    send: async (change) => {
      sent.push(change.what);
      return options.answer ? options.answer(change) : { ok: true };
    },
    onRejected: (change, _error, replayed) => rejected.push({ what: change.what, replayed }),
    onDrained: (replayed) => drained.push(replayed),
  });
  queue.start();
  const goOnline = async () => {
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(queue.getState().syncing).toBe(false));
    await queue.whenIdle();
  };
  const goOffline = () => {
    online = false;
    window.dispatchEvent(new Event('offline'));
  };
  return { queue, storage, sent, rejected, drained, goOnline, goOffline };
}

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('the offline queue', () => {
  test('keeps changes in storage, in order, while offline, and sends them one at a time once online', async () => {
    const { queue, storage, sent, drained, goOnline } = setUp({ online: false });
    stop = () => queue.stop();
    await queue.ready;
    await queue.push({ id: 'a', what: 'tick milk' });
    await queue.push({ id: 'b', what: 'add bread' });
    await queue.push({ id: 'c', what: 'delete eggs' });

    expect(sent).toEqual([]);
    expect(storage.queue.map((entry) => entry.mutation.what)).toEqual([
      'tick milk',
      'add bread',
      'delete eggs',
    ]);
    expect(queue.getState()).toMatchObject({ pending: 3, online: false, synced: false });
    expect(queue.pending().map((change) => change.id)).toEqual(['a', 'b', 'c']);

    await goOnline();
    expect(sent).toEqual(['tick milk', 'add bread', 'delete eggs']);
    expect(storage.queue).toEqual([]);
    expect(queue.getState()).toMatchObject({ pending: 0, online: true, synced: true });
    // Made offline, so the owner refreshes what others changed meanwhile.
    expect(drained).toEqual([true]);
  });

  test('a change the server refuses on replay leaves the queue and is reported; the rest still go', async () => {
    const { queue, storage, sent, rejected, goOnline } = setUp({
      online: false,
      answer: async (change) => {
        if (change.what === 'tick eggs') throw notFound();
        return { ok: true };
      },
    });
    stop = () => queue.stop();
    await queue.ready;
    await queue.push({ id: 'a', what: 'tick eggs' });
    await queue.push({ id: 'b', what: 'tick milk' });
    await goOnline();
    expect(sent).toEqual(['tick eggs', 'tick milk']);
    expect(rejected).toEqual([{ what: 'tick eggs', replayed: true }]);
    expect(storage.queue).toEqual([]);
  });

  test('a server error keeps the change for later, and a lost connection keeps it and says offline', async () => {
    let answer: 'down' | 'broken' | 'ok' = 'broken';
    const { queue, storage, sent } = setUp({
      answer: async () => {
        if (answer === 'broken') throw new ApiRequestError(503, '', 'Service Unavailable');
        if (answer === 'down') throw new TypeError('Failed to fetch');
        return { ok: true };
      },
    });
    stop = () => queue.stop();
    await queue.ready;
    await queue.push({ id: 'a', what: 'tick milk' });
    expect(queue.getState()).toMatchObject({ pending: 1, stalled: true, online: true });
    expect(storage.queue).toHaveLength(1);

    answer = 'down';
    await queue.drain();
    expect(queue.getState()).toMatchObject({ pending: 1, online: false });

    answer = 'ok';
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() =>
      expect(queue.getState()).toMatchObject({ pending: 0, online: true, stalled: false }),
    );
    expect(sent).toEqual(['tick milk', 'tick milk', 'tick milk']);
  });

  test('what an earlier visit left in storage is replayed when the page loads', async () => {
    const { queue, sent } = setUp({
      stored: [
        { id: 'a', what: 'tick milk' },
        { id: 'b', what: 'add bread' },
      ],
    });
    stop = () => queue.stop();
    await queue.ready;
    await queue.whenIdle();
    expect(sent).toEqual(['tick milk', 'add bread']);
    expect(queue.getState().pending).toBe(0);
  });

  test('tells network failures from HTTP errors', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(notFound())).toBe(false);
    expect(isNetworkError(new Error('bug'))).toBe(false);
  });
});
