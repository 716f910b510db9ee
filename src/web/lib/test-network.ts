import { vi } from 'vitest';

/**
 * A fake of the network edge for web tests: a router of method + path to a handler, installed as
 * global fetch. It records every request so tests can assert what the browser sent.
 */
export type FakeRequest = { method: string; url: string; headers: Record<string, string>; body: unknown };
/** A ReadableStream body is answered as it is, for a test that writes a stream bit by bit. */
export type FakeResponse = { status?: number; body?: unknown; statusText?: string };
export type Handler = (req: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export function installFakeNetwork(routes: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const fetchFake = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    let body: unknown = init.body;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const req = { method, url, headers, body };
    requests.push(req);
    const path = url.split('?')[0]!;
    const handler = routes[`${method} ${path}`] ?? routes[`${method} ${url}`];
    const result = handler
      ? await handler(req)
      : { status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } };
    const status = result.status ?? 200;
    if (result.body instanceof ReadableStream) {
      return new Response(result.body as ReadableStream<Uint8Array>, {
        status,
        statusText: result.statusText ?? '',
      });
    }
    const text =
      result.body === undefined
        ? ''
        : typeof result.body === 'string'
          ? result.body
          : JSON.stringify(result.body);
    return new Response(status === 204 ? null : text, { status, statusText: result.statusText ?? '' });
  });
  vi.stubGlobal('fetch', fetchFake);
  return { requests, fetch: fetchFake };
}

export const csrfRoute: Record<string, Handler> = {
  'GET /api/csrf-token': () => ({ body: { csrfToken: 'token-1' } }),
};
