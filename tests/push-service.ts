import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A push service on https://127.0.0.1 that does what a browser's does, for tests and benchmarks: it
 * hands out subscriptions (the browser's side of the keys is made here, as a browser makes it),
 * checks every push as a real service would (the VAPID JWT's ES256 signature against the key
 * it names, its audience and expiry: RFC 8292) and decrypts the payload as the browser would
 * (aes128gcm with the subscription's keys: RFC 8188 and RFC 8291). A push that fails a check is
 * refused (401/403/400) and recorded as refused. A subscription can be made "gone" (410).
 */

export type FakeSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

export type Delivery = {
  endpoint: string;
  receivedAt: number;
  ttl: number;
  urgency: string | null;
  /** The VAPID claims (aud, exp, sub) and the key that signed them. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
  payload: string;
};

type Browser = { ecdh: ReturnType<typeof createECDH>; auth: Buffer; gone: boolean };

const b64 = (buffer: Buffer) => buffer.toString('base64url');

function hmac(key: Buffer, data: Buffer): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** RFC 8291 §3.4 and RFC 8188 §2: the payload as the browser reads it. */
export function decryptAes128gcm(
  body: Buffer,
  browser: { ecdh: ReturnType<typeof createECDH>; auth: Buffer },
) {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (salt.length !== 16 || idLength !== 65 || recordSize < 18) throw new Error('bad aes128gcm header');
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const shared = browser.ecdh.computeSecret(senderKey);
  const browserKey = browser.ecdh.getPublicKey();
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserKey, senderKey]);
  const ikm = hmac(hmac(browser.auth, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT signed with ES256 by that key. */
export function verifyVapid(authorization: string | undefined, audience: string, now = Date.now()) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error('no vapid authorization');
  const [, token = '', publicKey = ''] = match;
  const [head = '', claims = '', signature = ''] = token.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33)) },
    format: 'jwk',
  });
  const jose = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (jose.alg !== 'ES256') throw new Error('not ES256');
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('bad signature');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (body.aud !== audience) throw new Error(`audience ${body.aud} is not ${audience}`);
  const seconds = now / 1000;
  if (!(body.exp > seconds && body.exp <= seconds + 24 * 60 * 60)) throw new Error('exp out of range');
  if (!/^(mailto:|https:)/.test(body.sub)) throw new Error('sub is not mailto: or https:');
  return { ...body, publicKey };
}

export type PushServiceFake = {
  origin: string;
  /** The PEM file of its self-signed certificate, for PUSH_SERVICE_CA_FILE. */
  caFile: string;
  /** A new browser subscription at this service. */
  subscribe(): FakeSubscription;
  /** The push service forgets it: pushes to it answer 410. */
  expire(endpoint: string): void;
  deliveries: Delivery[];
  refused: Array<{ endpoint: string; status: number; reason: string }>;
  /** Resolves with the next delivery to `endpoint` (or rejects after `timeoutMs`). */
  next(endpoint: string, timeoutMs?: number): Promise<Delivery>;
  close(): Promise<void>;
};

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** A self-signed certificate for 127.0.0.1, made with openssl for this run only. */
function selfSignedCertificate(): { key: string; cert: string; certFile: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'larder-push-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}

export async function startPushService(): Promise<PushServiceFake> {
  const tls = selfSignedCertificate();
  const browsers = new Map<string, Browser>();
  const deliveries: Delivery[] = [];
  const refused: PushServiceFake['refused'] = [];
  const waiting: Array<{ endpoint: string; resolve: (d: Delivery) => void }> = [];
  let origin = '';

  const server: Server = createServer({ key: tls.key, cert: tls.cert }, (request, response) => {
    void (async () => {
      const body = await readBody(request);
      const endpoint = `${origin}${request.url ?? ''}`;
      const refuse = (status: number, reason: string) => {
        refused.push({ endpoint, status, reason });
        response.writeHead(status).end(reason);
      };
      const browser = browsers.get(endpoint);
      if (request.method !== 'POST' || !browser) return refuse(404, 'no such subscription');
      if (browser.gone) return refuse(410, 'gone');
      let vapid: Delivery['vapid'];
      try {
        vapid = verifyVapid(request.headers.authorization, origin);
      } catch (err) {
        return refuse(401, (err as Error).message);
      }
      if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'not aes128gcm');
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return refuse(400, 'no TTL');
      let payload: string;
      try {
        payload = decryptAes128gcm(body, browser);
      } catch (err) {
        return refuse(400, `cannot decrypt: ${(err as Error).message}`);
      }
      const delivery: Delivery = {
        endpoint,
        receivedAt: Date.now(),
        ttl,
        urgency: (request.headers.urgency as string | undefined) ?? null,
        vapid,
        payload,
      };
      deliveries.push(delivery);
      for (const waiter of waiting.filter((w) => w.endpoint === endpoint)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(delivery);
      }
      response.writeHead(201, { location: `${endpoint}/messages/${deliveries.length}` }).end();
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    caFile: tls.certFile,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${b64(randomBytes(12))}`;
      browsers.set(endpoint, { ecdh, auth, gone: false });
      return { endpoint, keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) } };
    },
    expire(endpoint) {
      const browser = browsers.get(endpoint);
      if (browser) browser.gone = true;
    },
    deliveries,
    refused,
    next(endpoint, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no push to ${endpoint} in ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiting.push({
          endpoint,
          resolve: (delivery) => {
            clearTimeout(timer);
            resolve(delivery);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
