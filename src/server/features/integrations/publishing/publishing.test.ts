import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ContentItem } from '@/shared/content/content';
import { type PublishingState, publishingMessages as text } from '@/shared/integrations/publishing';
import { startFakeHttp, type FakeHttpServer } from '../../../test/fake-http';
import type { TestClient } from '../../../test/harness';
import { useTestServer } from '../../../test/use-test-server';
import { type FakeGhost, startFakeGhost } from '../test/fake-ghost';
import { type FakeWordPress, startFakeWordPress } from '../test/fake-wordpress';

/** A 1×1 PNG, as a site serves a cover image. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let wordpress: FakeWordPress;
let ghost: FakeGhost;
let images: FakeHttpServer;

beforeAll(async () => {
  [wordpress, ghost, images] = await Promise.all([
    startFakeWordPress(),
    startFakeGhost(),
    startFakeHttp((request, response) => {
      if (request.path === '/cover.png') response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      else response.writeHead(200, { 'content-type': 'text/html' }).end('<p>not an image</p>');
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([wordpress.close(), ghost.close(), images.close()]);
});

const uplift = useTestServer({}, { guardedApi: { allowLoopbackForTests: true }, safeFetcher: { allowLoopbackForTests: true } });

async function blogPost(client: TestClient): Promise<ContentItem> {
  const saved = await client.post('/api/content', {
    type: 'blog',
    title: 'Sourdough at home',
    body: {
      title: 'Sourdough at home',
      metaDescription: 'How we bake it',
      content: '## Starter\n\nFeed it **daily**.\n\n<script>alert(1)</script>\n\n- flour\n- water',
      tags: ['bread'],
    },
  });
  expect(saved.status).toBe(201);
  return saved.body as ContentItem;
}

async function connectWordPress(client: TestClient) {
  const credentials = { siteUrl: wordpress.origin, username: wordpress.username, applicationPassword: wordpress.applicationPassword };
  expect((await client.post('/api/integrations/wordpress/connect', { credentials })).status).toBe(200);
}

describe('publishing a blog post to the workspace’s site', () => {
  test('WordPress: a live post with its featured image; the item becomes published at the post’s address, once', async () => {
    const member = await uplift.member('publish.wordpress@example.com');
    const item = await blogPost(member);
    const refused = await member.post('/api/integrations/publishing', { contentId: item.id, target: 'wordpress', status: 'publish' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(text.notConnected('wordpress'));

    await connectWordPress(member);
    expect(((await member.get(`/api/integrations/publishing?contentId=${item.id}`)).body as PublishingState).connectedTargets).toEqual([
      'wordpress',
    ]);
    const published = await member.post('/api/integrations/publishing', {
      contentId: item.id,
      target: 'wordpress',
      status: 'publish',
      featuredImageUrl: `${images.origin}/cover.png`,
    });
    expect(published.status).toBe(201);
    const [post] = wordpress.posts;
    expect(post).toMatchObject({ title: 'Sourdough at home', status: 'publish', featuredMedia: wordpress.media[0]!.id });
    expect(post!.content).toContain('<h2>Starter</h2>');
    expect(post!.content).toContain('<strong>daily</strong>');
    expect(post!.content).not.toContain('<script');
    expect(wordpress.media[0]).toMatchObject({ filename: 'cover.png', size: png.length });
    expect(published.body).toMatchObject({ target: 'wordpress', status: 'publish', url: post!.link });

    const after = (await member.get(`/api/content/${item.id}`)).body as ContentItem;
    expect(after).toMatchObject({ status: 'published', publishedUrl: post!.link });
    const again = await member.post('/api/integrations/publishing', { contentId: item.id, target: 'wordpress', status: 'publish' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(text.alreadyThere('wordpress', post!.link));
    expect(wordpress.posts).toHaveLength(1);
    expect(((await member.get(`/api/integrations/publishing?contentId=${item.id}`)).body as PublishingState).publications).toEqual([
      expect.objectContaining({ target: 'wordpress', status: 'publish', url: post!.link }),
    ]);
  });

  test('Ghost: a draft there leaves the item as it was; a page that is not an image is refused before anything is sent', async () => {
    const member = await uplift.member('publish.ghost@example.com');
    const item = await blogPost(member);
    expect(
      (await member.post('/api/integrations/ghost/connect', { credentials: { adminUrl: ghost.origin, adminApiKey: ghost.adminApiKey } }))
        .status,
    ).toBe(200);
    const notImage = await member.post('/api/integrations/publishing', {
      contentId: item.id,
      target: 'ghost',
      status: 'draft',
      featuredImageUrl: `${images.origin}/page.html`,
    });
    expect(notImage.status).toBe(400);
    expect(notImage.body.error.message).toBe(text.imageRefused);
    expect(ghost.posts).toHaveLength(0);

    const drafted = await member.post('/api/integrations/publishing', { contentId: item.id, target: 'ghost', status: 'draft' });
    expect(drafted.status).toBe(201);
    expect(ghost.posts[0]).toMatchObject({ title: 'Sourdough at home', status: 'draft' });
    expect((await member.get(`/api/content/${item.id}`)).body).toMatchObject({ status: 'draft', publishedUrl: null });
  });

  test('only blog posts, only the workspace’s own items, only for editors', async () => {
    const member = await uplift.member('publish.rules@example.com');
    await connectWordPress(member);
    const email = (
      await member.post('/api/content', { type: 'email', title: 'Hi', body: { subject: 'Hi', content: 'Hello', cta: 'Read' } })
    ).body;
    const notBlog = await member.post('/api/integrations/publishing', { contentId: email.id, target: 'wordpress', status: 'publish' });
    expect(notBlog.status).toBe(400);
    expect(notBlog.body.error.message).toBe(text.onlyBlog);

    const stranger = await uplift.member('publish.stranger@example.com');
    const theirs = await blogPost(stranger);
    expect(
      (await member.post('/api/integrations/publishing', { contentId: theirs.id, target: 'wordpress', status: 'publish' })).status,
    ).toBe(404);
    expect((await member.post('/api/integrations/publishing', { contentId: 'nope', target: 'wordpress', status: 'publish' })).status).toBe(
      400,
    );
    expect((await member.post('/api/integrations/publishing', { contentId: theirs.id, target: 'medium', status: 'publish' })).status).toBe(
      400,
    );
  });

  test('a site that refuses shows its reason on the card, and the item stays free to publish', async () => {
    const member = await uplift.member('publish.refused@example.com');
    await connectWordPress(member);
    const item = await blogPost(member);
    wordpress.mayPublish = false;
    try {
      const refused = await member.post('/api/integrations/publishing', { contentId: item.id, target: 'wordpress', status: 'publish' });
      expect(refused.status).toBe(422);
      const card = (await member.get('/api/integrations')).body.integrations.find((entry: { id: string }) => entry.id === 'wordpress');
      expect(card.lastError).toContain('This WordPress user may not publish posts.');
    } finally {
      wordpress.mayPublish = true;
    }
    expect((await member.post('/api/integrations/publishing', { contentId: item.id, target: 'wordpress', status: 'publish' })).status).toBe(
      201,
    );
    const card = (await member.get('/api/integrations')).body.integrations.find((entry: { id: string }) => entry.id === 'wordpress');
    expect(card.lastError).toBeNull();
  });
});
