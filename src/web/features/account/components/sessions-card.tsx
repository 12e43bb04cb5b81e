import { LogOut, Monitor } from 'lucide-react';
import { accountMessages } from '@/shared/account/account';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { timeAgo } from '@/web/lib/time-ago';
import { toast } from '@/web/lib/toast';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../api/sessions';

/** Where the account is signed in: device, address and last activity, each of the others can be signed out. */
export function SessionsCard() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Active sessions</CardTitle>
        {others.length > 0 && (
          <Button
            variant="outline"
            size="sm"
            disabled={revokeOthers.isPending}
            onClick={() =>
              revokeOthers.mutate(undefined, {
                onSuccess: () => toast.success(accountMessages.otherSessionsRevoked),
                onError: () => toast.error(accountMessages.sessionsFailed),
              })
            }
          >
            Sign out all other sessions
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {sessions.isPending && <Spinner className="mx-auto my-6" />}
        {sessions.isError && <p className="text-red-600">{accountMessages.sessionsFailed}</p>}
        <ul className="divide-y divide-gray-100">
          {sessions.data?.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="flex items-center gap-3">
                <Monitor className="size-5 text-gray-400" aria-hidden />
                <div>
                  <p className="flex items-center gap-2 font-medium text-gray-900">
                    {session.device}
                    {session.current && <Badge tone="green">This device</Badge>}
                  </p>
                  <p className="text-sm text-gray-500">
                    {session.ipAddress ?? 'Unknown address'} · Last active {timeAgo(session.lastActiveAt)}
                  </p>
                </div>
              </div>
              {!session.current && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Sign out ${session.device}`}
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(session.id, {
                      onSuccess: () => toast.success(accountMessages.sessionRevoked),
                      onError: () => toast.error(accountMessages.sessionsFailed),
                    })
                  }
                >
                  <LogOut /> Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
