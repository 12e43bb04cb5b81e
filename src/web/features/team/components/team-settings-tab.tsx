import { Lock, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type TeamOverview, hasRoomToInvite, teamMessages } from '@/shared/team/team';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { useFailureToast } from '@/web/lib/use-failure-toast';
import { useTeam } from '../api/get-team';
import { ExportWorkspace } from './export-workspace';
import { InviteMemberDialog } from './invite-member-dialog';
import { LeaveWorkspace } from './leave-workspace';
import { TeamTable } from './team-table';

/** The Settings page's team tab: members, pending invitations, and what the role allows. */
export function TeamSettingsTab() {
  const team = useTeam();
  useFailureToast(team.isError, teamMessages.loadFailed);

  if (team.data) return <TeamCard team={team.data} />;
  return (
    <Card className="flex flex-col items-center gap-3 py-16 text-sm text-gray-500">
      {team.isError ? (
        <>
          <p>{teamMessages.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void team.refetch()}>
            Try again
          </Button>
        </>
      ) : (
        <div role="status" className="flex flex-col items-center gap-3">
          <Spinner />
          Loading team…
        </div>
      )}
    </Card>
  );
}

function TeamCard({ team }: { team: TeamOverview }) {
  const [inviting, setInviting] = useState(false);
  const isOwner = team.you.role === 'owner';
  const isSample = team.workspace.kind === 'sample';
  const hasRoom = hasRoomToInvite(team.seats);

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-gray-100 p-6 sm:flex-nowrap">
        <div className="min-w-0 flex-1">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-gray-900">
            <Users className="size-5 text-brand-600" aria-hidden />
            Team members
          </h2>
          <p className="mt-1 text-sm text-gray-600">
            The people who work in {team.workspace.name}. <SeatsText seats={team.seats} />
          </p>
        </div>
        {isOwner && !isSample && (
          <Button className="shrink-0" onClick={() => setInviting(true)} disabled={!hasRoom}>
            <UserPlus aria-hidden />
            {teamMessages.inviteMember}
          </Button>
        )}
      </div>
      {isOwner && !isSample && !hasRoom && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-2 border-b border-amber-100 bg-amber-50 px-6 py-3 text-sm text-amber-900"
        >
          <Lock className="size-4 shrink-0" aria-hidden />
          <span>{teamMessages.memberLimit}</span>
          <Link to={paths.billing} className="font-semibold underline-offset-4 hover:underline">
            {teamMessages.upgrade}
          </Link>
        </div>
      )}
      {isSample && <p className="border-b border-gray-100 bg-gray-50 px-6 py-3 text-sm text-gray-600">{teamMessages.sampleNotShareable}</p>}
      <TeamTable team={team} />
      {isOwner && <ExportWorkspace workspaceName={team.workspace.name} />}
      {!isOwner && <LeaveWorkspace workspaceName={team.workspace.name} />}
      {inviting && <InviteMemberDialog onClose={() => setInviting(false)} />}
    </Card>
  );
}

function SeatsText({ seats }: { seats: TeamOverview['seats'] }) {
  if (seats.limit === 'unlimited') return <>Your plan has unlimited seats.</>;
  return (
    <>
      {seats.used} of {seats.limit} {seats.limit === 1 ? 'seat' : 'seats'} used, pending invitations included.
    </>
  );
}
