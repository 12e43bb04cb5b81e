import { useState } from 'react';
import { type CreatedWebhookEndpoint, webhookMessages as text } from '@/shared/integrations/webhooks';
import { usageMessages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { usePermissions } from '@/web/lib/permissions';
import { isPlanRefusal } from '@/web/lib/refusals';
import { useUpgrade } from '@/web/lib/use-upgrade';
import { useWebhookEndpoints } from '../../api/webhooks/get-webhook-endpoints';
import { AddWebhookEndpointDialog } from './add-webhook-endpoint-dialog';
import { WebhookEndpointRow } from './webhook-endpoint-row';
import { WebhookSecretDialog } from './webhook-secret-dialog';

/** Settings → Integrations: the workspace's webhook endpoints, or what the plan needs for them. */
export function WebhookEndpointsCard() {
  const endpoints = useWebhookEndpoints();
  const { canEdit } = usePermissions();
  const upgrade = useUpgrade();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const notOnPlan = isPlanRefusal(endpoints.error);

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>{text.title}</CardTitle>
          <p className="text-sm text-gray-600">{text.description}</p>
        </div>
        {canEdit && endpoints.isSuccess && <Button onClick={() => setAdding(true)}>{text.add}</Button>}
      </CardHeader>
      <CardContent>
        {endpoints.isPending && <Spinner className="mx-auto my-6" />}
        {notOnPlan && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-gray-50 p-4">
            <p className="text-sm text-gray-700">{text.notOnPlan}</p>
            <Button variant="outline" onClick={upgrade}>
              {usageMessages.upgradeToContinue}
            </Button>
          </div>
        )}
        {endpoints.isError && !notOnPlan && <p className="text-red-600">{text.loadFailed}</p>}
        {endpoints.data?.length === 0 && <p className="text-sm text-gray-600">{text.empty}</p>}
        <ul className="divide-y divide-gray-100">
          {endpoints.data?.map((endpoint) => (
            <WebhookEndpointRow key={endpoint.id} endpoint={endpoint} canEdit={canEdit} />
          ))}
        </ul>
      </CardContent>
      {adding && (
        <AddWebhookEndpointDialog
          onClose={() => setAdding(false)}
          onCreated={(endpoint) => {
            setAdding(false);
            setCreated(endpoint);
          }}
        />
      )}
      {created && <WebhookSecretDialog secret={created.secret} onClose={() => setCreated(null)} />}
    </Card>
  );
}
