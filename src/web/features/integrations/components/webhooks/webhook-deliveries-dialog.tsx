import { useState } from 'react';
import { type WebhookDelivery, type WebhookEndpoint, webhookMessages as text } from '@/shared/integrations/webhooks';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Pagination } from '@/web/components/ui/pagination';
import { Spinner } from '@/web/components/ui/spinner';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { toast } from '@/web/lib/toast';
import { useWebhookDeliveries } from '../../api/webhooks/get-webhook-deliveries';
import { useResendWebhookDelivery } from '../../api/webhooks/resend-webhook-delivery';
import { formatDate } from '@/shared/date-format';

const tones = { succeeded: 'green', failed: 'red', pending: 'yellow' } as const;
const time = (iso: string) => formatDate(iso, 'dateTime');

/** The endpoint's deliveries, newest first: each one's body and attempts, with Resend for editors. */
export function WebhookDeliveriesDialog({
  endpoint,
  canEdit,
  onClose,
}: {
  endpoint: WebhookEndpoint;
  canEdit: boolean;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const log = useWebhookDeliveries(endpoint.id, page);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={text.deliveries} description={endpoint.url} className="max-w-3xl">
      <div className="mt-4 max-h-[60vh] space-y-3 overflow-y-auto">
        {log.isPending && <Spinner className="mx-auto my-6" />}
        {log.isError && <p className="text-red-600">{text.loadFailed}</p>}
        {log.data?.deliveries.length === 0 && <p className="text-sm text-gray-600">{text.noDeliveries}</p>}
        {log.data?.deliveries.map((delivery) => (
          <DeliveryItem key={delivery.id} endpointId={endpoint.id} delivery={delivery} canResend={canEdit && endpoint.enabled} />
        ))}
      </div>
      {log.data && (
        <Pagination
          className="mt-4"
          page={page}
          pageSize={log.data.pageSize}
          total={log.data.total}
          onPageChange={setPage}
          label={text.deliveries}
          hideWhenSinglePage
        />
      )}
    </Dialog>
  );
}

function DeliveryItem({ endpointId, delivery, canResend }: { endpointId: string; delivery: WebhookDelivery; canResend: boolean }) {
  const resend = useResendWebhookDelivery();
  const failed = useActionFailureToast();
  return (
    <details className="rounded-lg border border-gray-200 p-3">
      <summary className="flex cursor-pointer flex-wrap items-center gap-2 text-sm">
        <code className="font-medium text-gray-900">{delivery.eventType}</code>
        <Badge tone={tones[delivery.status]}>{delivery.status}</Badge>
        <span className="text-gray-500">{time(delivery.createdAt)}</span>
        {canResend && (
          <Button
            size="sm"
            variant="outline"
            className="ml-auto"
            disabled={resend.isPending}
            onClick={(event) => {
              event.preventDefault();
              resend.mutate(
                { endpointId, deliveryId: delivery.id },
                { onSuccess: () => toast.success(text.resent), onError: (error) => failed(error, text.resendFailed) },
              );
            }}
          >
            {text.resend}
          </Button>
        )}
      </summary>
      <ol className="mt-3 space-y-1 text-sm">
        {delivery.attempts.map((attempt) => (
          <li key={attempt.attempt} className="flex flex-wrap gap-x-3 text-gray-700">
            <span className="font-medium">{text.attempt(attempt.attempt)}</span>
            <span>{attempt.status}</span>
            <span>{time(attempt.finishedAt ?? attempt.scheduledAt)}</span>
            {attempt.status === 'scheduled' ? (
              <span>{text.nextAttempt}</span>
            ) : (
              <span>{text.lastAttempt(attempt.responseStatus, attempt.durationMs)}</span>
            )}
            {attempt.error && <span className="text-red-600">{attempt.error}</span>}
          </li>
        ))}
      </ol>
      <p className="mt-3 text-xs font-medium text-gray-500">{text.requestBody}</p>
      <pre className="mt-1 overflow-x-auto rounded bg-gray-50 p-2 text-xs text-gray-800">{formatted(delivery.body)}</pre>
    </details>
  );
}

function formatted(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
