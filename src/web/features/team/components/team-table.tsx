import type { PendingInvitation, TeamMember, TeamOverview } from '@/shared/team/team';
import { teamRoleLabels } from '@/shared/team/team';
import { Badge } from '@/web/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { InvitationActions } from './invitation-actions';
import { MemberActions } from './member-actions';
import { formatDate } from '@/shared/date-format';

const roleTone = { owner: 'brand', editor: 'blue', viewer: 'gray' } as const;

/** Members first (the Owner at the top), then invitations still waiting for an answer. */
export function TeamTable({ team }: { team: TeamOverview }) {
  const isOwner = team.you.role === 'owner';
  return (
    <Table aria-label="Team members">
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {team.members.map((member) => (
          <MemberRow key={member.userId} member={member} isYou={member.userId === team.you.userId} canManage={isOwner} />
        ))}
        {team.invitations.map((invitation) => (
          <InvitationRow key={invitation.id} invitation={invitation} canManage={isOwner} />
        ))}
      </TableBody>
    </Table>
  );
}

function MemberRow({ member, isYou, canManage }: { member: TeamMember; isYou: boolean; canManage: boolean }) {
  return (
    <TableRow>
      <TableCell>
        <div className="flex items-center gap-3">
          <span
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700 uppercase"
            aria-hidden
          >
            {member.name.charAt(0)}
          </span>
          <span className="font-medium break-all text-gray-900">
            {member.name}
            {isYou && <span className="ml-1 font-normal text-gray-500">(you)</span>}
          </span>
        </div>
      </TableCell>
      <TableCell className="whitespace-nowrap text-gray-700">{member.email}</TableCell>
      <TableCell>
        <Badge tone={roleTone[member.role]}>{teamRoleLabels[member.role]}</Badge>
      </TableCell>
      <TableCell>
        <Badge tone="green">{member.status}</Badge>
      </TableCell>
      <TableCell className="w-0 text-right">{canManage && member.role !== 'owner' && <MemberActions member={member} />}</TableCell>
    </TableRow>
  );
}

function InvitationRow({ invitation, canManage }: { invitation: PendingInvitation; canManage: boolean }) {
  return (
    <TableRow>
      <TableCell>
        <div className="flex items-center gap-3">
          <span
            className="flex size-8 shrink-0 items-center justify-center rounded-full border border-dashed border-gray-300"
            aria-hidden
          />
          <span className="text-gray-500 italic">Invited</span>
        </div>
      </TableCell>
      <TableCell className="whitespace-nowrap text-gray-700">{invitation.email}</TableCell>
      <TableCell>
        <Badge tone={roleTone[invitation.role]}>{teamRoleLabels[invitation.role]}</Badge>
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <Badge tone="yellow">{invitation.status}</Badge>
        <span className={invitation.expired ? 'mt-1 block text-xs text-red-700' : 'mt-1 block text-xs text-gray-500'}>
          {invitation.expired ? 'Link expired' : `Until ${formatDate(invitation.expiresAt, 'day')}`}
        </span>
      </TableCell>
      <TableCell className="w-0 text-right">{canManage && <InvitationActions invitation={invitation} />}</TableCell>
    </TableRow>
  );
}
