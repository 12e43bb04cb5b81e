import { useState } from 'react';
import { type WebhookEndpoint, webhookMessages as text } from '@/shared/integrations/webhooks';
import { ActionsMenu, useMenuDialog } from '@/web/components/ui/actions-menu';
import { Badge } from '@/web/components/ui/badge';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/web/components/ui/dropdown-menu';
import { Switch } from '@/web/components/ui/switch';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { toast } from '@/web/lib/toast';
import { useDeleteWebhookEndpoint } from '../../api/webhooks/delete-webhook-endpoint';
import { useRevealWebhookSecret } from '../../api/webhooks/reveal-webhook-secret';
import { useRotateWebhookSecret } from '../../api/webhooks/rotate-webhook-secret';
import { useSendWebhookTest } from '../../api/webhooks/send-webhook-test';
import { useUpdateWebhookEndpoint } from '../../api/webhooks/update-webhook-endpoint';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog';
import { WebhookSecretDialog } from './webhook-secret-dialog';

/** One endpoint: where it posts, which events, whether it is on, and what an editor may do with it. */
export function WebhookEndpointRow({ endpoint, canEdit }: { endpoint: WebhookEndpoint; canEdit: boolean }) {
  const menu = useMenuDialog<'deliveries' | 'delete'>();
  const [shown, setShown] = useState<{ secret: string; note?: string } | null>(null);
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const reveal = useRevealWebhookSecret();
  const rotate = useRotateWebhookSecret();
  const sendTest = useSendWebhookTest();
  const failed = useActionFailureToast();
  const events = endpoint.eventTypes === null ? text.allEventsShort : text.eventCount(endpoint.eventTypes.length);

  return (
    <li className="flex items-start gap-3 py-4">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-gray-900">{endpoint.url}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-600">
          {endpoint.description && <span>{endpoint.description}</span>}
          <span>{events}</span>
          {endpoint.disabledReason === 'failing' ? (
            <Badge tone="red">{text.disabledFailing}</Badge>
          ) : (
            <Badge tone={endpoint.enabled ? 'green' : 'gray'}>{endpoint.enabled ? text.enabled : text.disabled}</Badge>
          )}
        </p>
      </div>
      <Switch
        checked={endpoint.enabled}
        disabled={!canEdit || update.isPending}
        aria-label={`${text.enabled}: ${endpoint.url}`}
        onCheckedChange={(enabled) =>
          update.mutate(
            { id: endpoint.id, enabled },
            { onSuccess: () => toast.success(text.updated), onError: (error) => failed(error, text.updateFailed) },
          )
        }
      />
      <ActionsMenu label={endpoint.url} dialogs={menu}>
        <DropdownMenuItem onSelect={() => menu.openAfterMenu('deliveries')}>{text.deliveries}</DropdownMenuItem>
        {canEdit && (
          <>
            <DropdownMenuItem
              disabled={!endpoint.enabled}
              onSelect={() =>
                sendTest.mutate(endpoint.id, {
                  onSuccess: () => toast.success(text.testSent),
                  onError: (error) => failed(error, text.testFailed),
                })
              }
            >
              {text.sendTest}
            </DropdownMenuItem>
            <DropdownMenuItem
              onSelect={() =>
                reveal.mutate(endpoint.id, {
                  onSuccess: ({ secret }) => setShown({ secret, note: '' }),
                  onError: (error) => failed(error, text.updateFailed),
                })
              }
            >
              {text.reveal}
            </DropdownMenuItem>
            <DropdownMenuItem
              onSelect={() =>
                rotate.mutate(endpoint.id, {
                  onSuccess: ({ secret }) => setShown({ secret, note: text.rotated }),
                  onError: (error) => failed(error, text.updateFailed),
                })
              }
            >
              {text.rotate}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => menu.openAfterMenu('delete')} className="text-red-700">
              {text.remove}
            </DropdownMenuItem>
          </>
        )}
      </ActionsMenu>
      {menu.dialog === 'deliveries' && <WebhookDeliveriesDialog endpoint={endpoint} canEdit={canEdit} onClose={menu.close} />}
      {menu.dialog === 'delete' && (
        <ConfirmDialog
          title={text.removeTitle}
          text={text.removeText}
          confirmLabel={text.remove}
          pending={remove.isPending}
          onClose={menu.close}
          onConfirm={() =>
            remove.mutate(endpoint.id, {
              onSuccess: () => toast.success(text.removed),
              onError: (error) => failed(error, text.removeFailed),
            })
          }
        />
      )}
      {shown && <WebhookSecretDialog secret={shown.secret} note={shown.note || undefined} onClose={() => setShown(null)} />}
    </li>
  );
}
