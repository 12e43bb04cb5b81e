// Small prospect websites for contact discovery, each showing its addresses one of the ways real
// sites do. They are served on loopback under their own host names (every name resolves to
// 127.0.0.1 in the tests), so "another site" is a different host, as it would be on the web.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FixtureAnswer {
  body?: string;
  type?: string;
  status?: number;
  /** A redirect target, `__PORT__` replaced like the body. */
  location?: string;
}

export type FixtureSite = Record<string, FixtureAnswer>;

export const page = (title: string, body: string, head = '') =>
  `<!doctype html><html><head><title>${title}</title>${head}</head><body>${body}</body></html>`;

const teamPages = Array.from({ length: 10 }, (_, index) => `/team/member-${index + 1}`);

export const fixtureSites: Record<string, FixtureSite> = {
  // A studio with a contact page (a person's mailto, a role address, a Gmail address it links to),
  // more team pages than a discovery reads, and links that lead off the site.
  'clay-studio.example': {
    '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /private-contact\n' },
    '/': {
      body: page(
        'Clay Studio – Handmade ceramics',
        `<nav><a href="/classes">Classes</a> <a href="/contact-us">Contact</a> <a href="/private-contact">Contact (staff)</a>
         <a href="/moved-press">About our press</a> <a href="http://elsewhere.example:__PORT__/contact">Contact our partner</a></nav>
         ${teamPages.map((path) => `<a href="${path}">Our team</a>`).join(' ')}
         <footer><a href="https://twitter.com/claystudio">Twitter</a> <a href="https://twitter.com/intent/tweet?url=x">Share</a>
         <a rel="me" href="https://mastodon.social/@claystudio">Mastodon</a> <a href="https://www.linkedin.com/company/clay-studio/">LinkedIn</a>
         <a href="https://www.instagram.com/claystudio">Instagram</a></footer>`,
        '<meta property="og:site_name" content="Clay Studio">',
      ),
    },
    '/contact-us': {
      body: page(
        'Contact – Clay Studio',
        `<h1>Get in touch</h1><p>Classes: <a href="mailto:Maya.Lund%40clay-studio.example?subject=Class%20booking">Maya Lund</a></p>
         <p>General questions: info@clay-studio.example</p><p>Bookings: <a href="mailto:claystudio.bookings@gmail.com">claystudio.bookings@gmail.com</a></p>
         <p>Automatic notices come from noreply@clay-studio.example.</p><p><img src="/logo@2x.png" alt=""> Our logo (logo@2x.png) is free to use.</p>
         <p>Our kiln supplier: orders@kilnworks.example</p>`,
      ),
    },
    '/private-contact': { body: page('Staff', '<a href="mailto:staff@clay-studio.example">staff</a>') },
    '/moved-press': { status: 302, location: 'http://elsewhere.example:__PORT__/press' },
    '/classes': { body: page('Classes', '<p>Wheel throwing on Saturdays.</p>') },
    ...Object.fromEntries(teamPages.map((path) => [path, { body: page('Team', '<p>A potter.</p>') }])),
  },
  // Where the off-site links of the studio lead: it must never be asked for anything.
  'elsewhere.example': {
    '/contact': { body: page('Partner', '<a href="mailto:partner@elsewhere.example">partner</a>') },
    '/press': { body: page('Press', '<a href="mailto:press@elsewhere.example">press</a>') },
  },
  // A blog whose author page describes its author in schema.org JSON-LD, and an about page in microdata.
  'ink-and-quill.example': {
    '/': {
      body: page(
        'Ink & Quill',
        '<article><h2>On fountain pens</h2><p>By <a rel="author" href="/writers/ada">Ada Byron</a></p></article><a href="/about">About</a>',
      ),
    },
    '/writers/ada': {
      body: page(
        'Ada Byron – Ink & Quill',
        '<h1>Ada Byron</h1><p>Writes about pens.</p>',
        `<script type="application/ld+json">${JSON.stringify({
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'Person', name: 'Ada Byron', email: 'mailto:ada@ink-and-quill.example' },
            {
              '@type': 'Organization',
              name: 'Ink & Quill',
              contactPoint: { '@type': 'ContactPoint', email: 'editor@ink-and-quill.example' },
            },
          ],
        })}</script><script type="application/ld+json">{ broken</script>`,
      ),
    },
    '/about': {
      body: page(
        'About Ink & Quill',
        `<div itemscope itemtype="https://schema.org/Person"><span itemprop="name">Tom Reed</span>, editor.
         <meta itemprop="email" content="tom@ink-and-quill.example"></div>`,
      ),
    },
  },
  // A shop that hides its addresses from harvesters.
  'hidden-mail.example': {
    '/': { body: page('Hidden Mail Co', '<a href="/kontakt">Kontakt</a>') },
    '/kontakt': {
      body: page('Kontakt', '<p>Write to jane [at] hidden-mail [dot] example or sales(at)hidden-mail.example.</p>'),
    },
  },
  // A site whose mail domain has no mail servers.
  'no-mx.example': {
    '/': { body: page('No MX', '<a href="/contact">Contact</a>') },
    '/contact': { body: page('Contact', '<a href="mailto:hello@no-mx.example">hello@no-mx.example</a>') },
  },
  // A site that shows no way to reach it.
  'empty.example': {
    '/': { body: page('Empty Site', '<p>Nothing to see.</p>') },
  },
};

export interface ServedFixtureSites {
  /** The address of a fixture site's page, on the port the sites are served from. */
  url(host: string, path?: string): string;
  /** Every request, as host and path (`clay-studio.example/contact-us`), in order. */
  requested: string[];
  /** Holds the host's answers until the returned release is called: a request kept under way without a sleep. */
  hold(host: string): () => void;
  close(): Promise<void>;
}

/** All fixture sites (these, or others given) on one loopback port, told apart by the Host header. */
export async function serveFixtureSites(sites: Record<string, FixtureSite> = fixtureSites): Promise<ServedFixtureSites> {
  const requested: string[] = [];
  const held = new Map<string, Promise<void>>();
  let port = 0;
  const server = createServer(async (request, response) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '');
    const path = request.url ?? '/';
    requested.push(`${host}${path}`);
    await held.get(host);
    const answer = sites[host]?.[path];
    if (!answer) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    const withPort = (text: string) => text.replaceAll('__PORT__', String(port));
    const headers = { 'content-type': answer.type ?? 'text/html', ...(answer.location ? { location: withPort(answer.location) } : {}) };
    response.writeHead(answer.status ?? 200, headers).end(withPort(answer.body ?? ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  return {
    url: (host, path = '/') => `http://${host}:${port}${path}`,
    requested,
    hold: (host) => {
      let release = () => {};
      held.set(host, new Promise((resolve) => (release = resolve)));
      return () => {
        held.delete(host);
        release();
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
