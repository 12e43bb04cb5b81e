import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appVersion } from '../config';
import { createSafeFetcher } from './safe-fetch';
import { SafeFetchError } from './safe-fetch-error';
import { startTestServer, type TestServer } from './safe-fetch-test-server';

const html = { accept: ['text/html'] };
const maxBytes = 64 * 1024;
const fetcher = createSafeFetcher({ allowAddressesForTests: ['127.0.0.2'], maxBytes, publicUrl: 'https://uplift.example' });

let site: TestServer;
let lastUserAgent: string | undefined;
// What the endless route wrote before the client hung up, and a promise for that moment.
let endless: { written: number; closed: Promise<void> } | undefined;

const routes: Record<string, (res: ServerResponse) => void> = {
  '/page': (res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Hi</h1>'),
  '/latin1': (res) => res.writeHead(200, { 'content-type': 'text/plain; charset=iso-8859-1' }).end(Buffer.from([0x63, 0x61, 0x66, 0xe9])),
  '/json': (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
  '/untyped': (res) => res.end('no type'),
  '/missing': (res) => res.writeHead(404, { 'content-type': 'text/html' }).end('not here'),
  '/gzip': (res) => res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync('<p>packed</p>')),
  '/gzip-bomb': (res) =>
    res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(10 * 1024 * 1024))),
  '/declared-huge': (res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(10 * 1024 * 1024) });
    res.write('x'.repeat(1024));
  },
  '/endless': (res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    const chunk = Buffer.alloc(16 * 1024, 'a');
    const state = { written: 0, closed: new Promise<void>((resolve) => res.once('close', resolve)) };
    endless = state;
    const pump = () => {
      let more = true;
      while (more && !res.destroyed) {
        more = res.write(chunk);
        state.written += chunk.length;
      }
    };
    res.on('drain', pump);
    pump();
  },
  '/silent': () => undefined,
  '/trickle': (res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    const timer = setInterval(() => res.write('.'), 50);
    res.once('close', () => clearInterval(timer));
  },
};

beforeAll(async () => {
  site = await startTestServer('127.0.0.2', (req, res) => {
    lastUserAgent = req.headers['user-agent'];
    const url = new URL(req.url ?? '/', 'http://x');
    const hops = /^\/hops\/(\d+)$/.exec(url.pathname);
    if (hops) {
      const left = Number(hops[1]);
      if (left > 0) res.writeHead(301, { location: `/hops/${left - 1}` }).end();
      else routes['/page']?.(res);
      return;
    }
    const route = routes[url.pathname];
    if (route) route(res);
    else res.writeHead(500).end();
  });
});

afterAll(() => site.close());

async function failure(promise: Promise<unknown>): Promise<SafeFetchError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

describe('schemes and credentials', () => {
  it.each(['file:///etc/passwd', 'ftp://example.com/file', 'data:text/html,<p>hi</p>', 'javascript:alert(1)', 'ws://example.com/'])(
    'refuses %s',
    async (address) => {
      const error = await failure(fetcher.fetchText(address, html));
      expect(error).toMatchObject({ code: 'BAD_SCHEME', message: 'Only http:// and https:// addresses can be fetched.' });
    },
  );

  it('refuses something that is not an address', async () => {
    expect((await failure(fetcher.fetchText('not a url', html))).code).toBe('BAD_SCHEME');
  });

  it.each(['user:pass@', 'user@', ':secret@'])('refuses credentials (%s) without connecting', async (credentials) => {
    const before = site.connections;
    const error = await failure(fetcher.fetchText(site.origin.replace('//', `//${credentials}`) + '/page', html));
    expect(error).toMatchObject({ code: 'BAD_SCHEME', message: 'Addresses with a user name or password cannot be fetched.' });
    expect(site.connections).toBe(before);
  });
});

describe('redirects', () => {
  it('follows five redirects and reports them', async () => {
    const page = await fetcher.fetchText(`${site.origin}/hops/5`, html);
    expect(page.url).toBe(`${site.origin}/hops/0`);
    expect(page.redirects).toEqual([5, 4, 3, 2, 1].map((left) => `${site.origin}/hops/${left}`));
    expect(page.text).toBe('<h1>Hi</h1>');
  });

  it('refuses a sixth redirect', async () => {
    const error = await failure(fetcher.fetchText(`${site.origin}/hops/6`, html));
    expect(error).toMatchObject({ code: 'TOO_MANY_REDIRECTS', message: 'The website redirected too many times.' });
  });
});

describe('responses', () => {
  it('sends an honest user agent', async () => {
    await fetcher.fetchText(`${site.origin}/page`, html);
    expect(lastUserAgent).toBe(`UpliftBot/${appVersion} (+https://uplift.example)`);
    const projectPage = `UpliftBot/${appVersion} (+https://github.com/uplift)`;
    expect(createSafeFetcher().userAgent).toBe(projectPage);
    expect(createSafeFetcher({ publicUrl: 'http://localhost:3000' }).userAgent).toBe(projectPage);
    expect(createSafeFetcher({ publicUrl: 'http://192.168.1.20:3000' }).userAgent).toBe(projectPage);
  });

  it('returns the page with its media type, decoding its charset', async () => {
    const page = await fetcher.fetchText(`${site.origin}/page`, html);
    expect(page).toEqual({ url: `${site.origin}/page`, status: 200, contentType: 'text/html', text: '<h1>Hi</h1>', redirects: [] });
    expect((await fetcher.fetchText(`${site.origin}/latin1`, { accept: ['text/*'] })).text).toBe('café');
  });

  it('returns raw bytes through fetchBuffer', async () => {
    const { body } = await fetcher.fetchBuffer(`${site.origin}/latin1`, { accept: ['text/plain'] });
    expect([...body]).toEqual([0x63, 0x61, 0x66, 0xe9]);
  });

  it('decodes a gzip body', async () => {
    expect((await fetcher.fetchText(`${site.origin}/gzip`, html)).text).toBe('<p>packed</p>');
  });

  it('refuses a content type the caller did not accept, and a missing one', async () => {
    const json = await failure(fetcher.fetchText(`${site.origin}/json`, html));
    expect(json).toMatchObject({
      code: 'BAD_CONTENT_TYPE',
      message: 'The address returned content of type application/json, which cannot be read here.',
    });
    expect((await failure(fetcher.fetchText(`${site.origin}/untyped`, html))).code).toBe('BAD_CONTENT_TYPE');
  });

  it('reports an error status', async () => {
    const error = await failure(fetcher.fetchText(`${site.origin}/missing`, html));
    expect(error).toMatchObject({ code: 'HTTP_ERROR', status: 404, message: 'The website answered with HTTP status 404.' });
  });
});

describe('size limit', () => {
  it('stops reading an endless body as soon as it passes the limit', async () => {
    const error = await failure(fetcher.fetchText(`${site.origin}/endless`, html));
    expect(error).toMatchObject({ code: 'TOO_LARGE', message: 'The page is larger than the 64 KB limit.' });
    // The server sees the connection close: the stream would otherwise run forever. What it got
    // to write is the limit plus whatever the kernel's socket buffers held, never an unbounded amount.
    await endless?.closed;
    expect(endless?.written).toBeGreaterThan(maxBytes);
    expect(endless?.written).toBeLessThan(maxBytes + 32 * 1024 * 1024);
  });

  it('refuses a declared length over the limit before reading', async () => {
    expect((await failure(fetcher.fetchText(`${site.origin}/declared-huge`, html))).code).toBe('TOO_LARGE');
  });

  it('counts decompressed bytes, so a compression bomb is refused', async () => {
    expect((await failure(fetcher.fetchText(`${site.origin}/gzip-bomb`, html))).code).toBe('TOO_LARGE');
  });
});

describe('timeouts', () => {
  it('gives up on a server that never answers', async () => {
    const impatient = createSafeFetcher({ allowAddressesForTests: ['127.0.0.2'], timeoutMs: 300 });
    const error = await failure(impatient.fetchText(`${site.origin}/silent`, html));
    expect(error).toMatchObject({ code: 'TIMEOUT', message: 'The website took too long to respond.' });
  });

  it('gives up on a body that never ends within the total time', async () => {
    const impatient = createSafeFetcher({ allowAddressesForTests: ['127.0.0.2'], timeoutMs: 300 });
    expect((await failure(impatient.fetchText(`${site.origin}/trickle`, html))).code).toBe('TIMEOUT');
  });

  it('gives up connecting after the connect timeout, long before the total one', async () => {
    const stuck = createSafeFetcher({
      connectTimeoutMs: 200,
      timeoutMs: 10 * 60_000,
      resolveHostForTests: () => new Promise<string[]>(() => undefined),
    });
    expect((await failure(stuck.fetchText('http://stuck.test/', html))).code).toBe('TIMEOUT');
  });
});
