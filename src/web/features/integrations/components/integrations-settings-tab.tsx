import { Bot, CreditCard, Mail } from 'lucide-react';
import { type IntegrationStatus, integrationMessages as text } from '@/shared/integrations/integrations';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { useIntegrationStatus } from '../api/get-integration-status';
import { WebhookEndpointsCard } from './webhooks/webhook-endpoints-card';
import { ApiKeysCard } from './api-keys/api-keys-card';

const icons: Record<IntegrationStatus['id'], typeof Bot> = { ai: Bot, email: Mail, payments: CreditCard };

/** The Settings page's Integrations tab: the services this Uplift is connected to, read-only. */
export function IntegrationsSettingsTab() {
  const status = useIntegrationStatus();
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>{text.title}</CardTitle>
          <p className="text-sm text-gray-600">{text.description}</p>
        </CardHeader>
        <CardContent>
          {status.isPending && <Spinner className="mx-auto my-6" />}
          {status.isError && <p className="text-red-600">{text.loadFailed}</p>}
          <ul className="divide-y divide-gray-100">
            {status.data?.map((integration) => {
              const Icon = icons[integration.id];
              const connected = integration.state === 'connected';
              return (
                <li key={integration.id} className="flex items-start gap-3 py-4">
                  <Icon className="mt-0.5 size-5 shrink-0 text-gray-400" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-gray-900">
                      {integration.name}
                      <Badge tone={connected ? 'green' : 'gray'}>{connected ? text.connected : text.notConfigured}</Badge>
                    </p>
                    <p className="text-sm text-gray-600">{integration.detail}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>
      <ApiKeysCard />
      <WebhookEndpointsCard />
    </div>
  );
}
