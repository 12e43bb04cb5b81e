import { ShieldCheck } from 'lucide-react';
import type { AdminApiKey } from '@/shared/api-keys';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { type AdminApiKeys, useApiKeys } from '../api/get-api-keys';
import { useReportLoadFailure } from './admin-access';
import { ApiKeyAuditLog } from './api-key-audit-log';
import { ApiKeyField } from './api-key-field';
import { ImportStripePlans } from './import-stripe-plans';
import { Loaded } from './tab-states';

/** Keys in catalogue order, grouped as the catalogue groups them (AI, Stripe, E-mail). */
function byGroup(keys: AdminApiKey[]): Array<[string, AdminApiKey[]]> {
  const groups = new Map<string, AdminApiKey[]>();
  for (const key of keys) groups.set(key.group, [...(groups.get(key.group) ?? []), key]);
  return [...groups];
}

export function ApiKeysTab() {
  const apiKeys = useApiKeys();
  useReportLoadFailure(apiKeys);
  return (
    <Loaded query={apiKeys} loadingLabel="Loading API keys…">
      {(data) => <ApiKeys data={data} />}
    </Loaded>
  );
}

function ApiKeys({ data }: { data: AdminApiKeys }) {
  return (
    <div className="space-y-6">
      <SecurityNotice />
      {byGroup(data.keys).map(([group, keys]) => (
        <Card key={group}>
          <CardHeader>
            <CardTitle>{group}</CardTitle>
          </CardHeader>
          <CardContent>
            <div className="divide-y divide-gray-100">
              {keys.map((key) => (
                <ApiKeyField key={key.name} entry={key} />
              ))}
            </div>
            {group === 'Stripe' && (
              <ImportStripePlans stripeKeySet={keys.some((key) => key.name === 'STRIPE_SECRET_KEY' && key.source !== 'unset')} />
            )}
          </CardContent>
        </Card>
      ))}
      <ApiKeyAuditLog entries={data.audit} />
    </div>
  );
}

function SecurityNotice() {
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-gray-700">
      <ShieldCheck className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
      <div className="space-y-1">
        <p className="font-medium text-gray-900">Keys are stored securely</p>
        <p>
          Keys are encrypted at rest with AES-256-GCM and never written to the logs. Showing a key is recorded in the audit log below. A
          value entered here overrides the environment variable of the same name and takes effect without a restart; empty a field to fall
          back to the environment.
        </p>
      </div>
    </div>
  );
}
