import { Server } from 'lucide-react';
import { useState } from 'react';
import { senderSmtpMessages as text } from '@/shared/email/sender-smtp';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { usePermissions } from '@/web/lib/permissions';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useDeleteSenderSmtp } from '../api/delete-sender-smtp';
import { useSenderSmtp } from '../api/get-sender-smtp';
import { formatDateTime } from '../format';
import { SendingServerDialog } from './sending-server-dialog';

/** Sending server: Uplift's, or the workspace's own SMTP server with the address it sends as. */
export function SendingServerCard() {
  const status = useSenderSmtp();
  const { canEdit } = usePermissions();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useDeleteSenderSmtp();
  const reportFailure = useActionFailureToast({ close: () => setRemoving(false) });
  const server = status.data?.server ?? null;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Server className="size-4 text-gray-500" aria-hidden />
          {text.cardTitle}
        </CardTitle>
        <p className="text-sm text-gray-500">{text.cardDescription}</p>
      </CardHeader>
      <CardContent className="space-y-3">
        {status.isPending ? (
          <Spinner className="block" />
        ) : status.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Failed to load the sending server
          </p>
        ) : server ? (
          <div className="space-y-1 text-sm">
            <p className="text-gray-900">
              {text.ownServer(server.host, server.fromAddress)}, verified {formatDateTime(server.verifiedAt)}
            </p>
            {server.lastError && (
              <p role="alert" className="text-red-700">
                {server.lastError}
              </p>
            )}
          </div>
        ) : (
          <p className="text-sm text-gray-900">{text.upliftServer}</p>
        )}
        {canEdit && status.isSuccess && (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
              {server ? 'Change server' : 'Use your own server'}
            </Button>
            {server && (
              <Button type="button" variant="outline" size="sm" onClick={() => setRemoving(true)}>
                Remove
              </Button>
            )}
          </div>
        )}
      </CardContent>
      {editing && <SendingServerDialog current={server} onClose={() => setEditing(false)} />}
      {removing && (
        <ConfirmDialog
          title="Remove the sending server?"
          text={text.removeConfirm}
          confirmLabel="Remove"
          pending={remove.isPending}
          onClose={() => setRemoving(false)}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                toast.success(text.removed);
                setRemoving(false);
              },
              onError: (error) => reportFailure(error, 'Failed to remove the sending server'),
            })
          }
        />
      )}
    </Card>
  );
}
