import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import { RecipeImportError } from './import-messages';
import {
  SYSTEM_NETWORK,
  decodeText,
  fetchWithNetwork,
  isBlockedAddress,
  safeFetch,
  type NetworkAccess,
} from './safe-fetch';

/** Real HTTP servers on loopback addresses; each records what it was asked. */
type TestServer = {
  host: string;
  port: number;
  origin: string;
  requests: http.IncomingMessage[];
  close(): Promise<void>;
};

const servers: TestServer[] = [];

async function startServer(
  handler: (request: http.IncomingMessage, response: http.ServerResponse) => void,
  host = '127.0.0.1',
  port = 0,
): Promise<TestServer> {
  const requests: http.IncomingMessage[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  const started: TestServer = {
    host,
    port: address.port,
    origin: `http://${host}:${address.port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  servers.push(started);
  return started;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function importErrorOf(promise: Promise<unknown>): Promise<RecipeImportError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RecipeImportError);
  return error as RecipeImportError;
}

const PUBLIC_HOST = '127.0.0.2';
const PUBLIC_NAME = 'recipes.example';

/**
 * The network as the tests see it: "recipes.example" resolves to 127.0.0.2, and that one loopback
 * address counts as public; everything else goes through the real lookup and the real rule.
 */
function testNetwork(lookups: string[] = []): NetworkAccess {
  return {
    lookupHost: async (hostname) => {
      lookups.push(hostname);
      if (hostname === PUBLIC_NAME) return [{ address: PUBLIC_HOST, family: 4 }];
      return SYSTEM_NETWORK.lookupHost(hostname);
    },
    isBlockedAddress: (address) => address !== PUBLIC_HOST && isBlockedAddress(address),
  };
}

const page =
  (body: string, type = 'text/html; charset=utf-8') =>
  (_: http.IncomingMessage, response: http.ServerResponse) => {
    response.writeHead(200, { 'Content-Type': type });
    response.end(body);
  };

describe('addresses that are refused', () => {
  test('loopback, private, link-local, CGNAT, multicast and their IPv6 forms are blocked; public ones are not', () => {
    const blocked = [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.251',
      '255.255.255.255',
      '198.18.0.1',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::a00:1',
      '2002:c0a8:101::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      'ff02::1',
      '2001:db8::1',
      'not an address',
    ];
    for (const address of blocked) expect(isBlockedAddress(address), address).toBe(true);
    const allowed = [
      '93.184.216.34',
      '8.8.8.8',
      '172.32.0.1',
      '100.128.0.1',
      '2606:4700::6810:84e5',
      '::ffff:8.8.8.8',
    ];
    for (const address of allowed) expect(isBlockedAddress(address), address).toBe(false);
  });

  test('a server on loopback is not fetched, however its address is written', async () => {
    const server = await startServer(page('<h1>secret</h1>'));
    const urls = [
      `http://127.0.0.1:${server.port}/`,
      `http://[::1]:${server.port}/`,
      `http://[::ffff:127.0.0.1]:${server.port}/`,
      `http://2130706433:${server.port}/`,
      `http://0x7f.1:${server.port}/`,
      `http://0.0.0.0:${server.port}/`,
    ];
    for (const url of urls) {
      const error = await importErrorOf(safeFetch(url, { allowPrivateNetworks: false }));
      expect(error.kind, url).toBe('blockedAddress');
    }
    expect(server.requests).toHaveLength(0);
  });

  test('private ranges and the cloud metadata address are refused before any connection', async () => {
    const urls = [
      'http://10.0.0.1/',
      'http://192.168.0.1/admin',
      'http://172.20.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://100.64.1.1/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
    ];
    for (const url of urls) {
      const error = await importErrorOf(safeFetch(url, { allowPrivateNetworks: false, timeoutMs: 2000 }));
      expect(error.kind, url).toBe('blockedAddress');
    }
  });

  test('a host name that resolves to loopback (localhost) is refused', async () => {
    const server = await startServer(page('<h1>secret</h1>'));
    const error = await importErrorOf(
      safeFetch(`http://localhost:${server.port}/`, { allowPrivateNetworks: false }),
    );
    expect(error.kind).toBe('blockedAddress');
    expect(server.requests).toHaveLength(0);
  });

  test('anything but a plain http(s) address is refused, and so are credentials in it', async () => {
    for (const url of [
      'ftp://example.com/x',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
      'http://user:secret@example.com/',
      'http://:pw@example.com/',
    ]) {
      const error = await importErrorOf(safeFetch(url, { allowPrivateNetworks: true }));
      expect(error.kind, url).toBe('invalidUrl');
    }
  });
});

describe('fetching', () => {
  test('a self-hoster who allows private networks can fetch from the LAN; the request says who asks and carries no cookie', async () => {
    const server = await startServer(page('<h1>Soup</h1>'));
    const result = await safeFetch(`${server.origin}/soup?x=1#part`, { allowPrivateNetworks: true });
    expect(result.body.toString()).toBe('<h1>Soup</h1>');
    expect(result.contentType).toBe('text/html; charset=utf-8');
    expect(result.finalUrl).toBe(`${server.origin}/soup?x=1`);
    expect(server.requests[0]!.headers['user-agent']).toContain('Larder recipe import');
    expect(server.requests[0]!.headers.cookie).toBeUndefined();
  });

  test('a public-looking name that redirects to a private address is refused at the redirect', async () => {
    const inside = await startServer(page('<h1>router admin</h1>'));
    const outside = await startServer((_, response) => {
      response.writeHead(302, { Location: `http://127.0.0.1:${inside.port}/admin` });
      response.end();
    }, PUBLIC_HOST);
    const url = `http://${PUBLIC_NAME}:${outside.port}/recipe`;
    const error = await importErrorOf(fetchWithNetwork(testNetwork(), url, { allowPrivateNetworks: false }));
    expect(error.kind).toBe('blockedAddress');
    expect(outside.requests).toHaveLength(1);
    expect(inside.requests).toHaveLength(0);
  });

  test('a redirect to a name that resolves to loopback is refused too', async () => {
    const inside = await startServer(page('<h1>router admin</h1>'));
    const outside = await startServer((_, response) => {
      response.writeHead(301, { Location: `http://localhost:${inside.port}/` });
      response.end();
    }, PUBLIC_HOST);
    const error = await importErrorOf(
      fetchWithNetwork(testNetwork(), `http://${PUBLIC_NAME}:${outside.port}/`, {
        allowPrivateNetworks: false,
      }),
    );
    expect(error.kind).toBe('blockedAddress');
    expect(inside.requests).toHaveLength(0);
  });

  test('the connection goes to the address that was checked: a second, different answer is never asked for', async () => {
    const outside = await startServer(page('public page'), PUBLIC_HOST);
    // Same port on 127.0.0.1: a fetcher that looked the name up again would land here.
    const inside = await startServer(page('private page'), '127.0.0.1', outside.port);
    let calls = 0;
    const rebinding: NetworkAccess = {
      lookupHost: async () => {
        calls += 1;
        return [{ address: calls === 1 ? PUBLIC_HOST : '127.0.0.1', family: 4 }];
      },
      isBlockedAddress: testNetwork().isBlockedAddress,
    };
    const result = await fetchWithNetwork(rebinding, `http://${PUBLIC_NAME}:${outside.port}/`, {
      allowPrivateNetworks: false,
    });
    expect(result.body.toString()).toBe('public page');
    expect(calls).toBe(1);
    expect(inside.requests).toHaveLength(0);
  });

  test('redirects are followed, each hop checked, and a loop stops at the limit', async () => {
    const lookups: string[] = [];
    const server = await startServer((request, response) => {
      if (request.url === '/a') response.writeHead(301, { Location: '/b' }).end();
      else if (request.url === '/b')
        response.writeHead(303, { Location: `http://${PUBLIC_NAME}:${server.port}/c` }).end();
      else if (request.url === '/c') page('<h1>done</h1>')(request, response);
      else response.writeHead(302, { Location: '/loop' }).end();
    }, PUBLIC_HOST);
    const result = await fetchWithNetwork(testNetwork(lookups), `http://${PUBLIC_NAME}:${server.port}/a`, {
      allowPrivateNetworks: false,
    });
    expect(result.finalUrl).toBe(`http://${PUBLIC_NAME}:${server.port}/c`);
    expect(result.body.toString()).toBe('<h1>done</h1>');
    expect(lookups).toHaveLength(3);

    const error = await importErrorOf(
      fetchWithNetwork(testNetwork(), `http://${PUBLIC_NAME}:${server.port}/loop`, {
        allowPrivateNetworks: false,
        maxRedirects: 3,
      }),
    );
    expect(error.kind).toBe('tooManyRedirects');
  });

  test('cookies a site sets are not sent back on the next hop', async () => {
    const server = await startServer((request, response) => {
      if (request.url === '/first') {
        response.writeHead(302, { Location: '/second', 'Set-Cookie': 'session=abc; Path=/' }).end();
      } else {
        page('<h1>ok</h1>')(request, response);
      }
    });
    await safeFetch(`${server.origin}/first`, { allowPrivateNetworks: true });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.headers.cookie).toBeUndefined();
  });

  test('a huge answer is abandoned at the size limit, not downloaded to its end', async () => {
    let written = 0;
    let closed = false;
    const server = await startServer((_, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        // Up to a gigabyte, as fast as the reader takes it.
        while (written < 1024 * 1024 * 1024 && !response.destroyed) {
          written += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      response.on('close', () => (closed = true));
      pump();
    });
    const error = await importErrorOf(
      safeFetch(server.origin, { allowPrivateNetworks: true, maxBytes: 256 * 1024 }),
    );
    expect(error.kind).toBe('tooLarge');
    expect(error.details.maxBytes).toBe(256 * 1024);
    await expect.poll(() => closed).toBe(true);
    expect(written).toBeLessThan(64 * 1024 * 1024);
  });

  test('a declared length over the limit is refused before reading', async () => {
    const server = await startServer((_, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': String(50 * 1024 * 1024) });
      response.write('<html>');
    });
    const error = await importErrorOf(
      safeFetch(server.origin, { allowPrivateNetworks: true, maxBytes: 1024 * 1024 }),
    );
    expect(error.kind).toBe('tooLarge');
  });

  test('a compressed answer is limited by its unpacked size (a gzip bomb stops at the limit)', async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024, 0));
    const small = zlib.gzipSync(Buffer.from('<h1>Pancakes</h1>'));
    const server = await startServer((request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' });
      response.end(request.url === '/bomb' ? bomb : small);
    });
    const result = await safeFetch(`${server.origin}/small`, { allowPrivateNetworks: true });
    expect(result.body.toString()).toBe('<h1>Pancakes</h1>');
    const error = await importErrorOf(
      safeFetch(`${server.origin}/bomb`, { allowPrivateNetworks: true, maxBytes: 1024 * 1024 }),
    );
    expect(error.kind).toBe('tooLarge');
  });

  test('a server that does not answer in time is given up on at the time limit', async () => {
    const server = await startServer((_, response) => {
      // Headers, then silence.
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.write('<html>');
    });
    const silent = await startServer(() => undefined);
    const started = Date.now();
    for (const url of [server.origin, silent.origin]) {
      const error = await importErrorOf(safeFetch(url, { allowPrivateNetworks: true, timeoutMs: 300 }));
      expect(error.kind, url).toBe('timeout');
    }
    expect(Date.now() - started).toBeLessThan(5000);
  });

  test('a name lookup that never answers is bounded by the time limit too', async () => {
    const stuck: NetworkAccess = { lookupHost: () => new Promise(() => undefined), isBlockedAddress };
    const error = await importErrorOf(
      fetchWithNetwork(stuck, 'http://slow-dns.example/', { allowPrivateNetworks: false, timeoutMs: 200 }),
    );
    expect(error.kind).toBe('timeout');
  });

  test('an answer that is not a web page is refused when a page is asked for', async () => {
    const server = await startServer((request, response) => {
      const type =
        request.url === '/file.pdf'
          ? 'application/pdf'
          : request.url === '/photo'
            ? 'image/jpeg'
            : 'text/html';
      response.writeHead(200, { 'Content-Type': type });
      response.end('data');
    });
    const accept = 'text/html,application/xhtml+xml';
    const notPage = await importErrorOf(
      safeFetch(`${server.origin}/file.pdf`, { allowPrivateNetworks: true, accept }),
    );
    expect(notPage.kind).toBe('notHtml');
    expect(notPage.details.contentType).toBe('application/pdf');
    const notPicture = await importErrorOf(
      safeFetch(`${server.origin}/page`, { allowPrivateNetworks: true, accept: 'image/*' }),
    );
    expect(notPicture.kind).toBe('notImage');
    const picture = await safeFetch(`${server.origin}/photo`, {
      allowPrivateNetworks: true,
      accept: 'image/*',
    });
    expect(picture.contentType).toBe('image/jpeg');
  });

  test('an error status and a closed port are reported as such', async () => {
    const server = await startServer((_, response) => response.writeHead(404).end('gone'));
    const status = await importErrorOf(safeFetch(server.origin, { allowPrivateNetworks: true }));
    expect(status.kind).toBe('httpStatus');
    expect(status.details.status).toBe(404);

    const closed = await startServer(page('x'));
    await closed.close();
    const refused = await importErrorOf(safeFetch(closed.origin, { allowPrivateNetworks: true }));
    expect(refused.kind).toBe('unreachable');

    const unknown: NetworkAccess = {
      lookupHost: () =>
        Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' })),
      isBlockedAddress,
    };
    const notFound = await importErrorOf(
      fetchWithNetwork(unknown, 'https://no-such-site.example/', { allowPrivateNetworks: false }),
    );
    expect(notFound.kind).toBe('unreachable');
  });
});

describe('page text', () => {
  test('is read in the character set the answer or the page declares, else UTF-8', () => {
    const latin = Buffer.from('<meta charset="windows-1252"><h1>Cr\xe8me br\xfbl\xe9e</h1>', 'latin1');
    expect(decodeText(latin, 'text/html')).toContain('Crème brûlée');
    expect(decodeText(Buffer.from('Cr\xe8me', 'latin1'), 'text/html; charset=ISO-8859-1')).toBe('Crème');
    expect(decodeText(Buffer.from('<h1>Crème</h1>'), 'text/html')).toBe('<h1>Crème</h1>');
    expect(decodeText(Buffer.from('Crème'), 'text/html; charset=no-such-charset')).toBe('Crème');
  });
});
