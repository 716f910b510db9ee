import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Cloudflare's Turnstile siteverify endpoint, answering as the documented
 * API does: HTTP 200 with `{ success, error-codes, challenge_ts, hostname, action, cdata }`; a
 * token is valid for 300 s and only once; form-encoded or JSON bodies.
 */
export type FakeTurnstile = {
  /** The siteverify URL to put in config.turnstileVerifyUrl. */
  url: string;
  /** A token as the widget would hand to the browser after a solved challenge. */
  issue(options?: { action?: string; hostname?: string }): string;
  /** Every verification request received, as form fields. */
  requests: Array<Record<string, string>>;
  /** 'down' answers HTTP 500, 'garbage' answers 200 with a body that is not JSON. */
  behaviour: 'normal' | 'down' | 'garbage';
  close(): Promise<void>;
};

const TOKEN_LIFETIME_MS = 300_000;

async function readBody(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    try {
      return JSON.parse(raw) as Record<string, string>;
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

export async function startFakeTurnstile(secret: string): Promise<FakeTurnstile> {
  const issued = new Map<string, { action: string; hostname: string; at: number; spent: boolean }>();
  const fake: FakeTurnstile = {
    url: '',
    requests: [],
    behaviour: 'normal',
    issue(options = {}) {
      const token = `0.${randomBytes(96).toString('base64url')}`;
      issued.set(token, {
        action: options.action ?? 'register',
        hostname: options.hostname ?? 'localhost',
        at: Date.now(),
        spent: false,
      });
      return token;
    },
    close: async () => {},
  };

  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || !req.url?.startsWith('/turnstile/v0/siteverify')) {
        res.writeHead(405).end();
        return;
      }
      const body = await readBody(req);
      fake.requests.push(body);
      if (fake.behaviour === 'down') {
        res.writeHead(500, { 'content-type': 'text/plain' }).end('internal error');
        return;
      }
      if (fake.behaviour === 'garbage') {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
        return;
      }
      const fail = (code: string) =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ success: false, 'error-codes': [code], messages: [] }));
      if (!body.secret) return fail('missing-input-secret');
      if (body.secret !== secret) return fail('invalid-input-secret');
      if (!body.response) return fail('missing-input-response');
      const entry = issued.get(body.response);
      if (!entry) return fail('invalid-input-response');
      if (entry.spent || Date.now() - entry.at > TOKEN_LIFETIME_MS) return fail('timeout-or-duplicate');
      entry.spent = true;
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          success: true,
          challenge_ts: new Date(entry.at).toISOString(),
          hostname: entry.hostname,
          'error-codes': [],
          action: entry.action,
          cdata: '',
          metadata: { interactive: false },
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}/turnstile/v0/siteverify`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
