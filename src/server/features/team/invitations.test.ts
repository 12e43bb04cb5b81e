import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { usageMessages } from '@/shared/messages';
import { type InvitationPreview, teamMessages } from '@/shared/team/team';
import { useTestServer } from '../../test/use-test-server';
import { invitationLookups } from './routes';
import { workspaceInvitations } from './schema';
import { teamTestKit } from './team-test-kit';

// TRUST_PROXY lets the rate-limit test come from an address of its own (X-Forwarded-For).
const uplift = useTestServer({ TRUST_PROXY: 'true' });
const { invitationMail, mailsTo, invite, join, professionalOwner } = teamTestKit(uplift);

describe('inviting and joining', () => {
  test('the owner invites, the invitee signs up through the link, accepts and works in the workspace', async () => {
    const { owner, workspaceName } = await professionalOwner('olivia@uplift.test');
    const project = (await owner.post('/api/projects', { name: 'Shared site' })).body;

    const sent = await owner.post('/api/team/invitations', { email: '  Ed@Uplift.test ', role: 'editor' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ email: 'Ed@Uplift.test', role: 'editor', status: 'Pending', expired: false });
    const days = (Date.parse(sent.body.expiresAt) - Date.now()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const mail = await invitationMail('Ed@Uplift.test', workspaceName);
    expect(mail.subject).toContain('olivia');
    expect(mail.text).toContain(`${uplift.server.url}/invite?token=${mail.token}`);
    expect(mail.text).toContain('as Editor');
    // Only the token's hash is stored.
    const [stored] = await uplift.server.db.select().from(workspaceInvitations).where(eq(workspaceInvitations.id, sent.body.id));
    expect(stored?.tokenHash).not.toContain(mail.token);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const team = (await owner.get('/api/team')).body;
    expect(team.invitations).toEqual([expect.objectContaining({ email: 'Ed@Uplift.test', status: 'Pending', role: 'editor' })]);
    expect(team.seats).toEqual({ used: 2, limit: 10 });

    // The invitation page needs no session and tells nothing more than this.
    const preview = await uplift.server.client().get(`/api/invitations/${mail.token}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual<InvitationPreview>({
      workspaceName,
      inviterName: 'olivia',
      role: 'editor',
      email: 'Ed@Uplift.test',
      valid: true,
    });

    const ed = await uplift.member('ed@uplift.test');
    const accepted = await ed.post(`/api/invitations/${mail.token}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ workspaceName, role: 'editor' });
    const me = (await ed.get('/api/me')).body;
    expect(me.workspace).toMatchObject({ name: workspaceName, role: 'editor' });
    expect((await ed.get('/api/projects')).body.projects.map((p: { id: string }) => p.id)).toEqual([project.id]);

    const after = (await owner.get('/api/team')).body;
    expect(after.invitations).toEqual([]);
    expect(after.members).toEqual([
      expect.objectContaining({ name: 'olivia', role: 'owner', status: 'Active' }),
      expect.objectContaining({ email: 'ed@uplift.test', role: 'editor', status: 'Active' }),
    ]);
    expect(after.seats.used).toBe(2);
    const events = (await owner.get('/api/events?limit=10')).body.events.map((e: { type: string }) => e.type);
    expect(events).toEqual(expect.arrayContaining(['team_member_invited', 'team_member_joined']));

    // One use.
    expect((await ed.post(`/api/invitations/${mail.token}/accept`)).status).toBe(404);
    expect((await uplift.server.client().get(`/api/invitations/${mail.token}`)).status).toBe(404);
  });

  test('someone who already has an account also gets a notice under the bell, without the link', async () => {
    const { owner, workspaceName } = await professionalOwner('notifier@uplift.test');
    const vera = await uplift.member('vera@uplift.test');
    await invite(owner, 'vera@uplift.test', 'viewer');
    const { items } = (await vera.get('/api/notifications')).body;
    expect(items[0]).toMatchObject({ title: `Invitation to join ${workspaceName}`, link: null });
    expect(items[0].body).toContain('as Viewer');
  });

  test('a signed-in account with another address is refused, clearly', async () => {
    const { owner } = await professionalOwner('owner-wrong@uplift.test');
    const { token } = await invite(owner, 'right@uplift.test');
    const other = await uplift.member('wrong@uplift.test');
    const refused = await other.post(`/api/invitations/${token}/accept`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'WRONG_ACCOUNT', message: teamMessages.wrongAccount('right@uplift.test') });
    // The invitation still works for the right person.
    expect((await uplift.server.client().get(`/api/invitations/${token}`)).status).toBe(200);
    expect((await uplift.server.client().post(`/api/invitations/${token}/accept`)).status).toBe(401);
  });

  test('expired, revoked, unknown and malformed tokens answer 404', async () => {
    const { owner } = await professionalOwner('owner-expiry@uplift.test');
    const expired = await invite(owner, 'late@uplift.test');
    await uplift.server.db
      .update(workspaceInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(workspaceInvitations.id, expired.invitation.id));
    const late = await uplift.member('late@uplift.test');
    expect((await uplift.server.client().get(`/api/invitations/${expired.token}`)).status).toBe(404);
    const refused = await late.post(`/api/invitations/${expired.token}/accept`);
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe(teamMessages.invitationInvalid);
    // An expired invitation still lists, marked, so the owner can resend it.
    expect((await owner.get('/api/team')).body.invitations[0]).toMatchObject({ email: 'late@uplift.test', expired: true });

    const revoked = await invite(owner, 'revoked@uplift.test');
    expect((await owner.delete(`/api/team/invitations/${revoked.invitation.id}`)).status).toBe(204);
    expect((await uplift.server.client().get(`/api/invitations/${revoked.token}`)).status).toBe(404);
    expect((await owner.delete(`/api/team/invitations/${revoked.invitation.id}`)).status).toBe(404);

    const unknown = 'A'.repeat(43);
    for (const token of [unknown, 'short', '%00', 'x'.repeat(500)]) {
      expect((await uplift.server.client().get(`/api/invitations/${token}`)).status).toBe(404);
      expect((await late.post(`/api/invitations/${token}/accept`)).status).toBe(404);
    }
  });

  test('resending gives a new link and a new expiry; the old link stops working', async () => {
    const { owner } = await professionalOwner('owner-resend@uplift.test');
    const first = await invite(owner, 'again@uplift.test', 'viewer');
    const resent = await owner.post(`/api/team/invitations/${first.invitation.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: first.invitation.id, email: 'again@uplift.test', role: 'viewer' });
    const { token } = await invitationMail('again@uplift.test');
    expect(token).not.toBe(first.token);
    expect((await uplift.server.client().get(`/api/invitations/${first.token}`)).status).toBe(404);
    expect((await uplift.server.client().get(`/api/invitations/${token}`)).body.role).toBe('viewer');
    expect(await mailsTo('again@uplift.test')).toHaveLength(2);
  });

  test('inviting the same address again renews the open invitation instead of adding one', async () => {
    const { owner } = await professionalOwner('owner-dup@uplift.test');
    const first = await invite(owner, 'twice@uplift.test', 'viewer');
    const second = await invite(owner, 'TWICE@uplift.test', 'editor');
    expect(second.invitation.id).toBe(first.invitation.id);
    expect(second.invitation.role).toBe('editor');
    const { invitations, seats } = (await owner.get('/api/team')).body;
    expect(invitations).toHaveLength(1);
    expect(seats.used).toBe(2);
    expect((await uplift.server.client().get(`/api/invitations/${first.token}`)).status).toBe(404);
  });

  test('an address that is already a member is refused', async () => {
    const { owner } = await professionalOwner('owner-member@uplift.test');
    await join(owner, 'in@uplift.test');
    for (const email of ['in@uplift.test', 'owner-member@uplift.test']) {
      const refused = await owner.post('/api/team/invitations', { email, role: 'viewer' });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toEqual({ code: 'ALREADY_MEMBER', message: teamMessages.alreadyMember(email) });
    }
  });
});

describe("the plan's member limit", () => {
  test("a starter workspace's one seat is its owner: an invitation is refused with the team-member text", async () => {
    const owner = await uplift.member('solo@uplift.test');
    const refused = await owner.post('/api/team/invitations', { email: 'friend@uplift.test', role: 'editor' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'PLAN_LIMIT_REACHED',
      message: usageMessages.teamMemberLimit,
      details: { usageKey: 'teamMembers', used: 1, limit: 1, plan: 'starter' },
    });
    expect(await mailsTo('friend@uplift.test')).toEqual([]);
    expect((await owner.get('/api/team')).body.seats).toEqual({ used: 1, limit: 1 });
  });

  test('open invitations hold seats until revoked; expired ones free theirs', async () => {
    const { owner } = await professionalOwner('owner-seats@uplift.test');
    await join(owner, 'seat-1@uplift.test');
    const pending = [];
    for (let index = 2; index <= 9; index++) pending.push(await invite(owner, `seat-${index}@uplift.test`));
    expect((await owner.get('/api/me')).body.usage.teamMembers).toBe(10);
    const refused = await owner.post('/api/team/invitations', { email: 'seat-10@uplift.test', role: 'viewer' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.details).toMatchObject({ used: 10, limit: 10, plan: 'professional' });

    expect((await owner.delete(`/api/team/invitations/${pending[0]!.invitation.id}`)).status).toBe(204);
    expect((await owner.post('/api/team/invitations', { email: 'seat-10@uplift.test', role: 'viewer' })).status).toBe(201);

    // An expired invitation holds no seat, and renewing it needs one again.
    await uplift.server.db
      .update(workspaceInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(workspaceInvitations.id, pending[1]!.invitation.id));
    expect((await owner.get('/api/team')).body.seats.used).toBe(9);
    expect((await owner.post('/api/team/invitations', { email: 'seat-11@uplift.test', role: 'viewer' })).status).toBe(201);
    const renew = await owner.post(`/api/team/invitations/${pending[1]!.invitation.id}/resend`);
    expect(renew.status).toBe(403);
    expect(renew.body.error.code).toBe('PLAN_LIMIT_REACHED');
  });
});

describe('where invitations may not go', () => {
  test('a Sample workspace cannot be shared', async () => {
    const owner = await uplift.member('sampler@uplift.test', 'professional');
    expect((await owner.post('/api/workspaces/sample')).status).toBe(201);
    const refused = await owner.post('/api/team/invitations', { email: 'guest@uplift.test', role: 'viewer' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'NOT_SHAREABLE', message: teamMessages.sampleNotShareable });
  });

  test('bad input answers 400 with the message, never 500', async () => {
    const { owner } = await professionalOwner('owner-input@uplift.test');
    const cases: Array<[unknown, string]> = [
      [{ email: 'not-an-address', role: 'editor' }, teamMessages.invalidEmail],
      [{ email: '', role: 'editor' }, teamMessages.invalidEmail],
      [{ email: `${'a'.repeat(250)}@uplift.test`, role: 'editor' }, teamMessages.invalidEmail],
      [{ role: 'editor' }, teamMessages.invalidEmail],
      [{ email: 'x@uplift.test', role: 'owner' }, teamMessages.chooseRole],
      [{ email: 'x@uplift.test' }, teamMessages.chooseRole],
      [{ email: ['x@uplift.test'], role: 'editor' }, teamMessages.invalidEmail],
    ];
    for (const [body, message] of cases) {
      const refused = await owner.post('/api/team/invitations', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error.message).toBe(message);
    }
    expect((await owner.postRaw('/api/team/invitations', '{"email":')).status).toBe(400);
    expect((await owner.postRaw('/api/team/invitations', 'null')).status).toBe(400);
  });

  test('the public page is rate-limited per address', async () => {
    const lookup = (address: string) =>
      fetch(`${uplift.server.url}/api/invitations/${'B'.repeat(43)}`, { headers: { 'x-forwarded-for': address } });
    for (let index = 0; index < invitationLookups.max; index++) expect((await lookup('203.0.113.9')).status).toBe(404);
    const limited = await lookup('203.0.113.9');
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('TOO_MANY_REQUESTS');
    expect((await lookup('203.0.113.10')).status).toBe(404);
  });
});
