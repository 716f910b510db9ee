import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { clearCsrfToken } from './csrf';
import {
  CLIENT_ERROR_LOG_TIMEOUT_MS,
  CLIENT_ERROR_URL,
  ERROR_BATCH_THRESHOLD,
  ERROR_BATCH_URL,
  ERROR_FLUSH_INTERVAL_MS,
  ERROR_QUEUE_MAX,
  errorLogger,
  installErrorLogger,
  logClientError,
  type ClientLogEntry,
  type SendFn,
} from './error-logger';
import { csrfRoute, installFakeNetwork } from './test-network';

type Call = { url: string; body: unknown; signal?: AbortSignal };

/** A fake of the network edge: records each POST and answers as the test says. */
function fakeSend(answer: (call: Call) => Promise<unknown> = () => Promise.resolve({ success: true })) {
  const calls: Call[] = [];
  const send: SendFn = (url, body, { signal }) => {
    const call = { url, body, signal };
    calls.push(call);
    return answer(call);
  };
  const batches = () =>
    calls
      .filter((c) => c.url === ERROR_BATCH_URL)
      .map((c) => (c.body as { errors: ClientLogEntry[] }).errors);
  return { send, calls, batches };
}

function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let online = true;

function goOffline() {
  online = false;
  window.dispatchEvent(new Event('offline'));
}

function goOnline() {
  online = true;
  window.dispatchEvent(new Event('online'));
}

function logMany(count: number, category: ClientLogEntry['category'] = 'UI') {
  for (let i = 1; i <= count; i += 1) errorLogger.error(`problem ${i}`, { category });
}

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00.000Z'));
});

afterEach(() => {
  errorLogger.uninstall();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('entries', () => {
  test('an entry carries message, severity, category, url, timestamp, user agent and the signed-in user', () => {
    const net = fakeSend();
    installErrorLogger({ send: net.send });
    errorLogger.setUserId('user-1');
    const entry = errorLogger.warn('Recipe image failed', {
      category: 'IMAGE',
      metadata: { recipeId: 'r1' },
      error: new Error('decode failed'),
    });
    expect(entry).toMatchObject({
      message: 'Recipe image failed',
      severity: 'WARNING',
      category: 'IMAGE',
      metadata: { recipeId: 'r1' },
      url: window.location.href,
      timestamp: '2026-11-22T10:00:00.000Z',
      userAgent: navigator.userAgent,
      userId: 'user-1',
    });
    expect(entry.stackTrace).toContain('decode failed');
    expect(errorLogger.pending()).toEqual([entry]);
  });

  test('log() defaults to ERROR in GENERAL, and each helper sets its severity', () => {
    installErrorLogger({ send: fakeSend().send });
    expect(errorLogger.log({ message: 'x' })).toMatchObject({ severity: 'ERROR', category: 'GENERAL' });
    expect(errorLogger.info('i').severity).toBe('INFO');
    expect(errorLogger.warn('w').severity).toBe('WARNING');
    expect(errorLogger.error('e').severity).toBe('ERROR');
    expect(errorLogger.critical('c').severity).toBe('CRITICAL');
    expect(errorLogger.pending().find((e) => e.userId)).toBeUndefined();
  });

  test('oversized fields are clipped to what the server accepts, so a batch is never refused forever', () => {
    installErrorLogger({ send: fakeSend().send });
    const entry = errorLogger.error('m'.repeat(5000), {
      stackTrace: 's'.repeat(20_000),
      metadata: { blob: 'b'.repeat(10_000) },
    });
    expect(entry.message).toHaveLength(2000);
    expect(entry.stackTrace).toHaveLength(16_000);
    expect(entry.metadata).toEqual({ dropped: 'metadata too large or not JSON' });
  });

  test(`the queue keeps the newest ${ERROR_QUEUE_MAX} entries when it cannot send for a long time`, () => {
    installErrorLogger({ send: fakeSend().send });
    goOffline();
    logMany(ERROR_QUEUE_MAX + 20);
    const pending = errorLogger.pending();
    expect(pending).toHaveLength(ERROR_QUEUE_MAX);
    expect(pending.at(-1)!.message).toBe(`problem ${ERROR_QUEUE_MAX + 20}`);
  });
});

describe('batch sending', () => {
  test('nothing is sent below 10 entries; the 10th sends all of them in one POST /api/errors/client', async () => {
    const net = fakeSend();
    installErrorLogger({ send: net.send });
    logMany(ERROR_BATCH_THRESHOLD - 1);
    await vi.advanceTimersByTimeAsync(0);
    expect(net.calls).toHaveLength(0);

    logMany(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(net.calls).toHaveLength(1);
    expect(net.calls[0]!.url).toBe('/api/errors/client');
    expect(net.batches()[0]!.map((e) => e.message)).toEqual([
      ...Array.from({ length: 9 }, (_, i) => `problem ${i + 1}`),
      'problem 1',
    ]);
    expect(errorLogger.pending()).toEqual([]);
  });

  test('10 entries while offline are not sent', async () => {
    const net = fakeSend();
    installErrorLogger({ send: net.send });
    goOffline();
    logMany(15);
    await vi.advanceTimersByTimeAsync(0);
    expect(net.calls).toHaveLength(0);
  });

  test('every 60000 ms while online the queue is sent, however short', async () => {
    const net = fakeSend();
    installErrorLogger({ send: net.send });
    logMany(2);
    await vi.advanceTimersByTimeAsync(ERROR_FLUSH_INTERVAL_MS - 1);
    expect(net.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(net.batches()).toHaveLength(1);
    expect(net.batches()[0]).toHaveLength(2);

    // An empty queue sends nothing on the next tick.
    await vi.advanceTimersByTimeAsync(ERROR_FLUSH_INTERVAL_MS);
    expect(net.calls).toHaveLength(1);
  });

  test('the 60 s timer does not send while offline', async () => {
    const net = fakeSend();
    installErrorLogger({ send: net.send });
    goOffline();
    logMany(3);
    await vi.advanceTimersByTimeAsync(ERROR_FLUSH_INTERVAL_MS * 3);
    expect(net.calls).toHaveLength(0);
  });

  test('coming back online sends the queue at once', async () => {
    const net = fakeSend();
    installErrorLogger({ send: net.send });
    goOffline();
    logMany(3);
    goOnline();
    await vi.advanceTimersByTimeAsync(0);
    // The 3 entries plus the warning logged when the browser went offline.
    expect(net.batches()).toHaveLength(1);
    expect(net.batches()[0]!.map((e) => e.category)).toEqual(['OFFLINE', 'UI', 'UI', 'UI']);
  });

  test('only one send runs at a time; what arrives meanwhile waits for it', async () => {
    const first = deferred();
    const net = fakeSend((call) => (net.calls.indexOf(call) === 0 ? first.promise : Promise.resolve({})));
    installErrorLogger({ send: net.send });
    logMany(10);
    await vi.advanceTimersByTimeAsync(0);
    expect(net.calls).toHaveLength(1);

    logMany(10); // reaches the threshold again while the first send is running
    void errorLogger.flush();
    await vi.advanceTimersByTimeAsync(ERROR_FLUSH_INTERVAL_MS); // the timer fires during the send too
    expect(net.calls).toHaveLength(1);

    first.resolve({ success: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(net.calls).toHaveLength(2);
    expect(net.batches()[1]).toHaveLength(10);
    expect(errorLogger.pending()).toEqual([]);
  });

  test('a failed send puts its entries back in front of those logged meanwhile', async () => {
    const first = deferred();
    const net = fakeSend((call) => (net.calls.indexOf(call) === 0 ? first.promise : Promise.resolve({})));
    installErrorLogger({ send: net.send });
    logMany(10);
    await vi.advanceTimersByTimeAsync(0);
    errorLogger.error('logged during the send');

    first.reject(new Error('503: Service Unavailable'));
    await vi.advanceTimersByTimeAsync(0);
    const pending = errorLogger.pending().map((e) => e.message);
    expect(pending).toHaveLength(11);
    expect(pending[0]).toBe('problem 1');
    expect(pending.at(-1)).toBe('logged during the send');

    await errorLogger.flush();
    expect(net.batches()[1]!.map((e) => e.message)).toEqual(pending);
    expect(errorLogger.pending()).toEqual([]);
  });

  test('NETWORK entries are held while offline and sent once back online; others still go', async () => {
    const net = fakeSend();
    installErrorLogger({ send: net.send });
    goOffline();
    errorLogger.error('fetch failed', { category: 'NETWORK' });
    errorLogger.error('button broke', { category: 'UI' });

    await errorLogger.flush();
    expect(net.batches()).toHaveLength(1);
    expect(net.batches()[0]!.map((e) => e.category)).toEqual(['OFFLINE', 'UI']);
    expect(errorLogger.pending().map((e) => e.message)).toEqual(['fetch failed']);

    goOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(net.batches()).toHaveLength(2);
    expect(net.batches()[1]!.map((e) => e.message)).toEqual(['fetch failed']);
  });

  test('going offline logs a WARNING', () => {
    installErrorLogger({ send: fakeSend().send });
    goOffline();
    expect(errorLogger.pending()).toEqual([
      expect.objectContaining({ severity: 'WARNING', category: 'OFFLINE', message: 'Browser went offline' }),
    ]);
  });

  test('after uninstall the window events no longer reach the logger', async () => {
    const net = fakeSend();
    installErrorLogger({ send: net.send });
    errorLogger.uninstall();
    goOffline();
    goOnline();
    window.dispatchEvent(new ErrorEvent('error', { message: 'late' }));
    await vi.advanceTimersByTimeAsync(ERROR_FLUSH_INTERVAL_MS);
    expect(errorLogger.pending()).toEqual([]);
    expect(net.calls).toHaveLength(0);
  });
});

describe('global handlers', () => {
  test('an uncaught error is logged as CRITICAL with its stack and sent straight away', async () => {
    const net = fakeSend();
    installErrorLogger({ send: net.send });
    const error = new TypeError('x is undefined');
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'Uncaught TypeError: x is undefined',
        error,
        filename: 'app.js',
        lineno: 3,
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(net.batches()).toHaveLength(1);
    const [entry] = net.batches()[0]!;
    expect(entry).toMatchObject({ severity: 'CRITICAL', message: 'Uncaught TypeError: x is undefined' });
    expect(entry!.stackTrace).toContain('x is undefined');
    expect(entry!.metadata).toMatchObject({ kind: 'error', source: 'app.js', line: 3 });
  });

  test('an unhandled rejection is logged as ERROR and sent straight away', async () => {
    const net = fakeSend();
    installErrorLogger({ send: net.send });
    const event = Object.assign(new Event('unhandledrejection'), { reason: new Error('save failed') });
    window.dispatchEvent(event);
    await vi.advanceTimersByTimeAsync(0);
    expect(net.batches()).toHaveLength(1);
    expect(net.batches()[0]![0]).toMatchObject({ severity: 'ERROR', message: 'save failed' });
  });

  test('a rejection with a non-Error reason still gets a readable message', async () => {
    const net = fakeSend();
    installErrorLogger({ send: net.send });
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: { code: 42 } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(net.batches()[0]![0]!.message).toBe('{"code":42}');
  });
});

describe('logClientError', () => {
  test('sends one entry to POST /api/logs/client-error, outside the queue', async () => {
    const net = fakeSend();
    installErrorLogger({ send: net.send });
    await expect(logClientError({ message: 'Camera failed', category: 'CAPACITOR' })).resolves.toBe(true);
    expect(net.calls).toHaveLength(1);
    expect(net.calls[0]!.url).toBe(CLIENT_ERROR_URL);
    expect(net.calls[0]!.body).toMatchObject({
      message: 'Camera failed',
      category: 'CAPACITOR',
      severity: 'ERROR',
    });
    expect(errorLogger.pending()).toEqual([]);
  });

  test('gives up after 3000 ms and aborts the request', async () => {
    const net = fakeSend(() => new Promise(() => {}));
    installErrorLogger({ send: net.send });
    let settled: boolean | undefined;
    void logClientError({ message: 'slow server' }).then((ok) => {
      settled = ok;
    });
    await vi.advanceTimersByTimeAsync(CLIENT_ERROR_LOG_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    expect(net.calls[0]!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(false);
    expect(net.calls[0]!.signal!.aborted).toBe(true);
  });

  test('a refused entry resolves false instead of throwing', async () => {
    installErrorLogger({ send: fakeSend(() => Promise.reject(new Error('400: bad'))).send });
    await expect(logClientError({ message: 'x' })).resolves.toBe(false);
  });
});

describe('default transport', () => {
  beforeEach(() => clearCsrfToken());

  test('batches go through the API client: CSRF token, JSON body { errors }', async () => {
    const net = installFakeNetwork({
      ...csrfRoute,
      'POST /api/errors/client': (req) => ({
        body: { success: true, received: (req.body as { errors: unknown[] }).errors.length },
      }),
    });
    installErrorLogger();
    logMany(2);
    await errorLogger.flush();
    const post = net.requests.find((r) => r.url === '/api/errors/client')!;
    expect(post.method).toBe('POST');
    expect(post.headers['CSRF-Token']).toBe('token-1');
    expect((post.body as { errors: unknown[] }).errors).toHaveLength(2);
    expect(errorLogger.pending()).toEqual([]);
  });

  test('a server error keeps the batch for the next attempt', async () => {
    installFakeNetwork({
      ...csrfRoute,
      'POST /api/errors/client': () => ({ status: 503, body: { error: 'Down', code: 'UNAVAILABLE' } }),
    });
    installErrorLogger();
    logMany(2);
    await errorLogger.flush();
    expect(errorLogger.pending()).toHaveLength(2);
  });

  test('the single-entry call passes its abort signal to fetch', async () => {
    const net = installFakeNetwork({
      ...csrfRoute,
      'POST /api/logs/client-error': () => ({ body: { success: true } }),
    });
    installErrorLogger();
    await expect(logClientError({ message: 'one' })).resolves.toBe(true);
    const call = net.fetch.mock.calls.find(([url]) => url === '/api/logs/client-error')!;
    expect(call[1]?.signal).toBeInstanceOf(AbortSignal);
  });
});
