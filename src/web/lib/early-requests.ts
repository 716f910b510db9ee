/**
 * GET requests the warm-up script (app/warm-up.ts) starts before the app's own code has arrived,
 * so the sign-in status and the first screen's data travel alongside the scripts instead of after
 * them. The API client takes each answer once, the first time it asks for that URL, while it is
 * fresh; later reads go to the network as usual. Held on `window` so the warm-up chunk and the
 * main chunk share it without sharing a module.
 */
const EARLY_MAX_AGE_MS = 10_000;

type EarlyRequest = { at: number; response: Promise<Response> };

declare global {
  interface Window {
    __larderEarlyRequests?: Map<string, EarlyRequest>;
  }
}

export function requestEarly(url: string, now: number = Date.now()): void {
  const early = (window.__larderEarlyRequests ??= new Map());
  if (early.has(url)) return;
  const response = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  // Nobody may ever take it (the visitor leaves first): a failure then is nobody's error.
  response.catch(() => undefined);
  early.set(url, { at: now, response });
}

/** The early answer for `url`, once, or undefined (none asked for, already taken, or stale). */
export function takeEarlyResponse(url: string, now: number = Date.now()): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__larderEarlyRequests;
  const entry = early?.get(url);
  if (!early || !entry) return undefined;
  early.delete(url);
  return now - entry.at <= EARLY_MAX_AGE_MS ? entry.response : undefined;
}

/**
 * The JSON of an early answer for `url`, read from a copy so that the API client still takes the
 * answer itself; undefined when none was asked for or the answer is not a success. Call it before
 * the app's code can have taken the answer (from the warm-up script).
 */
export function readEarlyJson(url: string): Promise<unknown> {
  const entry = typeof window === 'undefined' ? undefined : window.__larderEarlyRequests?.get(url);
  if (!entry) return Promise.resolve(undefined);
  return entry.response
    .then((response) => (response.ok ? response.clone().json() : undefined))
    .catch(() => undefined);
}
