import { MailCheck, Pencil } from 'lucide-react';
import { useState } from 'react';
import type { SendingIdentity } from '@/shared/outreach/campaigns';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { timeAgo } from '@/web/lib/time-ago';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useIdentities, useRemoveIdentity } from '../api/campaigns';
import { useCheckReplies } from '../api/identities';
import { dayNames, IdentityForm } from './identity-form';

/** The days in words, runs joined: [1,2,3,4,5] → "Mon–Fri", [0,6] → "Sat, Sun", all seven → "Every day". */
function daysInWords(days: readonly number[]): string {
  if (days.length === 7) return 'Every day';
  // Monday first, so a run over the weekend (Fri–Mon) reads as one.
  const ordered = [...days].map((day) => (day + 6) % 7).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of ordered) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  const name = (mondayFirst: number) => dayNames[(mondayFirst + 1) % 7];
  return runs.map((run) => (run.length > 2 ? `${name(run[0]!)}–${name(run.at(-1)!)}` : run.map(name).join(', '))).join(', ');
}

/** When an identity sends, in words: "30 a day, Mon–Fri 9:00–17:00 Europe/London". */
export function sendingRule(identity: Pick<SendingIdentity, 'dailyCap' | 'window' | 'timeZone'>): string {
  const { window } = identity;
  return `${identity.dailyCap} a day, ${daysInWords(window.days)} ${window.startHour}:00–${window.endHour}:00 ${identity.timeZone}`;
}

/** Where the reply reader stands with the identity's inbox. */
function MailboxStatus({ imap }: { imap: SendingIdentity['imap'] }) {
  if (!imap) return <p className="text-xs text-gray-500">No IMAP: mark replies by hand</p>;
  if (imap.error)
    return (
      <p className="text-xs text-red-700">
        IMAP {imap.host}: {imap.error}
        {imap.checkedAt && ` (${timeAgo(imap.checkedAt)})`}
      </p>
    );
  return (
    <p className="text-xs text-gray-500">
      IMAP {imap.host} · {imap.checkedAt ? `replies read ${timeAgo(imap.checkedAt)}` : 'replies not read yet: every 5 minutes'}
    </p>
  );
}

/** Sending identities: the mailboxes outreach sends from (SMTP) and reads replies in (IMAP), each checked by logging in. */
export function IdentitiesDialog({ canEdit, onClose }: { canEdit: boolean; onClose: () => void }) {
  const identities = useIdentities();
  const remove = useRemoveIdentity();
  const checkReplies = useCheckReplies();
  const reportFailure = useActionFailureToast();
  /** The form shown instead of the list: a new identity, or the one being edited. */
  const [editing, setEditing] = useState<SendingIdentity | 'new' | null>(null);
  const checking = checkReplies.isPending ? checkReplies.variables.id : null;

  function check(identity: SendingIdentity) {
    checkReplies.mutate(identity, {
      onSuccess: (read) => {
        if (!read) toast.message('Still reading the mailbox: replies show here once read.');
        else if (read.imap?.error) toast.error(read.imap.error);
        else toast.success(`${identity.fromAddress}: replies read`);
      },
      onError: (error) => reportFailure(error, 'Failed to check for replies'),
    });
  }

  const title = editing === 'new' ? 'Add a sending identity' : editing ? `Edit ${editing.fromAddress}` : 'Sending identities';
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} className="sm:max-w-2xl">
      {editing ? (
        <IdentityForm identity={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      ) : (
        <div className="space-y-4 text-sm">
          <p className="text-gray-600">
            Outreach goes out one message at a time from your own mailbox, within its daily cap and send window. With IMAP, Uplift reads the
            replies every 5 minutes; without it, mark prospects as responded by hand.
          </p>
          {identities.data?.length === 0 && <p className="text-gray-500">No sending identity yet.</p>}
          <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200" aria-label="Sending identities">
            {identities.data?.map((identity) => (
              <li key={identity.id} className="flex flex-wrap items-start justify-between gap-3 p-3" data-testid="identity-row">
                <div className="min-w-0 space-y-0.5">
                  <p className="font-medium text-gray-900">
                    {identity.fromName} &lt;{identity.fromAddress}&gt;
                  </p>
                  <p className="text-xs text-gray-500">
                    SMTP {identity.smtp.host}:{identity.smtp.port} · {sendingRule(identity)} · {identity.sentToday} sent today
                  </p>
                  <MailboxStatus imap={identity.imap} />
                </div>
                {canEdit && (
                  <div className="flex flex-wrap gap-1">
                    {identity.imap && (
                      <Button size="sm" variant="outline" disabled={checkReplies.isPending} onClick={() => check(identity)}>
                        {checking === identity.id ? <Spinner className="size-4 border-2" /> : <MailCheck aria-hidden />}
                        {checking === identity.id ? 'Checking…' : 'Check for replies'}
                      </Button>
                    )}
                    <Button size="sm" variant="ghost" onClick={() => setEditing(identity)} aria-label={`Edit ${identity.fromAddress}`}>
                      <Pencil aria-hidden />
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700 hover:bg-red-50"
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(identity.id, {
                          onSuccess: () => toast.success(`${identity.fromAddress} removed`),
                          onError: (error) => reportFailure(error, 'Failed to remove the identity'),
                        })
                      }
                    >
                      Remove
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
            {canEdit && <Button onClick={() => setEditing('new')}>Add identity</Button>}
          </div>
        </div>
      )}
    </Dialog>
  );
}
