import { describe, expect, test } from 'vitest';
import { type NotificationPreference, notificationKinds, notificationMessages } from '@/shared/notification-kinds';
import { workspaceMembers } from '../tenancy/schema';
import type { TestClient } from '../test/harness';
import { useTestServer } from '../test/use-test-server';

const uplift = useTestServer();

async function preferencesOf(client: TestClient): Promise<NotificationPreference[]> {
  const response = await client.get('/api/notifications/preferences');
  expect(response.status).toBe(200);
  return response.body.preferences;
}

const channels = (preferences: NotificationPreference[]) =>
  Object.fromEntries(preferences.map(({ kind, inApp, email }) => [kind, { inApp, email }]));

describe('notification preferences', () => {
  test('a new user has the spec’s defaults: on for publishing, SEO, mentions and usage; off for weekly reports and team activity', async () => {
    const user = await uplift.member('defaults@uplift.test');
    const preferences = await preferencesOf(user);
    expect(preferences.map((preference) => preference.kind)).toEqual(notificationKinds.map((kind) => kind.id));
    const both = (value: boolean) => ({ inApp: value, email: value });
    expect(channels(preferences)).toEqual({
      account: both(true),
      content_publishing: both(true),
      seo_alerts: both(true),
      social_mentions: both(true),
      usage_alerts: both(true),
      email_campaigns: both(true),
      team_invitations: both(true),
      billing: both(true),
      webhook_failures: both(true),
      weekly_reports: both(false),
      team_activity: both(false),
    });
    expect(preferences.find((preference) => preference.kind === 'account')).toMatchObject({
      label: 'Account and security',
      changeable: false,
    });
    expect(preferences.find((preference) => preference.kind === 'content_publishing')).toMatchObject({
      label: 'Content publishing',
      description: expect.any(String),
      changeable: true,
    });
  });

  test('one change is stored and read back; the whole list can be sent at once', async () => {
    const user = await uplift.member('changes@uplift.test');
    const changed = await user.put('/api/notifications/preferences', { kind: 'seo_alerts', inApp: false, email: true });
    expect(changed.status).toBe(200);
    expect(channels(changed.body.preferences).seo_alerts).toEqual({ inApp: false, email: true });
    expect(channels(await preferencesOf(user)).seo_alerts).toEqual({ inApp: false, email: true });

    // The screen's whole list back, with two more changes and the locked kind as it is.
    const list = (await preferencesOf(user)).map(({ kind, inApp, email }) => ({ kind, inApp, email }));
    const edited = list.map((item) =>
      item.kind === 'weekly_reports' ? { ...item, email: true } : item.kind === 'billing' ? { ...item, inApp: false } : item,
    );
    expect((await user.put('/api/notifications/preferences', edited)).status).toBe(200);
    const after = channels(await preferencesOf(user));
    expect(after.weekly_reports).toEqual({ inApp: false, email: true });
    expect(after.billing).toEqual({ inApp: false, email: true });
    expect(after.seo_alerts).toEqual({ inApp: false, email: true });
    expect(after.content_publishing).toEqual({ inApp: true, email: true });
  });

  test('unknown kinds and bad bodies answer 400 and change nothing', async () => {
    const user = await uplift.member('bad-bodies@uplift.test');
    const before = await preferencesOf(user);
    const unknown = await user.put('/api/notifications/preferences', { kind: 'newsletter', inApp: true, email: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toEqual({ code: 'VALIDATION_FAILED', message: notificationMessages.unknownKind });

    const badBodies: unknown[] = [
      {},
      [],
      null,
      'seo_alerts',
      { kind: 'seo_alerts' },
      { kind: 'seo_alerts', inApp: 'yes', email: true },
      { kind: 'seo_alerts', inApp: true, email: true, extra: 1 },
      [
        { kind: 'seo_alerts', inApp: false, email: false },
        { kind: 'nope', inApp: true, email: true },
      ],
      Array(notificationKinds.length + 1).fill({ kind: 'seo_alerts', inApp: true, email: true }),
    ];
    for (const body of badBodies) {
      const response = await user.put('/api/notifications/preferences', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
    }
    const malformed = await fetch(`${uplift.server.url}/api/notifications/preferences`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: user.cookies, origin: uplift.server.url },
      body: '{"kind": ',
    });
    expect(malformed.status).toBe(400);
    expect(await preferencesOf(user)).toEqual(before);
  });

  test('account notices cannot be turned off', async () => {
    const user = await uplift.member('locked@uplift.test');
    const refused = await user.put('/api/notifications/preferences', { kind: 'account', inApp: false, email: true });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({ code: 'VALIDATION_FAILED', message: notificationMessages.locked('Account and security') });
    // Nothing of the list is stored when one entry is refused.
    const mixed = await user.put('/api/notifications/preferences', [
      { kind: 'team_activity', inApp: true, email: true },
      { kind: 'account', inApp: true, email: false },
    ]);
    expect(mixed.status).toBe(400);
    const after = channels(await preferencesOf(user));
    expect(after.account).toEqual({ inApp: true, email: true });
    expect(after.team_activity).toEqual({ inApp: false, email: false });
  });

  test('preferences are per user: one user’s choices leave another’s alone', async () => {
    const first = await uplift.member('first-chooser@uplift.test');
    const second = await uplift.member('second-chooser@uplift.test');
    await first.put('/api/notifications/preferences', { kind: 'usage_alerts', inApp: false, email: false });
    expect(channels(await preferencesOf(first)).usage_alerts).toEqual({ inApp: false, email: false });
    expect(channels(await preferencesOf(second)).usage_alerts).toEqual({ inApp: true, email: true });
  });

  test('a Viewer manages their own preferences, which follow them across workspaces', async () => {
    const owner = await uplift.member('pref-owner@uplift.test');
    const workspaceId = (await owner.get('/api/me')).body.workspace.id;
    const viewer = await uplift.member('pref-viewer@uplift.test');
    const viewerId = (await viewer.get('/api/me')).body.id;
    await uplift.server.db.insert(workspaceMembers).values({ workspaceId, userId: viewerId, role: 'viewer' });
    expect((await viewer.post('/api/workspaces/current', { workspaceId })).status).toBe(200);
    expect((await viewer.get('/api/me')).body.workspace.role).toBe('viewer');

    const changed = await viewer.put('/api/notifications/preferences', { kind: 'team_activity', inApp: true, email: false });
    expect(changed.status).toBe(200);
    const { workspaces } = (await viewer.get('/api/workspaces')).body as { workspaces: Array<{ id: string }> };
    const homeId = workspaces.find((workspace) => workspace.id !== workspaceId)?.id;
    expect((await viewer.post('/api/workspaces/current', { workspaceId: homeId })).status).toBe(200);
    expect(channels(await preferencesOf(viewer)).team_activity).toEqual({ inApp: true, email: false });
    // The owner of the workspace the Viewer changed them in keeps their own.
    expect(channels(await preferencesOf(owner)).team_activity).toEqual({ inApp: false, email: false });
  });

  test('signed out, preferences answer 401', async () => {
    const anonymous = uplift.server.client();
    expect((await anonymous.get('/api/notifications/preferences')).status).toBe(401);
  });
});
