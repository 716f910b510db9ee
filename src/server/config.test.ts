import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'larder-config-'));

describe('configuration', () => {
  test('defaults need nothing set: port 3000, SQLite, ALTCHA, a generated session secret kept on disk', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      appUrl: 'http://localhost:3000',
      humanVerification: 'altcha',
      authRateLimitPerIp: 100,
      devLogin: false,
      openFoodFacts: true,
      openFoodFactsUrl: 'https://world.openfoodfacts.org',
      isProduction: false,
      apiDocs: true,
      allowedOrigins: ['http://localhost:3000'],
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8').trim()).toBe(config.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  test('Web Push keys are generated once into the data folder unless set, and push origins are checked', () => {
    const dir = dataDir();
    const { vapid } = loadConfig({ DATA_DIR: dir });
    // An uncompressed P-256 point (65 bytes) and a 32-byte private key, base64url.
    expect(Buffer.from(vapid.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(vapid.privateKey, 'base64url')).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: dir }).vapid).toEqual(vapid);
    expect(JSON.parse(readFileSync(path.join(dir, 'vapid.json'), 'utf8'))).toEqual(vapid);
    const given = loadConfig({ DATA_DIR: dataDir(), VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' });
    expect(given.vapid).toEqual({ publicKey: 'pub', privateKey: 'priv' });
    expect(
      loadConfig({ DATA_DIR: dir, PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:9/x' }).pushServiceOrigins,
    ).toEqual(['http://127.0.0.1:9']);
    expect(() => loadConfig({ DATA_DIR: dir, PUSH_SERVICE_ORIGINS: 'not a url' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, PUSH_SERVICE_CA_FILE: path.join(dir, 'missing.pem') })).toThrow(
      /PUSH_SERVICE_CA_FILE/,
    );
  });

  test('an unknown value stops start-up naming the variable and the allowed values', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), HUMAN_VERIFICATION: 'maybe' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), HUMAN_VERIFICATION: 'maybe' })).toThrow(
      'HUMAN_VERIFICATION="maybe" is not allowed; use one of: altcha, turnstile, off',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), LOG_LEVEL: 'loud' })).toThrow(
      /LOG_LEVEL="loud" is not allowed/,
    );
  });

  test('malformed numbers and URLs name their variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT="eighty"/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL="mysql:\/\/x"/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });

  test('Open Food Facts can be turned off or pointed elsewhere; its URL must be http(s)', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      OPENFOODFACTS: 'off',
      OPENFOODFACTS_URL: 'http://127.0.0.1:8123/',
    });
    expect(config).toMatchObject({ openFoodFacts: false, openFoodFactsUrl: 'http://127.0.0.1:8123' });
    expect(() => loadConfig({ DATA_DIR: dataDir(), OPENFOODFACTS_URL: 'ftp://example.com' })).toThrow(
      /OPENFOODFACTS_URL="ftp:\/\/example.com"/,
    );
  });

  test('DEV_LOGIN is refused in production, and Turnstile needs both keys', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', DEV_LOGIN: 'on' })).toThrow(
      /DEV_LOGIN/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), HUMAN_VERIFICATION: 'turnstile' })).toThrow(
      /TURNSTILE_SITE_KEY/,
    );
  });

  test('social sign-in is enabled per provider by its id and secret; admins by email, case-insensitive', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      OAUTH_GITHUB_CLIENT_ID: 'id',
      OAUTH_GITHUB_CLIENT_SECRET: 'secret',
      OAUTH_GOOGLE_CLIENT_ID: 'only-an-id',
      ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ',
    });
    expect(Object.keys(config.oauth)).toEqual(['github']);
    expect(config.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
  });

  test('API docs can be switched off; extra origins must be origins', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir, API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(
      loadConfig({
        DATA_DIR: dir,
        APP_URL: 'https://larder.example/app/',
        ALLOWED_ORIGINS: 'capacitor://localhost, https://localhost/',
      }).allowedOrigins,
    ).toEqual(['https://larder.example', 'capacitor://localhost', 'https://localhost']);
    expect(() => loadConfig({ DATA_DIR: dir, ALLOWED_ORIGINS: 'localhost' })).toThrow(/ALLOWED_ORIGINS/);
  });

  test('PostgreSQL is chosen by DATABASE_URL and APP_URL loses a trailing slash', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u@db:5432/larder',
      APP_URL: 'https://larder.example.com/',
    });
    expect(config.databaseUrl).toBe('postgres://u@db:5432/larder');
    expect(config.appUrl).toBe('https://larder.example.com');
  });

  test('the Chef’s language model is off without CHEF_LLM_URL; its budget and time-out have defaults', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).chefLlm).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir(), CHEF_LLM_URL: 'https://api.openai.com/v1' }).chefLlm).toEqual({
      url: 'https://api.openai.com/v1',
      apiKey: undefined,
      model: undefined,
      dailyBudget: 200,
      timeoutMs: 20_000,
    });
    const set = loadConfig({
      DATA_DIR: dataDir(),
      CHEF_LLM_URL: 'http://127.0.0.1:11434/v1',
      CHEF_LLM_API_KEY: 'sk-local',
      CHEF_LLM_MODEL: 'llama3.1',
      CHEF_LLM_DAILY_BUDGET: '50',
      CHEF_LLM_TIMEOUT_MS: '30000',
    });
    expect(set.chefLlm).toEqual({
      url: 'http://127.0.0.1:11434/v1',
      apiKey: 'sk-local',
      model: 'llama3.1',
      dailyBudget: 50,
      timeoutMs: 30_000,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), CHEF_LLM_DAILY_BUDGET: 'lots' })).toThrow(
      /CHEF_LLM_DAILY_BUDGET="lots"/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), CHEF_LLM_TIMEOUT_MS: '0' })).toThrow(
      /CHEF_LLM_TIMEOUT_MS="0"/,
    );
  });
});
