// A signed-in workspace with something in every area, made through the API as the screens make it,
// and the reads and writes the load benches (load.ts, request-costs.ts) send to it.
import { startFakeBluesky } from '../src/server/features/social/test/fake-bluesky';

export async function api<Body>(url: string, cookie: string, method: string, pathname: string, body?: unknown): Promise<Body> {
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  if (response.status >= 400) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return (response.headers.get('content-type')?.includes('json') ? response.json() : undefined) as Promise<Body>;
}

export interface Seeded {
  projectId: string;
  contentId: string;
  emailListId: string;
  socialAccountId: string;
  close: () => Promise<void>;
}

/** Environment an Uplift process needs for `seedWorkspace`: the fake Bluesky listens on loopback over http. */
export const workspaceEnv = { FETCH_ALLOW_PRIVATE_NETWORK: 'true', ANALYTICS_RATE_LIMIT: '100000000' };

/** `perList` items in each area's main list, so every list read answers a page of real rows. */
export async function seedWorkspace(url: string, cookie: string, perList = 25): Promise<Seeded> {
  const bluesky = await startFakeBluesky();
  const project = await api<{ id: string }>(url, cookie, 'POST', '/api/projects', { name: 'Bakery', domain: 'bakery.example' });
  const list = await api<{ id: string }>(url, cookie, 'POST', '/api/email/lists', { name: 'Readers' });
  await api(url, cookie, 'POST', '/api/social/accounts', {
    network: 'bluesky',
    handle: bluesky.handle,
    appPassword: bluesky.appPassword,
    service: bluesky.origin,
  });
  const { accounts } = await api<{ accounts: Array<{ id: string }> }>(url, cookie, 'GET', '/api/social/accounts');
  const socialAccountId = accounts[0]!.id;
  let contentId = '';
  for (let index = 0; index < perList; index++) {
    const writes = writesFor({ projectId: project.id, emailListId: list.id, socialAccountId, contentId: '' }, `seed-${index}`);
    for (const write of writes.filter((candidate) => candidate.method === 'POST')) {
      const made = await api<{ id?: string }>(url, cookie, write.method, write.path, write.body);
      if (write.path === '/api/content' && made?.id) contentId = made.id;
    }
  }
  // A project has at most 20 goals: analytics' writes under load are page views (pageView).
  for (let index = 0; index < 10; index++) {
    await api(url, cookie, 'POST', `/api/analytics/projects/${project.id}/goals`, { kind: 'event', value: `Signup ${index}` });
  }
  await jobsSettled(url, cookie);
  return { projectId: project.id, contentId, emailListId: list.id, socialAccountId, close: () => bluesky.close() };
}

/**
 * Waits (up to a minute) until the seed's jobs (posts published, ranks checked) have run, so that
 * what is measured next is the requests and not the jobs beside them. `cookie` is the instance's admin.
 */
async function jobsSettled(url: string, cookie: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const overview = JSON.stringify(await api(url, cookie, 'GET', '/api/admin/overview'));
    const figures = /(\d+) pending, (\d+) running/.exec(overview);
    if (!figures || (figures[1] === '0' && figures[2] === '0')) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The list reads of every area, as their screens first load them. */
export function listReads(ids: Pick<Seeded, 'projectId' | 'emailListId'>): Array<{ title: string; path: string }> {
  return [
    { title: 'GET /api/projects', path: '/api/projects' },
    { title: 'GET /api/content', path: '/api/content' },
    { title: 'GET /api/social/posts', path: '/api/social/posts' },
    { title: 'GET /api/email/lists', path: '/api/email/lists' },
    { title: 'GET /api/email/subscribers', path: `/api/email/subscribers?page=1&listId=${ids.emailListId}` },
    { title: 'GET /api/email/campaigns', path: '/api/email/campaigns' },
    { title: 'GET /api/seo/ranks', path: `/api/seo/ranks?projectId=${ids.projectId}` },
    { title: 'GET /api/analytics/goals', path: `/api/analytics/projects/${ids.projectId}/goals` },
    { title: 'GET /api/campaigns', path: '/api/campaigns' },
    { title: 'GET /api/monetization/products', path: '/api/monetization/products' },
    { title: 'GET /api/outreach/prospects', path: '/api/outreach/prospects' },
    { title: 'GET /api/notifications', path: '/api/notifications' },
  ];
}

export interface Write {
  title: string;
  method: 'POST' | 'PUT';
  path: string;
  body: unknown;
}

/** One write of each kind, made unique by `tag`: creates across the areas and updates of one item. */
export function writesFor(ids: Omit<Seeded, 'close'>, tag: string): Write[] {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const post = (title: string, path: string, body: unknown): Write => ({ title: `POST ${title}`, method: 'POST', path, body });
  const writes: Write[] = [
    post('/api/content', '/api/content', {
      type: 'email',
      title: `Note ${tag}`,
      body: { subject: `Note ${tag}`, content: 'Hi all', cta: 'Read' },
    }),
    post('/api/social/posts', '/api/social/posts', { content: `Fresh rye ${tag}`, accountIds: [ids.socialAccountId] }),
    post('/api/email/subscribers', '/api/email/subscribers', { email: `reader-${tag}@bench.test`, listIds: [ids.emailListId] }),
    post('/api/email/campaigns', '/api/email/campaigns', {
      name: `Bake sale ${tag}`,
      listId: ids.emailListId,
      subject: 'Fresh rye this week',
      content: 'Hello {{ first_name }}!',
    }),
    post('/api/seo/ranks', '/api/seo/ranks', { projectId: ids.projectId, keywords: [`rye bread ${tag}`] }),
    post('/api/campaigns', '/api/campaigns', { name: `Spring ${tag}`, type: 'email', startDate: tomorrow }),
    post('/api/monetization/products', '/api/monetization/products', {
      name: `Guide ${tag}`,
      type: 'eBook',
      price: '19',
      destination: 'https://shop.example/guide',
    }),
    post('/api/outreach/prospects', '/api/outreach/prospects', { address: `site-${tag}.invalid` }),
  ];
  if (ids.contentId) {
    writes.push({
      title: 'PUT /api/content/:id',
      method: 'PUT',
      path: `/api/content/${ids.contentId}`,
      body: { type: 'email', title: `Edited ${tag}`, body: { subject: `Edited ${tag}`, content: 'Hi all', cta: 'Read' } },
    });
  }
  return writes;
}

/** A page view as the tracking script sends it (POST /api/event, public). */
export function pageView(projectId: string, tag: string) {
  return { p: projectId, n: 'pageview', u: `https://bakery.example/${tag}`, r: null, w: 1280 };
}
