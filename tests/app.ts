import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig, type Config } from '../src/server/config';
import type { DB, Dialect } from '../src/server/db/database';
import type { Mailer } from '../src/server/platform/mail';
import { TMP_DIR, createTestDatabase } from './db';

export type TestApp = {
  app: FastifyInstance;
  db: DB;
  dialect: Dialect;
  config: Config;
  /** A browser-like client with its own cookie jar and CSRF token. */
  client(): TestClient;
  close(): Promise<void>;
};

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: TMP_DIR,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    HUMAN_VERIFICATION: 'off',
    OPENFOODFACTS: 'off',
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:3000',
    // Tests run the scheduled jobs themselves, when they mean to.
    SCHEDULER: 'off',
    ...env,
  });
}

/** buildApp() on a fresh database of its own; call close() in afterAll. */
export async function createTestApp(
  options: { env?: Record<string, string>; mailer?: Mailer; config?: Config } = {},
): Promise<TestApp> {
  const handle = await createTestDatabase();
  const config = options.config ?? testConfig(options.env);
  const app = await buildApp({
    config,
    db: handle.db,
    dialect: handle.dialect,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    logger: false,
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    dialect: handle.dialect,
    config,
    client: () => new TestClient(app),
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Keeps cookies between requests and sends the CSRF-Token header on mutations, as the web client does. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  private csrf: string | null = null;
  headers: Record<string, string> = {};

  constructor(private readonly app: FastifyInstance) {}

  async csrfToken(): Promise<string> {
    if (this.csrf) return this.csrf;
    const res = await this.request('GET', '/api/csrf-token');
    this.csrf = (res.json() as { csrfToken: string }).csrfToken;
    return this.csrf;
  }

  /** Sends exactly what it is given: no CSRF header unless `withCsrf`. */
  async request(
    method: Method,
    url: string,
    options: { body?: unknown; headers?: Record<string, string>; withCsrf?: boolean; rawBody?: string } = {},
  ): Promise<LightMyRequestResponse> {
    const csrf = options.withCsrf ? await this.csrfToken() : null;
    const headers: Record<string, string> = { ...this.headers, ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (csrf) headers['csrf-token'] = csrf;
    const inject: InjectOptions = { method, url, headers };
    if (options.rawBody !== undefined) inject.payload = options.rawBody;
    else if (options.body !== undefined) inject.payload = options.body as InjectOptions['payload'];
    const res = await this.app.inject(inject);
    for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, { headers });
  }
  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, { body, headers, withCsrf: true });
  }
  put(url: string, body?: unknown) {
    return this.request('PUT', url, { body, withCsrf: true });
  }
  patch(url: string, body?: unknown) {
    return this.request('PATCH', url, { body, withCsrf: true });
  }
  delete(url: string, body?: unknown) {
    return this.request('DELETE', url, { body, withCsrf: true });
  }
}
