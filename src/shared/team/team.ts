// The team of a workspace (issue 14): members, roles, invitations.
import { z } from 'zod';
import { maxEmailLength } from '../auth';
import { authMessages, usageMessages } from '../messages';
import type { Limit } from '../plans';
import type { WorkspaceRole } from '../user';

/**
 * How many invitation mails (sent or resent) may go out: per workspace, and per address whatever
 * workspace sends them. Each carries names the Owner chose, so without a limit it would relay spam.
 */
export const invitationLimits = {
  perWorkspace: { hour: 20, day: 50 },
  perAddress: { hour: 3, day: 5 },
} as const;

export const teamMessages = {
  title: 'Team Management',
  inviteMember: 'Invite member',
  inviteFailed: 'Failed to invite team member',
  removeFailed: 'Failed to remove team member',
  memberLimit: usageMessages.teamMemberLimit,
  upgrade: usageMessages.upgrade,
  loadFailed: 'Failed to load team members',
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  resendFailed: 'Failed to resend invitation',
  revoked: 'Invitation revoked',
  revokeFailed: 'Failed to revoke invitation',
  roleChanged: (name: string, role: string) => `${name} is now ${role}`,
  roleChangeFailed: 'Failed to change role',
  removed: (name: string) => `${name} was removed from the workspace`,
  removeConfirm: (name: string) => `Remove ${name} from this workspace? They lose access at once.`,
  left: (workspace: string) => `You left ${workspace}`,
  leaveFailed: 'Failed to leave workspace',
  leaveConfirm: (workspace: string) => `Leave ${workspace}? You lose access until someone invites you again.`,
  transferred: (name: string) => `${name} is now the owner`,
  transferFailed: 'Failed to transfer ownership',
  transferConfirm: (name: string) =>
    `Make ${name} the owner of this workspace? You become an Editor and can no longer manage its team or billing.`,
  // The server's refusals
  invalidEmail: authMessages.invalidEmail,
  chooseRole: 'Please choose Editor or Viewer',
  chooseMember: 'Please choose a member',
  ownerOnly: 'Only the workspace owner can manage its team.',
  alreadyMember: (email: string) => `${email} is already a member of this workspace.`,
  sampleNotShareable: 'The Sample workspace cannot be shared. Invite people to your own workspace instead.',
  ownerRoleFixed: "The owner's role changes only by transferring ownership.",
  ownerNotRemovable: 'The owner cannot be removed. Transfer ownership first.',
  ownerCannotLeave: 'The owner cannot leave the workspace. Transfer ownership to another member first.',
  onlyWorkspace: "You can't leave your only workspace.",
  transferToMember: 'Ownership can only go to another active member of this workspace.',
  mailNotSent: 'The invitation was saved but its e-mail could not be sent. Check the mail settings, then resend it.',
  tooManyInvitations: `This workspace has sent as many invitations as it may for now (${invitationLimits.perWorkspace.hour} an hour, ${invitationLimits.perWorkspace.day} a day). Try again later.`,
  tooManyInvitationsTo: (email: string) =>
    `${email} has been sent as many invitations as it may for now (${invitationLimits.perAddress.hour} an hour, ${invitationLimits.perAddress.day} a day). Try again later.`,
  // The invitation page
  invitationInvalid: 'This invitation is no longer valid. It may have expired, been revoked or already used.',
  invitationTitle: (workspace: string) => `Join ${workspace} on Uplift`,
  invitationText: (inviter: string, workspace: string, role: string) => `${inviter} invited you to join ${workspace} as ${role}.`,
  wrongAccount: (email: string) => `This invitation was sent to ${email}. Sign in with that address to accept it.`,
  acceptInvitation: 'Accept invitation',
  acceptFailed: 'Failed to accept invitation',
  joined: (workspace: string) => `You joined ${workspace}`,
} as const;

/** Roles as the screens name them. */
export const teamRoleLabels = { owner: 'Owner', editor: 'Editor', viewer: 'Viewer' } as const satisfies Record<WorkspaceRole, string>;
export type TeamRoleLabel = (typeof teamRoleLabels)[WorkspaceRole];

/** An invitation grants one of these; the Owner is made only by a transfer. */
export const invitableRoles = ['editor', 'viewer'] as const;
export type InvitableRole = (typeof invitableRoles)[number];

/** How long an invitation link works, from its (last) sending. */
export const invitationLifetimeDays = 7;

export interface TeamMember {
  userId: string;
  name: string;
  email: string;
  role: WorkspaceRole;
  status: 'Active';
  joinedAt: string;
}

export interface PendingInvitation {
  id: string;
  email: string;
  role: InvitableRole;
  status: 'Pending';
  invitedAt: string;
  expiresAt: string;
  /** An expired invitation still shows, so it can be resent; it no longer holds a seat. */
  expired: boolean;
}

/** GET /api/team */
export interface TeamOverview {
  workspace: { id: string; name: string; kind: 'personal' | 'team' | 'sample' };
  /** The caller's own id and role, so the screen shows only what they may do. */
  you: { userId: string; role: WorkspaceRole };
  members: TeamMember[];
  invitations: PendingInvitation[];
  /** Members plus open invitations against the plan's limit. */
  seats: { used: number; limit: Limit };
}

/** GET /api/invitations/:token: what the invitation page shows, and nothing else. */
export interface InvitationPreview {
  workspaceName: string;
  inviterName: string;
  role: InvitableRole;
  email: string;
  valid: true;
}

/** POST /api/invitations/:token/accept */
export interface AcceptedInvitation {
  workspaceId: string;
  workspaceName: string;
  role: InvitableRole;
}

const roleField = z.enum(invitableRoles, { message: teamMessages.chooseRole });

export const inviteMemberSchema = z.object({
  email: z
    .string({ message: teamMessages.invalidEmail })
    .trim()
    .max(maxEmailLength, teamMessages.invalidEmail)
    .pipe(z.email({ message: teamMessages.invalidEmail })),
  role: roleField,
});
export type InviteMemberInput = z.input<typeof inviteMemberSchema>;

export const changeRoleSchema = z.object({ role: roleField });
export type ChangeRoleInput = z.input<typeof changeRoleSchema>;

export const transferOwnershipSchema = z.object({
  userId: z.string({ message: teamMessages.chooseMember }).trim().min(1, teamMessages.chooseMember).max(100, teamMessages.chooseMember),
});
export type TransferOwnershipInput = z.input<typeof transferOwnershipSchema>;

/** Whether the invite button works: below the plan's limit, or an unlimited plan. */
export function hasRoomToInvite(seats: TeamOverview['seats']): boolean {
  return seats.limit === 'unlimited' || seats.used < seats.limit;
}
