import { isApiError, type ApiError } from '@shared/error-codes';
import { takeEarlyResponse } from './early-requests';
import { clearCsrfToken, getCsrfToken } from './csrf';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Spec §8: a non-OK response raises '{status}: {response body or status text}'. */
export class ApiRequestError extends Error {
  readonly status: number;
  /** The server's `{ error, code, details }` when the body was one. */
  readonly apiError: ApiError | null;
  constructor(status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.apiError = parseApiError(bodyText);
  }
  /** The server's human text, for toasts ('Login failed' + this). */
  get serverMessage(): string | null {
    return this.apiError?.error ?? null;
  }
}

function parseApiError(bodyText: string): ApiError | null {
  try {
    const body: unknown = JSON.parse(bodyText);
    return isApiError(body) ? body : null;
  } catch {
    return null;
  }
}

export type RequestOptions = {
  /** Spec §7: an optional mode returns null on a 401 instead of failing. */
  on401?: 'throw' | 'returnNull';
  signal?: AbortSignal;
};

export type ResponseOptions = {
  signal?: AbortSignal;
  /** The Accept header; JSON unless a caller reads another format (the Chef's NDJSON stream). */
  accept?: string;
};

const MUTATING = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one way a request leaves the browser: credentials always, a CSRF-Token header on every
 * mutation, a JSON body. Resolves to the OK response unread, for callers that read its body
 * themselves (a stream); a non-OK one raises ApiRequestError. No timeout (spec §7).
 */
export async function apiResponse(
  method: HttpMethod,
  url: string,
  data?: unknown,
  options: ResponseOptions & Pick<RequestOptions, 'on401'> = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  if (MUTATING.has(method)) headers['CSRF-Token'] = await getCsrfToken();
  const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
  if (data !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const early = method === 'GET' && data === undefined ? takeEarlyResponse(url) : undefined;
  const res = await (early ??
    fetch(url, {
      method,
      credentials: 'include',
      headers,
      body: data === undefined ? undefined : isForm ? (data as FormData) : JSON.stringify(data),
      signal: options.signal,
    }));
  if (res.status === 401 && options.on401 === 'returnNull') return res;
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    const error = new ApiRequestError(res.status, text, res.statusText);
    if (error.apiError?.code === 'CSRF_INVALID') clearCsrfToken();
    throw error;
  }
  return res;
}

/** The one HTTP client for JSON (apiResponse), with the parsed JSON back. */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  data?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const res = await apiResponse(method, url, data, options);
  if (res.status === 401 && options.on401 === 'returnNull') return null as T;
  if (res.status === 204) return null as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}
