import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetcher } from './safe-fetch';
import { SafeFetchError } from './safe-fetch-error';
import { startTestServer, type TestServer } from './safe-fetch-test-server';

const html = { accept: ['text/html'] };
// The refusals come from the real name lookup of localhost, which waits its turn on libuv's thread
// pool: on a busy machine it took longer than the 5 s a connection is given, and failed as a timeout.
const patient = { connectTimeoutMs: 60_000, timeoutMs: 60_000 };

async function failure(promise: Promise<unknown>): Promise<SafeFetchError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

// The forbidden target: a real server on 127.0.0.1 that counts connections, so a refusal is seen
// to happen before connecting rather than after.
let internal: TestServer;
// The allowed test site on 127.0.0.2, reachable only through allowAddressesForTests.
let site: TestServer;

beforeAll(async () => {
  internal = await startTestServer('127.0.0.1', (_req, res) => res.end('internal secrets'));
  site = await startTestServer('127.0.0.2', (req, res) => {
    const target = new URL(req.url ?? '/', 'http://x').searchParams.get('to');
    if (target) {
      res.writeHead(302, { location: target }).end();
    } else {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hello</p>');
    }
  });
});

afterAll(async () => {
  await internal.close();
  await site.close();
});

describe('refused addresses', () => {
  const fetcher = createSafeFetcher(patient);

  it.each([
    'http://127.0.0.1:PORT/',
    'http://2130706433:PORT/',
    'http://0x7f.1:PORT/',
    'http://0177.0.0.1:PORT/',
    'http://[::ffff:127.0.0.1]:PORT/',
    'http://localhost:PORT/',
    'https://localhost:PORT/',
  ])('refuses %s without connecting', async (address) => {
    const before = internal.connections;
    const error = await failure(fetcher.fetchText(onInternalPort(address), html));
    expect(error.code).toBe('BLOCKED_ADDRESS');
    expect(error.message).toBe('This address points to a private or internal network, so Uplift will not fetch it.');
    expect(internal.connections).toBe(before);
  });

  it.each([
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/',
    'http://[::1]/',
    'http://[::]/',
    'http://0/',
    'http://100.64.0.1/',
    'http://192.168.0.1/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://[fe80::1]/',
    'http://192.0.2.2/',
    'http://198.51.100.1/',
    'http://203.0.113.1/',
    'http://[2001:db8::1]/',
  ])('refuses %s', async (address) => {
    expect((await failure(fetcher.fetchText(address, html))).code).toBe('BLOCKED_ADDRESS');
  });

  it("refuses this host's own interface addresses without connecting, as Uplift listening on all of them", async () => {
    const everywhere = await startTestServer('0.0.0.0', (_req, res) => res.end('Uplift itself'));
    try {
      const port = new URL(everywhere.origin).port;
      const own = Object.values(networkInterfaces())
        .flatMap((entries) => entries ?? [])
        .filter((entry) => entry.family === 'IPv4');
      for (const { address } of own) {
        expect((await failure(fetcher.fetchText(`http://${address}:${port}/`, html))).code).toBe('BLOCKED_ADDRESS');
      }
      expect(everywhere.connections).toBe(0);
    } finally {
      await everywhere.close();
    }
  });

  it('refuses the test site too when no test-only option opens it', async () => {
    expect((await failure(fetcher.fetchText(site.origin, html))).code).toBe('BLOCKED_ADDRESS');
  });

  it('opens loopback only through allowLoopbackForTests, and nothing beyond loopback', async () => {
    const forTests = createSafeFetcher({ allowLoopbackForTests: true });
    expect((await forTests.fetchText(site.origin, html)).text).toBe('<p>hello</p>');
    expect((await failure(forTests.fetchText('http://10.0.0.1/', html))).code).toBe('BLOCKED_ADDRESS');
    expect((await failure(forTests.fetchText('http://169.254.169.254/', html))).code).toBe('BLOCKED_ADDRESS');
  });
});

describe('redirects to refused targets', () => {
  const fetcher = createSafeFetcher({ ...patient, allowAddressesForTests: ['127.0.0.2'] });

  it('reaches the allowed test site', async () => {
    const page = await fetcher.fetchText(`${site.origin}/`, html);
    expect(page).toMatchObject({ status: 200, contentType: 'text/html', text: '<p>hello</p>', redirects: [] });
  });

  it.each([
    'http://127.0.0.1:PORT/',
    'http://localhost:PORT/',
    'http://2130706433:PORT/',
    'http://[::ffff:127.0.0.1]:PORT/',
    'http://[::1]/',
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
  ])('refuses a redirect to %s', async (target) => {
    const before = internal.connections;
    const start = `${site.origin}/?to=${encodeURIComponent(onInternalPort(target))}`;
    expect((await failure(fetcher.fetchText(start, html))).code).toBe('BLOCKED_ADDRESS');
    expect(internal.connections).toBe(before);
  });

  it.each(['file:///etc/passwd', 'ftp://example.com/', 'gopher://example.com/'])(
    'refuses a redirect to the scheme of %s',
    async (target) => {
      const start = `${site.origin}/?to=${encodeURIComponent(target)}`;
      expect((await failure(fetcher.fetchText(start, html))).code).toBe('BAD_SCHEME');
    },
  );
});

describe('checks at connect time', () => {
  it('checks what a name resolves to on every hop, so a rebinding name is caught', async () => {
    const answers = [['127.0.0.2'], ['127.0.0.1']];
    const fetcher = createSafeFetcher({
      allowAddressesForTests: ['127.0.0.2'],
      resolveHostForTests: async () => answers.shift() ?? [],
    });
    const port = new URL(site.origin).port;
    const start = `http://rebind.test:${port}/?to=${encodeURIComponent(`http://rebind.test:${port}/`)}`;
    expect((await failure(fetcher.fetchText(start, html))).code).toBe('BLOCKED_ADDRESS');
    expect(answers).toEqual([]);
  });

  it('connects to a name resolving to an allowed address, and refuses one with any internal address', async () => {
    const fetcher = createSafeFetcher({
      allowAddressesForTests: ['127.0.0.2'],
      resolveHostForTests: async (hostname) => (hostname === 'mixed.test' ? ['127.0.0.2', '10.0.0.1'] : ['127.0.0.2']),
    });
    const port = new URL(site.origin).port;
    expect((await fetcher.fetchText(`http://site.test:${port}/`, html)).text).toBe('<p>hello</p>');
    expect((await failure(fetcher.fetchText(`http://mixed.test:${port}/`, html))).code).toBe('BLOCKED_ADDRESS');
  });

  it('reports a name that does not resolve as a network failure', async () => {
    const fetcher = createSafeFetcher({ resolveHostForTests: async () => [] });
    const error = await failure(fetcher.fetchText('http://nowhere.test/', html));
    expect(error).toMatchObject({ code: 'NETWORK', message: 'Uplift could not reach the website.' });
  });
});

function onInternalPort(address: string): string {
  return address.replace('PORT', new URL(internal.origin).port);
}
