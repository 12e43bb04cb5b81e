import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type ScreenShells,
  currentProjectCookie,
  firstAnswersId,
  projectMark,
  shellMarks,
  sidebarCookie,
  siteMark,
} from '@/shared/screen-shells';
import { session, user } from './auth/schema';
import { workspaceMembers } from './tenancy/schema';
import { startTestServer, type TestClient, type TestServer } from './test/harness';

// A built app of this test's own, laid out as `vite build` and its precompress step leave dist/web.
const webRoot = mkdtempSync(path.join(tmpdir(), 'uplift-web-'));
const script = `console.log(${JSON.stringify('landing '.repeat(400))});`;
const indexHtml = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><link rel="preload" href="/api/me" as="fetch" crossorigin="anonymous" /><script type="module" src="/assets/index-abc123.js"></script><template id="app-code"><link rel="preload" as="script" fetchpriority="low" crossorigin href="/assets/frame-abc123.js"></template><style>body{margin:0}</style></head><body><div id="root"></div></body></html>`;

let server: TestServer;
let signedIn: TestClient;

beforeAll(async () => {
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), indexHtml('First build'));
  writeFileSync(path.join(webRoot, 'landing.html'), indexHtml('Landing page'));
  writeFileSync(path.join(webRoot, 'login.html'), indexHtml('Sign-in page'));
  // No demo.html: a build from before the demo was a page of its own.
  writeFileSync(path.join(webRoot, 'assets/index-abc123.js'), script);
  writeFileSync(path.join(webRoot, 'assets/index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(webRoot, 'assets/index-abc123.js.gz'), gzipSync(script));
  writeFileSync(path.join(webRoot, 'screen-preloads.json'), JSON.stringify({ '/social': ['/assets/social-page-def456.js'] }));
  const shells: ScreenShells = {
    screens: {
      '/social': {
        expanded: `<h1>Social, sidebar expanded</h1>${shellMarks.banners}`,
        collapsed: `<h1>Social, sidebar collapsed</h1>${shellMarks.banners}`,
      },
      '/dashboard': {
        expanded: `${shellMarks.banners}<p>Welcome back, ${shellMarks.userName}!</p>`,
        collapsed: `${shellMarks.banners}<p>Welcome back, ${shellMarks.userName}!</p>`,
      },
    },
    banners: [
      { when: 'sample-workspace', html: '<div role="region">Sample banner</div>' },
      { when: 'read-only', html: '<p role="note">Read only</p>' },
    ],
    reads: {
      '/social': [
        '/api/projects',
        `/api/social/posts?projectId=${projectMark}`,
        `/api/seo/overview?site=${siteMark}&projectId=${projectMark}`,
      ],
    },
  };
  writeFileSync(path.join(webRoot, 'screen-shells.json'), JSON.stringify(shells));
  server = await startTestServer({}, { webRoot });
  signedIn = await server.signedUpClient('reader@uplift.test');
  for (let index = 0; index < 30; index++)
    await signedIn.post('/api/projects', { name: `Project ${index} with a name long enough`, url: `https://site-${index}.example` });
});

afterAll(async () => {
  await server?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${pathname}`, { headers: { cookie: signedIn.cookies, ...headers } });
const getSignedOut = (pathname: string) => fetch(`${server.url}${pathname}`, { redirect: 'manual' });

describe('built assets go out precompressed', () => {
  test.each([
    ['br', 'gzip, deflate, br', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
  ] as const)('%s to a browser that takes it, with Vary and the JavaScript type', async (encoding, accept, decode) => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': accept });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // fetch would undo the encoding itself; the raw bytes show what went over the wire.
    const raw = Buffer.from(await (await rawGet('/assets/index-abc123.js', accept)).arrayBuffer());
    expect(raw.length).toBeLessThan(script.length / 5);
    expect(decode(raw).toString()).toBe(script);
  });

  test('as they are to a client that takes no encoding', async () => {
    const response = await rawGet('/assets/index-abc123.js', 'identity');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await response.text()).toBe(script);
  });
});

describe('JSON and HTML answers are compressed above 1 KB', () => {
  test('a long JSON list goes out brotli- or gzip-compressed as asked, and whole otherwise', async () => {
    const plain = await rawGet('/api/projects', 'identity');
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    const br = await rawGet('/api/projects', 'gzip, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text);
    const gz = await rawGet('/api/projects', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
    expect(JSON.parse(await (await get('/api/projects', { 'accept-encoding': 'br' })).text()).projects).toHaveLength(30);
  });

  test('a short answer goes out as it is', async () => {
    const response = await rawGet('/api/health', 'gzip, br');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect((await response.json()).status).toBeDefined();
  });
});

describe('security headers', () => {
  const pageOnly = ['cross-origin-opener-policy', 'origin-agent-cluster', 'referrer-policy', 'x-frame-options', 'x-xss-protection'];

  test("a page carries a browser document's, with a policy that lets only Uplift's own code run", async () => {
    const page = await get('/dashboard');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    for (const name of [...pageOnly, 'x-content-type-options', 'strict-transport-security', 'cross-origin-resource-policy'])
      expect(page.headers.has(name), name).toBe(true);
  });

  test('a JSON answer carries those that protect data: nothing in it runs, is framed, sniffed or read by another site', async () => {
    const answer = await get('/api/me');
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(answer.headers.get('strict-transport-security')).toMatch(/^max-age=/);
    expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
    for (const name of pageOnly) expect(answer.headers.has(name), name).toBe(false);
  });
});

describe('pages', () => {
  test.each([
    ['/', 'Landing page'],
    ['/login', 'Sign-in page'],
    ['/login.html', 'Sign-in page'],
  ])('the public page %s is its own prerendered file, never cached', async (pathname, title) => {
    const response = await getSignedOut(pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(title);
  });

  test('a signed-in visitor of /login goes to the dashboard', async () => {
    const response = await fetch(`${server.url}/login`, { headers: { cookie: signedIn.cookies }, redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/dashboard');
    // A cookie that signs no session is a visitor like any other.
    const stale = await fetch(`${server.url}/login`, {
      headers: { cookie: signedIn.cookies.replace(/=([^;]+)/, '=forged.value') },
      redirect: 'manual',
    });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toContain('Sign-in page');
  });

  // The app's page carries its visitor's name and data: in no shared cache. A public page this build
  // has no file for (the demo) is the app's page as every visitor gets it.
  test.each([
    ['/index.html', 'private, no-cache'],
    ['/demo', 'no-cache'],
    ['/dashboard', 'private, no-cache'],
    ['/no/such/page', 'private, no-cache'],
  ])('%s is index.html, never cached (%s)', async (pathname, cacheControl) => {
    const response = await get(pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
    expect(await response.text()).toContain('First build');
  });

  test("a screen's address is index.html with that screen's own code preloaded, and no other's", async () => {
    const social = await (await get('/social')).text();
    expect(social).toContain('First build');
    // In the template the entry puts in the page once the first paint shows, beside the frame's.
    expect(social).toContain(
      '<template id="app-code"><link rel="preload" as="script" fetchpriority="low" crossorigin href="/assets/frame-abc123.js"><link rel="preload" as="script" fetchpriority="low" crossorigin href="/assets/social-page-def456.js"></template>',
    );
    expect(await (await get('/social/elsewhere')).text()).not.toContain('social-page-def456.js');
    expect(await (await get('/seo')).text()).not.toContain('social-page-def456.js');
  });

  test("a signed-in screen's address shows its shell, with the sidebar as the user left it", async () => {
    const expanded = await (await get('/social')).text();
    expect(expanded).toContain('<div id="root"><h1>Social, sidebar expanded</h1></div>');
    expect(expanded).toContain('social-page-def456.js');
    const collapsed = await (await get('/social', { cookie: `${signedIn.cookies}; ${sidebarCookie}=collapsed` })).text();
    expect(collapsed).toContain('<div id="root"><h1>Social, sidebar collapsed</h1></div>');
    // The app sends a signed-out visitor to sign-in: until then the loading state, not a screen.
    expect(await (await getSignedOut('/social')).text()).toContain('<div id="root"></div>');
    expect(await (await get('/settings')).text()).toContain('<div id="root"></div>');
  });

  test("a shell greets its visitor by name, escaped, and shows the Sample workspace's banner only in it", async () => {
    const visitor = server.client();
    await visitor.signUp('shell-visitor@uplift.test', 'correct-horse-battery', 'Ana <b>&</b> "Co"');
    const page = async (pathname: string) =>
      (await (await fetch(`${server.url}${pathname}`, { headers: { cookie: visitor.cookies } })).text()).match(
        /<div id="root">(.*)<\/div>/,
      )?.[1];

    expect(await page('/dashboard')).toBe('<p>Welcome back, Ana &lt;b&gt;&amp;&lt;/b&gt; &quot;Co&quot;!</p>');
    expect(await page('/social')).toBe('<h1>Social, sidebar expanded</h1>');

    expect((await visitor.post('/api/workspaces/sample')).status).toBe(201);
    expect(await page('/dashboard')).toBe(
      '<div role="region">Sample banner</div><p>Welcome back, Ana &lt;b&gt;&amp;&lt;/b&gt; &quot;Co&quot;!</p>',
    );
    expect(await page('/social')).toBe('<h1>Social, sidebar expanded</h1><div role="region">Sample banner</div>');
  });

  test("a Viewer's shell carries the note that the screens only read", async () => {
    const owner = await server.signedUpClient('shell-owner@uplift.test');
    const workspaceId: string = (await owner.get('/api/me')).body.workspace.id;
    const viewer = await server.signedUpClient('shell-viewer@uplift.test');
    await server.db.insert(workspaceMembers).values({ workspaceId, userId: (await viewer.get('/api/me')).body.id, role: 'viewer' });
    expect((await viewer.post('/api/workspaces/current', { workspaceId })).status).toBe(200);
    const shell = await (await fetch(`${server.url}/social`, { headers: { cookie: viewer.cookies } })).text();
    expect(shell).toContain('<div id="root"><h1>Social, sidebar expanded</h1><p role="note">Read only</p></div>');
  });

  /** The answers a page carries (its first-answers data block), by address; none without one. */
  const answersIn = (html: string): Record<string, unknown> => {
    const block = new RegExp(`<script type="application/json" id="${firstAnswersId}">(.*?)</script>`).exec(html)?.[1];
    return block ? (JSON.parse(block) as Record<string, unknown>) : {};
  };

  test("a shell answers the screen's first reads in the page, for the project the app will open on and its site", async () => {
    const readsOf = async (cookie: string, address = '/social') => Object.keys(answersIn(await (await get(address, { cookie })).text()));
    const projects: { id: string; url: string }[] = (await signedIn.get('/api/projects')).body.projects;
    const [newest, older] = projects;
    const readsNaming = (project: { id: string; url: string }) => [
      '/api/me',
      '/api/projects',
      `/api/social/posts?projectId=${project.id}`,
      `/api/seo/overview?${new URLSearchParams({ site: project.url, projectId: project.id }).toString()}`,
    ];
    // None picked in this browser: the newest, as the app opens on.
    expect(await readsOf(signedIn.cookies)).toEqual(readsNaming(newest!));
    expect(await readsOf(`${signedIn.cookies}; ${currentProjectCookie}=${older!.id}`)).toEqual(readsNaming(older!));
    // Another workspace's project, or no id at all, is none picked.
    const stranger = await server.signedUpClient('shell-stranger@uplift.test');
    const strangers: string = (await stranger.post('/api/projects', { name: 'Elsewhere', url: 'https://elsewhere.example' })).body.id;
    for (const stored of [strangers, '%22%3E%3Cscript%3E', 'not-an-id'])
      expect(await readsOf(`${signedIn.cookies}; ${currentProjectCookie}=${stored}`)).toEqual(readsNaming(newest!));
    // Another tab or period reads other things than the bare address's first reads: only who is signed in.
    expect(await readsOf(signedIn.cookies, '/social?tab=calendar')).toEqual(['/api/me']);
    // A workspace with no project: only the reads that name none; a project without a site: none that name its site.
    const empty = await server.signedUpClient('shell-empty@uplift.test');
    expect(await readsOf(empty.cookies)).toEqual(['/api/me', '/api/projects']);
    const siteless: string = (await empty.post('/api/projects', { name: 'No site yet' })).body.id;
    expect(await readsOf(empty.cookies)).toEqual(['/api/me', '/api/projects', `/api/social/posts?projectId=${siteless}`]);
    // Signed out, the page answers nothing and preloads who is signed in, as the build wrote it.
    const signedOut = await (await getSignedOut('/social')).text();
    expect(answersIn(signedOut)).toEqual({});
    expect(signedOut).toContain('<link rel="preload" href="/api/me" as="fetch"');
  });

  test("a page's answers are the API's for its visitor, escaped so that none can close the block, without /api/me's preload", async () => {
    const visitor = await server.signedUpClient('shell-answers@uplift.test');
    const name = '</script><script>alert(1)</script>';
    const project: string = (await visitor.post('/api/projects', { name, url: 'https://answers.example' })).body.id;
    const html = await (await get('/social', { cookie: visitor.cookies })).text();
    const block = html.slice(html.indexOf(`id="${firstAnswersId}">`));
    expect(block.indexOf('</script>')).toBe(block.lastIndexOf('</script>'));
    expect(html).not.toContain('href="/api/me"');
    const answers = answersIn(html);
    expect(answers['/api/me']).toEqual((await visitor.get('/api/me')).body);
    expect(answers['/api/projects']).toEqual((await visitor.get('/api/projects')).body);
    expect((answers['/api/projects'] as { projects: { id: string; name: string }[] }).projects).toEqual([
      expect.objectContaining({ id: project, name }),
    ]);
  });

  test("a shell's session lookup is the API's: the app's first request after it is answered from the session cache", async () => {
    const visitor = server.client();
    await visitor.signUp('shell-cached@uplift.test', 'correct-horse-battery');
    expect((await fetch(`${server.url}/social`, { headers: { cookie: visitor.cookies } })).status).toBe(200);
    // Gone from the database behind the server's back (a sign-out would tell the cache): only the
    // page's lookup, remembered, can still answer for it.
    const [account] = await server.db.select({ id: user.id }).from(user).where(eq(user.email, 'shell-cached@uplift.test'));
    await server.db.delete(session).where(eq(session.userId, account!.id));
    expect((await visitor.get('/api/me')).status).toBe(200);
  });

  test('a new build is served without a restart', async () => {
    expect(await (await getSignedOut('/login')).text()).toContain('Sign-in page');
    const later = new Date(Date.now() + 5_000);
    for (const [file, title] of [
      ['index.html', 'Second build'],
      ['landing.html', 'Second landing'],
      ['login.html', 'Second sign-in'],
    ] as const) {
      writeFileSync(path.join(webRoot, file), indexHtml(title));
      utimesSync(path.join(webRoot, file), later, later);
    }
    expect(await (await getSignedOut('/login')).text()).toContain('Second sign-in');
    expect(await (await get('/settings')).text()).toContain('Second build');
    expect(await (await get('/')).text()).toContain('Second landing');
  });
});

/** A request whose answer is read as sent, without fetch undoing its encoding. */
async function rawGet(pathname: string, acceptEncoding: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${pathname}`, { headers: { cookie: signedIn.cookies, 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers.set(name, value);
        resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers }));
      });
    });
    req.on('error', reject);
    req.end();
  });
}
