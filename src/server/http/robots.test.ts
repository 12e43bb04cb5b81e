import { afterAll, describe, expect, it } from 'vitest';
import { fetchRobots, parseRobots } from './robots';
import { createSafeFetcher } from './safe-fetch';
import { startTestServer, type TestServer } from './safe-fetch-test-server';

describe('robots.txt rules', () => {
  it('applies Disallow as a path prefix', () => {
    const robots = parseRobots('User-agent: *\nDisallow: /private\n');
    expect(robots.isAllowed('/private')).toBe(false);
    expect(robots.isAllowed('/private/page?x=1')).toBe(false);
    expect(robots.isAllowed('/privately')).toBe(false);
    expect(robots.isAllowed('/public')).toBe(true);
    expect(robots.isAllowed('/')).toBe(true);
  });

  it('lets the longest matching rule decide, and Allow win a tie', () => {
    const robots = parseRobots(
      [
        'User-agent: *',
        'Disallow: /docs/',
        'Allow: /docs/public/',
        'Disallow: /docs/public/drafts',
        'Allow: /same',
        'Disallow: /same',
      ].join('\n'),
    );
    expect(robots.isAllowed('/docs/secret')).toBe(false);
    expect(robots.isAllowed('/docs/public/guide')).toBe(true);
    expect(robots.isAllowed('/docs/public/drafts/1')).toBe(false);
    expect(robots.isAllowed('/same')).toBe(true);
  });

  it('supports * anywhere and $ at the end', () => {
    const robots = parseRobots('User-agent: *\nDisallow: /*.pdf$\nDisallow: /*?sessionid=\nAllow: /files/*/open.pdf$\n');
    expect(robots.isAllowed('/a/b/report.pdf')).toBe(false);
    expect(robots.isAllowed('/a/b/report.pdf?download=1')).toBe(true);
    expect(robots.isAllowed('/report.pdfx')).toBe(true);
    expect(robots.isAllowed('/shop?sessionid=42')).toBe(false);
    expect(robots.isAllowed('/files/2024/open.pdf')).toBe(true);
  });

  it('uses the UpliftBot group when there is one, and * otherwise', () => {
    const text = 'User-agent: *\nDisallow: /\n\nUser-agent: OtherBot\nUser-agent: upliftbot/2.0\nDisallow: /admin\n';
    const robots = parseRobots(text);
    expect(robots.isAllowed('/blog')).toBe(true);
    expect(robots.isAllowed('/admin')).toBe(false);
    expect(parseRobots('User-agent: OtherBot\nDisallow: /\n').isAllowed('/blog')).toBe(true);
    expect(parseRobots('User-agent: *\nDisallow: /\n').isAllowed('/blog')).toBe(false);
  });

  it('ignores comments, blank Disallow lines, rules outside a group and unknown lines', () => {
    const robots = parseRobots(
      'Disallow: /orphan\n# note\nUser-agent: * # everyone\nDisallow:\nSitemap: https://x/s.xml\nDisallow: /tmp # scratch\n',
    );
    expect(robots.isAllowed('/orphan')).toBe(true);
    expect(robots.isAllowed('/tmp/file')).toBe(false);
    expect(robots.isAllowed('/robots.txt')).toBe(true);
    expect(robots.sitemaps).toEqual(['https://x/s.xml']);
  });

  it('matches non-ASCII patterns against percent-encoded paths', () => {
    expect(parseRobots('User-agent: *\nDisallow: /café\n').isAllowed('/caf%C3%A9/menu')).toBe(false);
  });

  it('reads the Crawl-delay of the group it follows', () => {
    const robots = parseRobots('User-agent: *\nCrawl-delay: 2\n\nUser-agent: UpliftBot\nCrawl-delay: 0.5\nDisallow: /tmp\n');
    expect(robots.crawlDelaySeconds).toBe(0.5);
    expect(robots.isAllowed('/tmp/x')).toBe(false);
    expect(parseRobots('User-agent: *\nCrawl-delay: soon\n').crawlDelaySeconds).toBe(0);
    expect(parseRobots('User-agent: *\nDisallow:\n').found).toBe(true);
  });

  it('stays fast on a hostile pattern', () => {
    const robots = parseRobots(`User-agent: *\nDisallow: /${'*a'.repeat(50)}b$\n`);
    expect(robots.isAllowed(`/${'a'.repeat(5000)}`)).toBe(true);
  });
});

describe('fetching robots.txt', () => {
  const fetcher = createSafeFetcher({ allowAddressesForTests: ['127.0.0.2'] });
  const servers: TestServer[] = [];
  let userAgent: string | undefined;

  // A site on 127.0.0.2 answering /robots.txt with this status, body and content type.
  async function siteWithRobots(status: number, body = '', type?: string): Promise<string> {
    const server = await startTestServer('127.0.0.2', (req, res) => {
      userAgent = req.headers['user-agent'];
      if (req.url === '/robots.txt') res.writeHead(status, type ? { 'content-type': type } : {}).end(body);
      else res.writeHead(404).end();
    });
    servers.push(server);
    return server.origin;
  }

  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it('follows the rules it fetched, with our user agent', async () => {
    const origin = await siteWithRobots(200, 'User-agent: UpliftBot\nDisallow: /secret\n', 'text/plain');
    const robots = await fetchRobots(fetcher, origin);
    expect(robots.isAllowed('/secret/page')).toBe(false);
    expect(robots.isAllowed('/blog')).toBe(true);
    expect(userAgent).toMatch(/^UpliftBot\//);
  });

  it('reads a robots.txt served without a text content type', async () => {
    const origin = await siteWithRobots(200, 'User-agent: *\nDisallow: /\n');
    expect((await fetchRobots(fetcher, `${origin}/some/page?q=1`)).isAllowed('/blog')).toBe(false);
  });

  it('allows everything when robots.txt is missing (404) or forbidden (4xx)', async () => {
    const missing = await fetchRobots(fetcher, await siteWithRobots(404));
    expect(missing.isAllowed('/anything')).toBe(true);
    expect(missing.found).toBe(false);
    expect((await fetchRobots(fetcher, await siteWithRobots(403))).isAllowed('/anything')).toBe(true);
  });

  it('disallows everything on a server error, 429 or no answer', async () => {
    expect((await fetchRobots(fetcher, await siteWithRobots(500, 'oops'))).isAllowed('/')).toBe(false);
    expect((await fetchRobots(fetcher, await siteWithRobots(503))).isAllowed('/')).toBe(false);
    expect((await fetchRobots(fetcher, await siteWithRobots(429))).isAllowed('/')).toBe(false);
    const gone = await startTestServer('127.0.0.2', () => undefined);
    await gone.close();
    expect((await fetchRobots(fetcher, gone.origin)).isAllowed('/')).toBe(false);
  });

  it('disallows everything when robots.txt sits at an internal address', async () => {
    expect((await fetchRobots(fetcher, 'http://169.254.169.254')).isAllowed('/')).toBe(false);
  });

  it('refuses an origin that is not an http address', async () => {
    await expect(fetchRobots(fetcher, 'file:///etc')).rejects.toMatchObject({ code: 'BAD_SCHEME' });
  });
});
