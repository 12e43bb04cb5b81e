import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type MembershipStatus, type Subscriber, emailMessages } from '@/shared/email/email';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { usePermissions } from '@/web/lib/permissions';
import { toast } from '@/web/lib/toast';
import { useEmailLists } from '../api/get-email-lists';
import { useRemoveSubscriber } from '../api/remove-subscriber';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { formatDate } from '@/shared/date-format';

const statusTones: Record<MembershipStatus, 'green' | 'yellow' | 'gray' | 'red'> = {
  subscribed: 'green',
  unconfirmed: 'yellow',
  unsubscribed: 'gray',
  bounced: 'red',
  complained: 'red',
};

/** One page of subscribers: who, their tier, where they stand on each list, where they came from. */
export function SubscribersTable({ subscribers }: { subscribers: readonly Subscriber[] }) {
  const { canEdit } = usePermissions();
  const lists = useEmailLists();
  const remove = useRemoveSubscriber();
  const reportFailure = useActionFailureToast();
  const [removing, setRemoving] = useState<Subscriber | null>(null);
  const listName = (id: string) => lists.data?.find((list) => list.id === id)?.name ?? 'Deleted list';

  function confirmRemove(subscriber: Subscriber) {
    remove.mutate(subscriber.id, {
      onSuccess: () => toast.success(emailMessages.subscriberRemoved),
      onError: (error) => reportFailure(error, 'Failed to remove subscriber'),
      onSettled: () => setRemoving(null),
    });
  }

  return (
    <>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Subscriber</TableHead>
            <TableHead>Tier</TableHead>
            <TableHead>Lists</TableHead>
            <TableHead>Source</TableHead>
            <TableHead>Joined</TableHead>
            {canEdit && (
              <TableHead className="w-12">
                <span className="sr-only">Actions</span>
              </TableHead>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {subscribers.map((subscriber) => (
            <TableRow key={subscriber.id} data-testid="subscriber-row">
              <TableCell className="max-w-64">
                <p className="truncate font-medium text-gray-900">{subscriber.email}</p>
                {subscriber.name && <p className="truncate text-xs text-gray-500">{subscriber.name}</p>}
              </TableCell>
              <TableCell>
                <Badge tone={subscriber.tier === 'paid' ? 'brand' : 'gray'}>{subscriber.tier === 'paid' ? 'Paid' : 'Free'}</Badge>
              </TableCell>
              <TableCell>
                <div className="flex flex-wrap gap-1">
                  {subscriber.lists.map((membership) => (
                    <Badge
                      key={membership.listId}
                      tone={statusTones[membership.status]}
                      title={membership.status}
                      className="whitespace-nowrap"
                    >
                      {listName(membership.listId)}
                      {membership.status !== 'subscribed' && ` · ${membership.status}`}
                    </Badge>
                  ))}
                </div>
              </TableCell>
              <TableCell className="whitespace-nowrap text-gray-600">{subscriber.source}</TableCell>
              <TableCell className="whitespace-nowrap text-gray-600">{formatDate(subscriber.createdAt, 'date')}</TableCell>
              {canEdit && (
                <TableCell className="px-2">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${subscriber.email}`}
                    title="Remove"
                    onClick={() => setRemoving(subscriber)}
                    className="text-red-600 hover:bg-red-50"
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {removing && (
        <ConfirmDialog
          title="Remove subscriber?"
          text={`${removing.email} is taken off every list, with their history. To stop sending to them but keep the record, let them unsubscribe instead.`}
          confirmLabel="Remove subscriber"
          pending={remove.isPending}
          onConfirm={() => confirmRemove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}
