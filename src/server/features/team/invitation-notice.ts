import { sql } from 'drizzle-orm';
import { teamRoleLabels, type InvitableRole } from '@/shared/team/team';
import { user } from '../../auth/schema';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import type { Notify } from '../../notifications/notify';
import { findCurrentMembership } from '../../tenancy/memberships';

export interface InvitationNotice {
  email: string;
  role: InvitableRole;
  token: string;
  workspaceName: string;
  inviterName: string;
}

/** The page the e-mail's link opens; the token is in the link and nowhere else. */
export function invitationLink(config: Pick<Config, 'publicUrl'>, token: string): string {
  return `${config.publicUrl}/invite?token=${encodeURIComponent(token)}`;
}

/** The e-mail with the link, and for someone who already has an account, a notice under their bell too. */
export async function sendInvitation(
  deps: { db: Database; mailer: Mailer; notify: Notify; config: Pick<Config, 'publicUrl'> },
  notice: InvitationNotice,
): Promise<void> {
  const { email, role, workspaceName, inviterName } = notice;
  const link = invitationLink(deps.config, notice.token);
  const roleName = teamRoleLabels[role];
  await deps.mailer.send({
    to: email,
    subject: `${inviterName} invited you to ${workspaceName} on Uplift`,
    text:
      `${inviterName} invited you to join the workspace ${workspaceName} on Uplift as ${roleName}.\n\n` +
      `Accept the invitation here:\n${link}\n\n` +
      `The link works for 7 days and once. If you have no Uplift account yet, you can create one with this address (${email}) from the link.\n\n` +
      `If you were not expecting this invitation, you can ignore this message.`,
    link,
  });
  await notifyInvitee(deps, notice);
}

/**
 * The in-app notice, in the workspace the invitee works in. It carries no link: the token lives only
 * in the e-mail, so the database alone can never accept an invitation.
 */
async function notifyInvitee(
  { db, notify }: { db: Database; notify: Notify },
  { email, role, workspaceName, inviterName }: InvitationNotice,
): Promise<void> {
  const [invitee] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = lower(${email})`);
  if (!invitee) return;
  const membership = await findCurrentMembership(db, invitee.id);
  if (!membership) return;
  // In-app only: the invitation's own e-mail has just gone out.
  await notify({
    userId: invitee.id,
    workspaceId: membership.workspaceId,
    kind: 'team_invitations',
    title: `Invitation to join ${workspaceName}`,
    body: `${inviterName} invited you to join ${workspaceName} as ${teamRoleLabels[role]}. Open the link in the e-mail sent to ${email} to accept.`,
  });
}
