import { expect, test } from 'vitest';
import type { Notification } from '@/shared/user';
import type { TestClient } from '../../test/harness';
import { lastMailTo, mailCountTo } from '../../test/outbox';
import { useTestServer } from '../../test/use-test-server';
import { teamTestKit } from './team-test-kit';

const uplift = useTestServer();
const { join, professionalOwner } = teamTestKit(uplift);

/** The notices under the bell that name a member of this test's team, newest first. */
const activity = async (client: TestClient) =>
  ((await client.get('/api/notifications?limit=100')).body.items as Notification[])
    .map((notice) => notice.title)
    .filter((title) => title.startsWith('activity-'));

test('team activity reaches the other members who turned it on, on their channels, once per change, never the member who made it', async () => {
  const { owner, workspaceName } = await professionalOwner('activity-owner@uplift.test');
  const watcher = await join(owner, 'activity-watcher@uplift.test', 'editor');
  expect((await watcher.put('/api/notifications/preferences', { kind: 'team_activity', inApp: true, email: true })).status).toBe(200);
  const quiet = await join(owner, 'activity-quiet@uplift.test', 'viewer');
  const mailsBefore = {
    watcher: await mailCountTo(uplift.server.db, 'activity-watcher@uplift.test'),
    owner: await mailCountTo(uplift.server.db, 'activity-owner@uplift.test'),
  };
  const blog = (content: string) => ({
    title: 'Spring menu',
    type: 'blog',
    body: { title: 'Spring menu', metaDescription: '', content, tags: [] },
  });

  const joiner = await join(owner, 'activity-joiner@uplift.test', 'editor');
  expect(await activity(watcher)).toEqual([
    'activity-joiner joined the workspace as Editor',
    'activity-quiet joined the workspace as Viewer',
  ]);
  expect(await lastMailTo(uplift.server.db, 'activity-watcher@uplift.test')).toMatchObject({
    subject: 'activity-joiner joined the workspace as Editor',
  });
  expect((await lastMailTo(uplift.server.db, 'activity-watcher@uplift.test'))!.text).toContain(
    `activity-joiner joined the workspace as Editor in ${workspaceName}.`,
  );

  // Two saves of one piece by the same member are one change; the piece's author is told nothing of their own.
  const piece = (await joiner.post('/api/content', blog('Rye and spelt.'))).body;
  for (const content of ['Rye, spelt and barley.', 'Rye, spelt, barley and oats.'])
    expect((await joiner.put(`/api/content/${piece.id}`, blog(content))).status).toBe(200);
  expect((await watcher.patch(`/api/content/${piece.id}/status`, { status: 'published' })).status).toBe(200);
  const campaign = await owner.post('/api/email/campaigns', {
    name: 'Spring news',
    listId: (await owner.post('/api/email/lists', { name: 'Readers' })).body.id,
    subject: 'Hello',
  });
  expect(campaign.status).toBe(201);
  expect((await quiet.post('/api/team/leave')).status).toBe(200);

  expect(await activity(watcher)).toEqual([
    'activity-quiet left the workspace',
    'activity-owner created the e-mail campaign “Spring news”',
    'activity-joiner edited the blog post “Spring menu”',
    'activity-joiner added the blog post “Spring menu”',
    'activity-joiner joined the workspace as Editor',
    'activity-quiet joined the workspace as Viewer',
  ]);
  expect(await mailCountTo(uplift.server.db, 'activity-watcher@uplift.test')).toBe(mailsBefore.watcher + 5);
  // Off by default: the others hear nothing, and the watcher's own change reaches nobody who did not ask.
  expect(await activity(owner)).toEqual([]);
  expect(await activity(joiner)).toEqual([]);
  expect(await mailCountTo(uplift.server.db, 'activity-owner@uplift.test')).toBe(mailsBefore.owner);
});
