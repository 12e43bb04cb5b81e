import { KeyRound, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { canUseFeature } from '@/shared/feature-catalogue';
import { type ApiKey, apiDocsPath, apiKeyMessages as text } from '@/shared/integrations/api-keys';
import { Badge } from '@/web/components/ui/badge';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { paths } from '@/web/config/paths';
import { useUser } from '@/web/lib/auth';
import { usePermissions } from '@/web/lib/permissions';
import { failureMessage } from '@/web/lib/refusals';
import { timeAgo } from '@/web/lib/time-ago';
import { toast } from '@/web/lib/toast';
import { useApiKeys } from '../../api/get-api-keys';
import { useRevokeApiKey } from '../../api/revoke-api-key';
import { CreateApiKeyDialog } from './create-api-key-dialog';

/**
 * Settings → Integrations: the workspace's keys for the public API (ADR 027). Every member sees the
 * list; Owners and Editors make keys and revoke their own, the Owner anyone's (the server decides).
 */
export function ApiKeysCard() {
  const { data: user } = useUser();
  const { canEdit, canManage } = usePermissions();
  const allowed = user ? canUseFeature(user.plan, 'api_access') : false;
  const keys = useApiKeys(allowed);
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const mayRevoke = (key: ApiKey) => canManage || (canEdit && key.createdBy.id === user?.id);

  function confirmRevoke(key: ApiKey) {
    revoke.mutate(key.id, {
      onSuccess: () => toast.success(text.revoked),
      onError: (failure) => toast.error(failureMessage(failure, text.revokeFailed)),
      onSettled: () => setRevoking(null),
    });
  }

  return (
    <Card data-testid="api-keys">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle>{text.title}</CardTitle>
          <p className="text-sm text-gray-600">{text.description}</p>
          <a href={apiDocsPath} target="_blank" rel="noreferrer" className="text-sm font-medium text-indigo-600 hover:underline">
            {text.docsLink}
          </a>
        </div>
        {allowed && canEdit && <Button onClick={() => setCreating(true)}>{text.create}</Button>}
      </CardHeader>
      <CardContent>
        {!allowed && user && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-gray-600">
            <Lock className="size-4 text-gray-400" aria-hidden />
            {text.notOnPlan}
            <Link to={paths.billing} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {text.upgrade}
            </Link>
          </p>
        )}
        {allowed && keys.isPending && <Spinner className="mx-auto my-6" />}
        {keys.isError && <p className="text-red-600">{failureMessage(keys.error, text.loadFailed)}</p>}
        {keys.data?.length === 0 && (
          <p className="flex items-center gap-2 py-4 text-sm text-gray-600">
            <KeyRound className="size-4 text-gray-400" aria-hidden />
            {text.empty}
          </p>
        )}
        {keys.data && keys.data.length > 0 && (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{text.columnName}</TableHead>
                <TableHead>{text.columnKey}</TableHead>
                <TableHead>{text.columnAccess}</TableHead>
                <TableHead>{text.columnCreatedBy}</TableHead>
                <TableHead>{text.columnCreated}</TableHead>
                <TableHead>{text.columnLastUsed}</TableHead>
                <TableHead>
                  <span className="sr-only">{text.revoke}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {keys.data.map((key) => (
                <TableRow key={key.id}>
                  <td className="px-4 py-3 font-medium text-gray-900">{key.name}</td>
                  <td className="px-4 py-3 font-mono text-xs text-gray-600">{key.prefix}…</td>
                  <td className="px-4 py-3">
                    <span className="flex gap-1">
                      {key.scopes.map((scope) => (
                        <Badge key={scope} tone={scope === 'write' ? 'green' : 'gray'}>
                          {scope === 'write' ? text.writeScope : text.readScope}
                        </Badge>
                      ))}
                    </span>
                  </td>
                  <td className="px-4 py-3 text-gray-600">{key.createdBy.name}</td>
                  <td className="px-4 py-3 whitespace-nowrap text-gray-600">{timeAgo(key.createdAt)}</td>
                  <td className="px-4 py-3 whitespace-nowrap text-gray-600">{key.lastUsedAt ? timeAgo(key.lastUsedAt) : text.neverUsed}</td>
                  <td className="px-4 py-3 text-right">
                    {mayRevoke(key) && (
                      <Button size="sm" variant="outline" onClick={() => setRevoking(key)}>
                        {text.revoke}
                      </Button>
                    )}
                  </td>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      {creating && <CreateApiKeyDialog onClose={() => setCreating(false)} />}
      {revoking && (
        <ConfirmDialog
          title={text.revokeTitle}
          text={`${revoking.name} (${revoking.prefix}…): ${text.revokeDescription}`}
          confirmLabel={text.revoke}
          pending={revoke.isPending}
          onConfirm={() => confirmRevoke(revoking)}
          onClose={() => setRevoking(null)}
        />
      )}
    </Card>
  );
}
