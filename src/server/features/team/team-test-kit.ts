import { desc, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { InvitableRole } from '@/shared/team/team';
import { mailOutbox } from '../../mail/schema';
import type { TestClient } from '../../test/harness';
import type { TestServerWithAdmin } from '../../test/use-test-server';

/** What the team's API tests share: a team on a plan with seats, and the links the outbox holds. */
export function teamTestKit(uplift: TestServerWithAdmin) {
  /** The newest invitation e-mail to `email`, with the token its link carries. */
  async function invitationMail(email: string, workspaceName?: string) {
    const [mail] = await uplift.server.db
      .select()
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.to}) = lower(${email})`)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    if (!mail) throw new Error(`No mail to ${email}`);
    if (workspaceName) expect(mail.subject).toContain(workspaceName);
    const token = /\/invite\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`No invitation link in the mail to ${email}`);
    return { ...mail, token };
  }

  async function mailsTo(email: string) {
    return uplift.server.db
      .select()
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.to}) = lower(${email})`);
  }

  /** The owner invites `email`; answers the invitation and its token. */
  async function invite(owner: TestClient, email: string, role: InvitableRole = 'editor') {
    const sent = await owner.post('/api/team/invitations', { email, role });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const { token } = await invitationMail(email);
    return { invitation: sent.body, token };
  }

  /** A member of the owner's workspace with `role`, through the real invitation flow. */
  async function join(owner: TestClient, email: string, role: InvitableRole = 'editor') {
    const { token } = await invite(owner, email, role);
    const client = await uplift.member(email);
    const accepted = await client.post(`/api/invitations/${token}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    return client;
  }

  /** An owner on professional (ten seats), with a workspace name to find in mails. */
  async function professionalOwner(email: string) {
    const owner = await uplift.member(email, 'professional');
    const me = (await owner.get('/api/me')).body;
    return { owner, userId: me.id as string, workspaceId: me.workspace.id as string, workspaceName: me.workspace.name as string };
  }

  return { invitationMail, mailsTo, invite, join, professionalOwner };
}
