import { MailCheck, Pencil } from 'lucide-react';
import { useState } from 'react';
import type { SendingIdentity } from '@/shared/outreach/campaigns';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useIdentities, useRemoveIdentity } from '../api/campaigns';
import { useCheckReplies } from '../api/identities';
import { mailboxStatus, sendingRule } from '../identity-format';
import { IdentityForm } from './identity-form';

/** Where the reply reader stands with the identity's inbox: red when its last read failed. */
function MailboxStatus({ imap }: { imap: SendingIdentity['imap'] }) {
  return <p className={`text-xs ${imap?.error ? 'text-red-700' : 'text-gray-500'}`}>{mailboxStatus(imap)}</p>;
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
