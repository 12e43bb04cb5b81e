import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiMessages } from '@/shared/messages';
import type { Notification } from '@/shared/user';
import { startTestServer, testPassword, type TestClient, type TestServer } from '../test/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

async function newUser(email: string): Promise<TestClient> {
  const client = server.client();
  expect((await client.signUp(email, testPassword)).status).toBe(200);
  return client;
}

async function notificationsOf(client: TestClient): Promise<{ items: Notification[]; unread: number }> {
  const response = await client.get('/api/notifications');
  expect(response.status).toBe(200);
  return response.body;
}

const notFound = { error: { code: 'NOT_FOUND', message: apiMessages.notFound } };

describe('notifications', () => {
  test('a new user has the unread welcome notification', async () => {
    const user = await newUser('welcome@example.com');
    const { items, unread } = await notificationsOf(user);
    expect(unread).toBe(1);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ title: 'Welcome to Uplift', link: '/setup', readAt: null });
  });

  test('read-all marks everything read', async () => {
    const user = await newUser('read-all@example.com');
    const readAll = await user.post('/api/notifications/read-all');
    expect(readAll.status).toBe(200);
    expect(readAll.body).toEqual({ updated: 1 });

    const { items, unread } = await notificationsOf(user);
    expect(unread).toBe(0);
    expect(items[0]?.readAt).toEqual(expect.any(String));
    // Nothing left to mark.
    expect((await user.post('/api/notifications/read-all')).body).toEqual({ updated: 0 });
  });

  test('marking one notification read', async () => {
    const user = await newUser('read-one@example.com');
    const [welcome] = (await notificationsOf(user)).items;
    const read = await user.post(`/api/notifications/${welcome!.id}/read`);
    expect(read.status).toBe(200);
    expect((await notificationsOf(user)).unread).toBe(0);
  });

  test("another user's notification answers 404 and stays unread for its owner", async () => {
    const owner = await newUser('owner@example.com');
    const stranger = await newUser('stranger@example.com');
    const [ownersWelcome] = (await notificationsOf(owner)).items;

    const attempt = await stranger.post(`/api/notifications/${ownersWelcome!.id}/read`);
    expect(attempt.status).toBe(404);
    expect(attempt.body).toEqual(notFound);

    const afterwards = await notificationsOf(owner);
    expect(afterwards.unread).toBe(1);
    expect(afterwards.items[0]?.readAt).toBeNull();
    // The stranger's read-all leaves the owner's notifications alone too.
    await stranger.post('/api/notifications/read-all');
    expect((await notificationsOf(owner)).unread).toBe(1);
  });

  test.each(['not-a-uuid', '123', randomUUID(), "1' or '1'='1"])('marking id %s answers 404', async (id) => {
    const user = await newUser(`malformed-${randomUUID()}@example.com`);
    const response = await user.post(`/api/notifications/${encodeURIComponent(id)}/read`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual(notFound);
    expect((await notificationsOf(user)).unread).toBe(1);
  });

  test('the list limit is validated', async () => {
    const user = await newUser('limit@example.com');
    for (const limit of ['0', '101', 'abc']) {
      const response = await user.get(`/api/notifications?limit=${limit}`);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect((await user.get('/api/notifications?limit=1')).body.items).toHaveLength(1);
  });
});
