import { lookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { RecipeImportError } from './import-messages';

/**
 * Fetching a page or a picture a user pointed at, without letting that user reach what only the
 * server can reach (SSRF): the router's admin page, the cloud's metadata address, a database on
 * the private network. Every host is resolved once, every address it has is checked, and the
 * connection goes to the checked address (a second lookup could answer differently: DNS
 * rebinding). Redirects are followed by hand and each new address is checked the same way.
 * Nothing is sent that the user did not give (no cookies, no credentials), and reading stops at a
 * size and a time limit.
 */

/** Says who is asking, in words a site's operator can read in a log. */
export const SAFE_FETCH_USER_AGENT = 'Mozilla/5.0 (compatible; Larder recipe import)';
export const SAFE_FETCH_DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const SAFE_FETCH_DEFAULT_TIMEOUT_MS = 10_000;
export const SAFE_FETCH_DEFAULT_MAX_REDIRECTS = 5;

export type SafeFetchOptions = {
  /** Self-hosters may import from their own network (a Mealie on the LAN); off for public servers. */
  allowPrivateNetworks: boolean;
  /** Bytes of (decoded) body read at most; the answer is refused beyond it. */
  maxBytes?: number;
  /** Time for the whole fetch: lookups, redirects, headers and body. */
  timeoutMs?: number;
  maxRedirects?: number;
  /**
   * The Accept header. Unless it allows everything, the answer's content type must match one of
   * its types ("text/html", "image/*"), else the fetch is refused before the body is read.
   */
  accept?: string;
};

export type SafeFetchResult = { finalUrl: string; contentType: string; body: Buffer };

export type ResolvedAddress = { address: string; family: 4 | 6 };

/**
 * How the fetcher reaches the network: the name lookup and the rule for addresses. Production
 * uses the system's; tests give a name that resolves to a local server and treat one loopback
 * address as public, to show that a redirect from it to a private address is refused.
 */
export type NetworkAccess = {
  lookupHost(hostname: string): Promise<ResolvedAddress[]>;
  isBlockedAddress(address: string): boolean;
};

// ---------------------------------------------------------------------------------------------
// Addresses

/**
 * Ranges that are not the public internet (IANA special-purpose registries): this host, private
 * networks, carrier-grade NAT, link-local (the cloud metadata service at 169.254.169.254),
 * documentation and benchmark ranges, multicast, reserved and broadcast.
 */
const BLOCKED_IPV4: Array<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/**
 * The same for IPv6: unspecified, loopback, IPv4-compatible, discard, IETF protocol assignments
 * (Teredo among them), documentation, unique local (fc00::/7), link-local (fe80::/10), the old
 * site-local, multicast and the local-use NAT64 prefix. IPv4-mapped (::ffff:0:0/96), NAT64
 * (64:ff9b::/96) and 6to4 (2002::/16) addresses are judged by the IPv4 address they carry.
 */
const BLOCKED_IPV6: Array<[string, number]> = [
  ['::', 128],
  ['::1', 128],
  ['::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

const BLOCK_LIST = new net.BlockList();
for (const [network, prefix] of BLOCKED_IPV4) BLOCK_LIST.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of BLOCKED_IPV6) BLOCK_LIST.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (zone dropped), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const plain = address.replace(/%.*$/, '');
  if (!net.isIPv6(plain)) return null;
  let text = plain;
  // A trailing dotted IPv4 ("::ffff:127.0.0.1") becomes two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const front = parse(head);
  const back = parse(tail);
  const groups =
    tail === undefined ? front : [...front, ...new Array(8 - front.length - back.length).fill(0), ...back];
  return groups.length === 8 ? groups : null;
}

function ipv4FromGroups(high: number, low: number): string {
  return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
}

/** The IPv4 address an IPv6 address stands for (mapped, NAT64, 6to4), or null. */
function embeddedIpv4(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff)
    return ipv4FromGroups(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return ipv4FromGroups(g6, g7);
  if (g0 === 0x2002) return ipv4FromGroups(g1, g2);
  return null;
}

/**
 * True when an address is not on the public internet, or is not an address at all: loopback,
 * private, link-local, unspecified, multicast, broadcast, CGNAT, reserved, and IPv6 forms of them.
 */
export function isBlockedAddress(address: string): boolean {
  if (net.isIPv4(address)) return BLOCK_LIST.check(address, 'ipv4');
  const groups = ipv6Groups(address);
  if (!groups) return true;
  const ipv4 = embeddedIpv4(groups);
  if (ipv4 !== null) return BLOCK_LIST.check(ipv4, 'ipv4');
  return BLOCK_LIST.check(address.replace(/%.*$/, ''), 'ipv6');
}

async function lookupSystem(hostname: string): Promise<ResolvedAddress[]> {
  const found = await lookup(hostname, { all: true, verbatim: true });
  return found.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));
}

export const SYSTEM_NETWORK: NetworkAccess = { lookupHost: lookupSystem, isBlockedAddress };

// ---------------------------------------------------------------------------------------------
// Fetching

/** A URL the fetcher may request: http(s), a host, no user name or password. */
function parseTarget(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    throw new RecipeImportError('invalidUrl');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new RecipeImportError('invalidUrl');
  if (url.username !== '' || url.password !== '' || url.hostname === '')
    throw new RecipeImportError('invalidUrl');
  url.hash = '';
  return url;
}

/** The URL's host without the brackets of an IPv6 literal. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/** Every address of the host, checked; the connection will go to these and no others. */
async function resolveTarget(
  network: NetworkAccess,
  url: URL,
  allowPrivate: boolean,
): Promise<ResolvedAddress[]> {
  const host = hostOf(url);
  const family = net.isIP(host);
  let addresses: ResolvedAddress[];
  if (family !== 0) {
    addresses = [{ address: host, family: family === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await network.lookupHost(host);
    } catch (error) {
      throw new RecipeImportError('unreachable', {}, { cause: error });
    }
    if (addresses.length === 0) throw new RecipeImportError('unreachable');
  }
  if (!allowPrivate && addresses.some((entry) => network.isBlockedAddress(entry.address))) {
    throw new RecipeImportError('blockedAddress');
  }
  return addresses;
}

/** A lookup that answers with the addresses already checked, so the socket cannot go elsewhere. */
function pinnedLookup(addresses: ResolvedAddress[]) {
  return (
    _hostname: string,
    options: LookupOptions,
    callback: (
      error: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void,
  ) => {
    if (options.all)
      callback(
        null,
        addresses.map((entry) => ({ address: entry.address, family: entry.family })),
      );
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
}

function requestOnce(
  url: URL,
  addresses: ResolvedAddress[],
  accept: string,
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        protocol: url.protocol,
        hostname: hostOf(url),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: {
          'User-Agent': SAFE_FETCH_USER_AGENT,
          Accept: accept,
          'Accept-Encoding': 'gzip, deflate, br',
        },
        // A connection of its own: no socket, session or cookie is shared with anything else.
        agent: false,
        lookup: pinnedLookup(addresses),
        signal,
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** The media ranges of an Accept header ("text/html", "image/*"), or null when it takes anything. */
function acceptedTypes(accept: string): string[] | null {
  const ranges = accept
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase())
    .filter(Boolean);
  return ranges.length === 0 || ranges.includes('*/*') ? null : ranges;
}

function matchesAccept(contentType: string, ranges: string[]): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return ranges.some((range) =>
    range.endsWith('/*') ? type.startsWith(range.slice(0, -1)) : type === range,
  );
}

/** The body, decoded (gzip, deflate, br), counted as it arrives and abandoned past the limit. */
async function readBody(response: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const encoding = String(response.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  let decoder: zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null = null;
  if (encoding === 'gzip' || encoding === 'x-gzip') decoder = zlib.createGunzip();
  else if (encoding === 'deflate') decoder = zlib.createInflate();
  else if (encoding === 'br') decoder = zlib.createBrotliDecompress();
  else if (encoding !== 'identity' && encoding !== '') throw new RecipeImportError('unreachable');
  let stream: Readable = response;
  if (decoder) {
    const target = decoder;
    response.on('error', (error) => target.destroy(error));
    response.pipe(target);
    stream = target;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size > maxBytes) throw new RecipeImportError('tooLarge', { maxBytes });
      chunks.push(buffer);
    }
  } finally {
    // Stop the download: a body past the limit is not read to its end.
    if (!response.complete) response.destroy();
    if (stream !== response) stream.destroy();
  }
  return Buffer.concat(chunks);
}

/** Any failure as a RecipeImportError: an abort is the time limit; socket, DNS, TLS and protocol errors are "unreachable". */
function asImportError(error: unknown, timedOut: boolean): RecipeImportError {
  if (error instanceof RecipeImportError) return error;
  return new RecipeImportError(timedOut ? 'timeout' : 'unreachable', {}, { cause: error });
}

/**
 * Fetches with a given network access (the lookup and the address rule). Production code calls
 * safeFetch; this is exported for the tests, which need a name that resolves to a local server.
 */
export async function fetchWithNetwork(
  network: NetworkAccess,
  rawUrl: string,
  options: SafeFetchOptions,
): Promise<SafeFetchResult> {
  const maxBytes = options.maxBytes ?? SAFE_FETCH_DEFAULT_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_DEFAULT_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULT_MAX_REDIRECTS;
  const accept = options.accept ?? '*/*';
  const ranges = acceptedTypes(accept);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const expired = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(new RecipeImportError('timeout')));
  });
  // The race keeps an unanswered lookup from outliving the time limit; its rejection is handled.
  expired.catch(() => undefined);

  try {
    let url = parseTarget(rawUrl);
    for (let redirects = 0; ; redirects++) {
      const addresses = await Promise.race([
        resolveTarget(network, url, options.allowPrivateNetworks),
        expired,
      ]);
      const response = await Promise.race([requestOnce(url, addresses, accept, controller.signal), expired]);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(status) && location) {
        response.destroy();
        if (redirects >= maxRedirects) throw new RecipeImportError('tooManyRedirects');
        url = parseTarget(location, url);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw new RecipeImportError('httpStatus', { status });
      }
      const contentType = String(response.headers['content-type'] ?? '').trim();
      if (ranges && contentType !== '' && !matchesAccept(contentType, ranges)) {
        response.destroy();
        const wantsImage = ranges.every((range) => range.startsWith('image/'));
        throw new RecipeImportError(wantsImage ? 'notImage' : 'notHtml', { contentType });
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        response.destroy();
        throw new RecipeImportError('tooLarge', { maxBytes });
      }
      const body = await Promise.race([readBody(response, maxBytes), expired]);
      return { finalUrl: url.href, contentType, body };
    }
  } catch (error) {
    throw asImportError(error, timedOut);
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/**
 * GETs a URL a user gave, SSRF-safe (see above). Throws RecipeImportError: invalidUrl,
 * blockedAddress, tooManyRedirects, httpStatus, notHtml / notImage (when `accept` names types the
 * answer is not), tooLarge, timeout, unreachable.
 */
export function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  return fetchWithNetwork(SYSTEM_NETWORK, url, options);
}

// ---------------------------------------------------------------------------------------------
// Text of a fetched page

/**
 * The text of a fetched page in its own character set: the Content-Type's charset, else a byte
 * order mark, else the page's <meta charset> (or http-equiv), else UTF-8. Pages in Windows-1252 or
 * Shift_JIS would otherwise come out with broken accents or unreadable.
 */
export function decodeText(body: Buffer, contentType: string): string {
  const fromHeader = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1];
  let label = fromHeader ?? null;
  if (!label) {
    if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) label = 'utf-8';
    else if (body[0] === 0xff && body[1] === 0xfe) label = 'utf-16le';
    else if (body[0] === 0xfe && body[1] === 0xff) label = 'utf-16be';
  }
  if (!label) {
    const head = body.subarray(0, 4096).toString('latin1');
    label =
      /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1] ??
      /<\?xml[^>]+encoding\s*=\s*["']([\w.:-]+)/i.exec(head)?.[1] ??
      null;
  }
  try {
    return new TextDecoder(label ?? 'utf-8').decode(body);
  } catch {
    // An unknown label: UTF-8 is what nearly every page is.
    return new TextDecoder('utf-8').decode(body);
  }
}
