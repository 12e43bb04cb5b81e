import { describe, expect, test } from 'vitest';
import { teamMessages } from '@/shared/team/team';
import type { TestClient } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';
import { teamTestKit } from './team-test-kit';

const uplift = useTestServer();
const { invite, join, professionalOwner } = teamTestKit(uplift);

const idOf = async (client: TestClient) => (await client.get('/api/me')).body.id as string;

describe('who may change the team', () => {
  test('Editors and Viewers read the team but get 403 on every write', async () => {
    const { owner, userId: ownerId } = await professionalOwner('roles-owner@uplift.test');
    const editor = await join(owner, 'roles-editor@uplift.test', 'editor');
    const viewer = await join(owner, 'roles-viewer@uplift.test', 'viewer');
    const { invitation } = await invite(owner, 'roles-pending@uplift.test');
    const editorId = await idOf(editor);

    for (const [client, role] of [
      [editor, 'editor'],
      [viewer, 'viewer'],
    ] as const) {
      const team = await client.get('/api/team');
      expect(team.status).toBe(200);
      expect(team.body.you.role).toBe(role);
      expect(team.body.members).toHaveLength(3);
      expect(team.body.invitations).toHaveLength(1);

      const writes = [
        client.post('/api/team/invitations', { email: 'sneaky@uplift.test', role: 'viewer' }),
        client.post(`/api/team/invitations/${invitation.id}/resend`),
        client.delete(`/api/team/invitations/${invitation.id}`),
        client.patch(`/api/team/members/${editorId}`, { role: 'viewer' }),
        client.delete(`/api/team/members/${ownerId}`),
        client.delete(`/api/team/members/${editorId}`),
        client.post('/api/team/transfer', { userId: editorId }),
      ];
      for (const refused of await Promise.all(writes)) {
        expect(refused.status).toBe(403);
        expect(refused.body.error).toEqual({ code: 'OWNER_ONLY', message: teamMessages.ownerOnly });
      }
    }
    // Nothing changed.
    const { members, invitations } = (await owner.get('/api/team')).body;
    expect(members.map((m: { role: string }) => m.role)).toEqual(['owner', 'editor', 'viewer']);
    expect(invitations).toHaveLength(1);
  });

  test("another workspace's members and invitations answer 404", async () => {
    const { owner } = await professionalOwner('a-owner@uplift.test');
    const { owner: stranger } = await professionalOwner('b-owner@uplift.test');
    const member = await join(owner, 'a-member@uplift.test');
    const memberId = await idOf(member);
    const { invitation } = await invite(owner, 'a-pending@uplift.test');

    expect((await stranger.post(`/api/team/invitations/${invitation.id}/resend`)).status).toBe(404);
    expect((await stranger.delete(`/api/team/invitations/${invitation.id}`)).status).toBe(404);
    expect((await stranger.patch(`/api/team/members/${memberId}`, { role: 'viewer' })).status).toBe(404);
    expect((await stranger.delete(`/api/team/members/${memberId}`)).status).toBe(404);
    expect((await stranger.post('/api/team/transfer', { userId: memberId })).status).toBe(404);
    for (const id of ['not-a-uuid', 'x'.repeat(300), '%00', '%C3%28']) {
      expect((await owner.post(`/api/team/invitations/${id}/resend`)).status).toBe(404);
      expect((await owner.patch(`/api/team/members/${id}`, { role: 'viewer' })).status).toBe(404);
      expect((await owner.delete(`/api/team/members/${id}`)).status).toBe(404);
    }
    expect((await stranger.get('/api/team')).body.members).toHaveLength(1);
    expect((await owner.get('/api/team')).body.members).toHaveLength(2);
  });
});

describe('roles and removal', () => {
  test("the owner changes a member's role, which the member's next request sees", async () => {
    const { owner, userId: ownerId } = await professionalOwner('role-owner@uplift.test');
    const member = await join(owner, 'role-member@uplift.test', 'editor');
    expect((await member.post('/api/projects', { name: 'Allowed' })).status).toBe(201);

    const changed = await owner.patch(`/api/team/members/${await idOf(member)}`, { role: 'viewer' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ role: 'viewer', status: 'Active' });
    expect((await member.get('/api/me')).body.workspace.role).toBe('viewer');
    expect((await member.post('/api/projects', { name: 'Refused' })).status).toBe(403);

    const own = await owner.patch(`/api/team/members/${ownerId}`, { role: 'editor' });
    expect(own.status).toBe(409);
    expect(own.body.error).toEqual({ code: 'OWNER_MUST_TRANSFER', message: teamMessages.ownerRoleFixed });
    expect((await owner.patch(`/api/team/members/${ownerId}`, { role: 'owner' })).status).toBe(400);
  });

  test('a removed member loses access on their very next request', async () => {
    const { owner, userId: ownerId, workspaceName } = await professionalOwner('remove-owner@uplift.test');
    await owner.post('/api/projects', { name: 'Private' });
    const member = await join(owner, 'removed@uplift.test');
    // Resolved and cached just before the removal.
    expect((await member.get('/api/me')).body.workspace.name).toBe(workspaceName);
    expect((await member.get('/api/projects')).body.projects).toHaveLength(1);

    expect((await owner.delete(`/api/team/members/${await idOf(member)}`)).status).toBe(204);
    const me = (await member.get('/api/me')).body;
    expect(me.workspace.name).not.toBe(workspaceName);
    expect(me.workspace.role).toBe('owner');
    expect((await member.get('/api/projects')).body.projects).toEqual([]);
    const { body } = await member.get('/api/workspaces');
    expect(body.workspaces.map((w: { name: string }) => w.name)).not.toContain(workspaceName);

    const events = (await owner.get('/api/events?limit=5')).body.events;
    expect(events[0]).toMatchObject({ type: 'team_member_removed', description: 'Removed removed@uplift.test from the workspace' });
    expect((await owner.get('/api/team')).body.members).toHaveLength(1);

    const self = await owner.delete(`/api/team/members/${ownerId}`);
    expect(self.status).toBe(409);
    expect(self.body.error.message).toBe(teamMessages.ownerNotRemovable);
  });
});

describe('leaving and handing over', () => {
  test('a member leaves and is back in their own workspace; the owner cannot leave', async () => {
    const { owner, workspaceName } = await professionalOwner('leave-owner@uplift.test');
    const member = await join(owner, 'leaver@uplift.test', 'viewer');
    const left = await member.post('/api/team/leave');
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ workspaceName });
    expect((await member.get('/api/me')).body.workspace).toMatchObject({ role: 'owner' });
    expect((await owner.get('/api/team')).body.members).toHaveLength(1);

    const refused = await owner.post('/api/team/leave');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: 'OWNER_MUST_TRANSFER', message: teamMessages.ownerCannotLeave });
  });

  test('the owner hands the workspace to a member and stays on as an Editor', async () => {
    const { owner, userId: ownerId, workspaceId, workspaceName } = await professionalOwner('transfer-owner@uplift.test');
    const heir = await join(owner, 'heir@uplift.test', 'viewer');
    const heirId = await idOf(heir);

    expect((await owner.post('/api/team/transfer', { userId: ownerId })).status).toBe(400);
    expect((await owner.post('/api/team/transfer', {})).status).toBe(400);
    const moved = await owner.post('/api/team/transfer', { userId: heirId });
    expect(moved.status).toBe(200);
    expect(moved.body.you).toEqual({ userId: ownerId, role: 'editor' });

    expect((await heir.get('/api/me')).body.workspace).toMatchObject({ name: workspaceName, role: 'owner' });
    expect((await owner.get('/api/me')).body.workspace.role).toBe('editor');
    expect((await owner.post('/api/team/invitations', { email: 'late@uplift.test', role: 'viewer' })).status).toBe(403);
    expect((await heir.get('/api/team')).body.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      ['heir@uplift.test', 'owner'],
      ['transfer-owner@uplift.test', 'editor'],
    ]);

    // This was the former owner's only workspace: leaving it would leave them with nothing.
    const refused = await owner.post('/api/team/leave');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: 'ONLY_WORKSPACE', message: teamMessages.onlyWorkspace });

    // Removed by the new owner anyway, they get a new workspace of their own on their next request.
    expect((await heir.delete(`/api/team/members/${ownerId}`)).status).toBe(204);
    const me = (await owner.get('/api/me')).body;
    expect(me.workspace.role).toBe('owner');
    expect(me.workspace.id).not.toBe(workspaceId);
  });
});
