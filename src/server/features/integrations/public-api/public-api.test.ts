import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { apiKeyMessages, type CreatedApiKey } from '@/shared/integrations/api-keys';
import type { TestClient } from '../../../test/harness';
import { useTestServer } from '../../../test/use-test-server';
import { workspaceMembers } from '../../../tenancy/schema';
import { workspaceApiKeys } from '../api-keys/schema';

const ctx = useTestServer();

/** A call to /api/v1 with a key and nothing else: no cookie, no Origin. */
async function v1(key: string | undefined, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (key) headers.authorization = `Bearer ${key}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${ctx.server.url}/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  };
}

async function newKey(client: TestClient, scopes: string[], name = 'Zapier'): Promise<CreatedApiKey> {
  const created = await client.post('/api/integrations/api-keys', { name, scopes });
  expect(created.status).toBe(201);
  return created.body;
}

const draft = (title: string) => ({ type: 'blog', title, body: { title, metaDescription: '', content: `About ${title}`, tags: [] } });

let owner: TestClient;
let workspaceId: string;
beforeAll(async () => {
  owner = await ctx.member('api.owner@example.com', 'professional');
  workspaceId = (await owner.get('/api/me')).body.workspace.id;
});

async function memberOfOwners(email: string, role: 'editor' | 'viewer') {
  const client = await ctx.server.signedUpClient(email);
  const userId: string = (await client.get('/api/me')).body.id;
  await ctx.server.db.insert(workspaceMembers).values({ workspaceId, userId, role });
  expect((await client.post('/api/workspaces/current', { workspaceId })).status).toBe(200);
  return { client, userId };
}

describe('workspace API keys', () => {
  test('a key is answered once, at its creation, and stored only as a hash', async () => {
    const created = await newKey(owner, ['write', 'read'], 'Make');
    expect(created.key).toMatch(/^upl_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'Make', scopes: ['read', 'write'], prefix: created.key.slice(0, 10), lastUsedAt: null });

    const listed = (await owner.get('/api/integrations/api-keys')).body.apiKeys as CreatedApiKey[];
    expect(listed.find((key) => key.id === created.id)).toEqual({
      id: created.id,
      name: 'Make',
      prefix: created.prefix,
      scopes: ['read', 'write'],
      createdBy: created.createdBy,
      createdAt: created.createdAt,
      lastUsedAt: null,
    });
    const secret = created.key.slice(created.prefix.length);
    expect(JSON.stringify(listed)).not.toContain(secret);
    const [row] = await ctx.server.db.select().from(workspaceApiKeys).where(eq(workspaceApiKeys.id, created.id));
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  test('names and scopes are checked', async () => {
    expect((await owner.post('/api/integrations/api-keys', { name: ' ', scopes: ['read'] })).body.error.message).toBe(
      apiKeyMessages.nameRequired,
    );
    expect((await owner.post('/api/integrations/api-keys', { name: 'X', scopes: [] })).body.error.message).toBe(
      apiKeyMessages.scopeRequired,
    );
    expect((await owner.post('/api/integrations/api-keys', { name: 'X', scopes: ['admin'] })).status).toBe(400);
  });

  test('a Starter workspace may neither make keys nor use one it made before', async () => {
    const starter = await ctx.member('api.starter@example.com', 'professional');
    const { key } = await newKey(starter, ['read']);
    expect((await v1(key, 'GET', '/projects')).status).toBe(200);

    await ctx.setPlan(starter, 'starter');
    const refused = await starter.post('/api/integrations/api-keys', { name: 'Later', scopes: ['read'] });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'FEATURE_NOT_AVAILABLE', message: apiKeyMessages.notOnPlan });
    const used = await v1(key, 'GET', '/projects');
    expect(used.status).toBe(403);
    expect(used.body.error).toMatchObject({ code: 'FEATURE_NOT_AVAILABLE', message: apiKeyMessages.notOnPlan });
  });

  test('an Editor revokes their own keys, not the Owner’s; a Viewer revokes none', async () => {
    const editor = await memberOfOwners('api.editor@example.com', 'editor');
    const viewer = await memberOfOwners('api.viewer@example.com', 'viewer');
    const ownersKey = await newKey(owner, ['read']);
    const editorsKey = await newKey(editor.client, ['read']);
    expect((await viewer.client.post('/api/integrations/api-keys', { name: 'V', scopes: ['read'] })).body.error.code).toBe('READ_ONLY');
    expect((await viewer.client.get('/api/integrations/api-keys')).status).toBe(200);

    expect((await editor.client.delete(`/api/integrations/api-keys/${ownersKey.id}`)).body.error).toMatchObject({
      code: 'OWNER_ONLY',
      message: apiKeyMessages.othersKey,
    });
    expect((await editor.client.delete(`/api/integrations/api-keys/${editorsKey.id}`)).status).toBe(204);
    expect((await owner.delete(`/api/integrations/api-keys/${ownersKey.id}`)).status).toBe(204);
  });
});

describe('/api/v1', () => {
  test('a key opens the API; no key, a wrong one, a cookie or a revoked key do not', async () => {
    const { key, id } = await newKey(owner, ['read']);
    expect((await v1(key, 'GET', '/projects')).body).toEqual((await owner.get('/api/projects')).body);

    for (const wrong of [undefined, 'upl_not-a-key', key.slice(0, -1)]) {
      const refused = await v1(wrong, 'GET', '/projects');
      expect(refused.status).toBe(401);
      expect(refused.body.error).toEqual({ code: 'UNAUTHORIZED', message: apiKeyMessages.keyInvalid });
    }
    const withCookie = await fetch(`${ctx.server.url}/api/v1/projects`, { headers: { cookie: owner.cookies } });
    expect(withCookie.status).toBe(401);

    expect((await owner.delete(`/api/integrations/api-keys/${id}`)).status).toBe(204);
    expect((await v1(key, 'GET', '/projects')).status).toBe(401);
  });

  test('a read key acts as a Viewer; a write key as its creator, within their role', async () => {
    const read = await newKey(owner, ['read']);
    const refused = await v1(read.key, 'POST', '/content', draft('Spring menu'));
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('READ_ONLY');

    const write = await newKey(owner, ['read', 'write']);
    const created = await v1(write.key, 'POST', '/content', draft('Spring menu'));
    expect(created.status).toBe(201);
    const updated = await v1(write.key, 'PUT', `/content/${created.body.id}`, draft('Summer menu'));
    expect(updated.body.title).toBe('Summer menu');
    const published = await v1(write.key, 'POST', `/content/${created.body.id}/publish`);
    expect(published.body).toMatchObject({ status: 'published' });
    expect((await v1(read.key, 'GET', `/content/${created.body.id}`)).body.status).toBe('published');

    // An Editor's write key writes; once made a Viewer, it reads only, and once gone, nothing.
    const editor = await memberOfOwners('api.editor.key@example.com', 'editor');
    const editorsKey = await newKey(editor.client, ['write']);
    expect((await v1(editorsKey.key, 'POST', '/content', draft('Bread'))).status).toBe(201);
    expect((await owner.patch(`/api/team/members/${editor.userId}`, { role: 'viewer' })).status).toBe(200);
    expect((await v1(editorsKey.key, 'POST', '/content', draft('Cake'))).body.error.code).toBe('READ_ONLY');
    expect((await owner.delete(`/api/team/members/${editor.userId}`)).status).toBe(204);
    const gone = await v1(editorsKey.key, 'GET', '/projects');
    expect(gone.status).toBe(401);
    expect(gone.body.error.message).toBe(apiKeyMessages.keyHolderGone);
  });

  test('another workspace’s ids answer 404, and bad input 400, as on the screens', async () => {
    const other = await ctx.member('api.other@example.com', 'professional');
    const theirs = (await other.post('/api/content', draft('Their post'))).body;
    const { key } = await newKey(owner, ['write']);
    expect((await v1(key, 'GET', `/content/${theirs.id}`)).status).toBe(404);
    expect((await v1(key, 'PUT', `/content/${theirs.id}`, draft('Mine now'))).status).toBe(404);
    expect((await v1(key, 'POST', `/content/${theirs.id}/publish`)).status).toBe(404);
    expect((await v1(key, 'DELETE', `/email/subscribers/${theirs.id}`)).status).toBe(404);
    expect((await v1(key, 'GET', '/content/not-an-id')).status).toBe(404);

    const empty = await v1(key, 'POST', '/content', { type: 'blog', title: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('VALIDATION_FAILED');
    expect((await v1(key, 'GET', '/content?pageSize=1000')).status).toBe(400);
    expect((await v1(key, 'GET', '/content?cursor=nope')).status).toBe(400);
    expect((await v1(key, 'GET', '/seo/keywords')).status).toBe(400);
  });

  test('the content list pages with a cursor, and content added meanwhile moves no page', async () => {
    const lister = await ctx.member('api.pages@example.com', 'professional');
    const { key } = await newKey(lister, ['write']);
    for (const title of ['One', 'Two', 'Three', 'Four', 'Five']) expect((await v1(key, 'POST', '/content', draft(title))).status).toBe(201);

    const first = await v1(key, 'GET', '/content?pageSize=2');
    expect(first.body.items.map((item: { title: string }) => item.title)).toEqual(['Five', 'Four']);
    expect((await v1(key, 'POST', '/content', draft('Six'))).status).toBe(201);
    const seen: string[] = first.body.items.map((item: { title: string }) => item.title);
    let cursor: string | null = first.body.nextCursor;
    while (cursor) {
      const page = await v1(key, 'GET', `/content?pageSize=2&cursor=${cursor}`);
      seen.push(...page.body.items.map((item: { title: string }) => item.title));
      cursor = page.body.nextCursor;
    }
    expect(seen).toEqual(['Five', 'Four', 'Three', 'Two', 'One']);
  });

  test('the activity, e-mail, social, SEO and analytics operations answer as their screens do', async () => {
    const { key } = await newKey(owner, ['write']);
    const list = (await owner.post('/api/email/lists', { name: 'Readers', optIn: 'single' })).body;
    const added = await v1(key, 'POST', '/email/subscribers', { email: 'ada@readers.test', listIds: [list.id] });
    expect(added.status).toBe(201);
    expect(
      (await v1(key, 'GET', `/email/subscribers?listId=${list.id}`)).body.subscribers.map((one: { email: string }) => one.email),
    ).toEqual(['ada@readers.test']);
    expect((await v1(key, 'DELETE', `/email/subscribers/${added.body.id}`)).status).toBe(204);
    expect((await v1(key, 'GET', '/email/lists')).body).toEqual((await owner.get('/api/email/lists')).body);
    expect((await v1(key, 'GET', '/email/campaigns')).status).toBe(200);
    expect((await v1(key, 'GET', '/campaigns')).status).toBe(200);
    expect((await v1(key, 'GET', '/social/posts?status=scheduled')).body).toEqual({ posts: [] });
    expect((await v1(key, 'GET', '/events?limit=5')).body.events.length).toBeGreaterThan(0);
    expect((await v1(key, 'GET', '/seo/issues?site=https://bakery.example')).status).toBe(200);

    const project = (await owner.post('/api/projects', { name: 'Bakery', url: 'https://bakery.example' })).body;
    expect((await v1(key, 'GET', `/analytics/projects/${project.id}/report?range=7d`)).status).toBe(200);
    expect((await v1(key, 'GET', `/seo/keywords?projectId=${project.id}`)).status).toBe(200);
  });

  test('REST hooks subscribe a URL to an event and unsubscribe it, as the workspace’s webhook endpoints', async () => {
    const write = await newKey(owner, ['write']);
    const read = await newKey(owner, ['read']);
    const hook = { target_url: 'https://hooks.zapier.example/catch/1', event: 'content.published' };
    expect((await v1(read.key, 'POST', '/hooks', hook)).body.error.code).toBe('READ_ONLY');
    const subscribed = await v1(write.key, 'POST', '/hooks', hook);
    expect(subscribed.status).toBe(201);
    expect(Object.keys(subscribed.body)).toEqual(['id']);
    const endpoints = (await owner.get('/api/integrations/webhooks')).body.endpoints as Array<{ id: string; url: string }>;
    expect(endpoints.find((endpoint) => endpoint.id === subscribed.body.id)?.url).toBe(hook.target_url);
    expect((await v1(write.key, 'DELETE', `/hooks/${subscribed.body.id}`)).status).toBe(204);
    expect((await v1(write.key, 'DELETE', `/hooks/${subscribed.body.id}`)).status).toBe(404);
  });

  test('a key’s last use is recorded', async () => {
    const { key, id } = await newKey(owner, ['read']);
    await v1(key, 'GET', '/projects');
    const listed = (await owner.get('/api/integrations/api-keys')).body.apiKeys as CreatedApiKey[];
    expect(listed.find((one) => one.id === id)?.lastUsedAt).not.toBeNull();
  });
});

describe('the API’s document and reference page', () => {
  test('every mounted v1 operation is in the OpenAPI document, and nothing else', async () => {
    const document = await v1(undefined, 'GET', '/openapi.json');
    expect(document.status).toBe(200);
    expect(document.body.openapi).toBe('3.1.0');
    expect(document.body.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const documented = Object.entries(document.body.paths as Record<string, object>).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} /api/v1${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    // The document, its page, and the MCP endpoint that offers the same operations as tools (mcp.test.ts).
    const ownPages = new Set(['GET /api/v1/openapi.json', 'GET /api/v1/docs', 'POST /api/v1/mcp']);
    const mounted = ctx.server.routes
      .filter(({ method, path }) => path.startsWith('/api/v1/') && method !== 'ALL')
      .map(({ method, path }) => `${method} ${path}`)
      .filter((route) => !ownPages.has(route));
    expect(mounted.length).toBeGreaterThan(15);
    expect([...new Set(documented)].sort()).toEqual([...new Set(mounted)].sort());
  });

  test('the reference page loads nothing from elsewhere and runs no script', async () => {
    const page = await v1(undefined, 'GET', '/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.body).toContain('/content/{id}/publish');
    expect(page.body).not.toMatch(/<script|<link|src="http|@import/i);
  });
});
