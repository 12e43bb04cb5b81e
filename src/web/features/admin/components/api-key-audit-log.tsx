import { History } from 'lucide-react';
import { apiKeyCatalogue } from '@/shared/api-keys';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import type { ApiKeyAuditEntry } from '../api/get-api-keys';
import { formatDateTime } from '../admin-format';
import type { Tone } from '../admin-status';
import { EmptyState } from './tab-states';

const actions: Record<ApiKeyAuditEntry['action'], { label: string; tone: Tone }> = {
  set: { label: 'Set', tone: 'green' },
  cleared: { label: 'Cleared', tone: 'gray' },
  revealed: { label: 'Revealed', tone: 'yellow' },
};

/** Who changed or looked at which key, and when; the values themselves are never listed. */
export function ApiKeyAuditLog({ entries }: { entries: ApiKeyAuditEntry[] }) {
  return (
    <Card className="overflow-hidden">
      <CardHeader>
        <CardTitle>Audit log</CardTitle>
        <p className="text-sm text-gray-500">The latest 50 changes and reveals.</p>
      </CardHeader>
      {entries.length === 0 ? (
        <EmptyState icon={<History />} title="No changes yet">
          Setting, clearing or showing a key is recorded here.
        </EmptyState>
      ) : (
        <CardContent className="px-2 pb-2 sm:px-2">
          <Table aria-label="Audit log">
            <TableHeader>
              <TableRow>
                <TableHead>When</TableHead>
                <TableHead>Who</TableHead>
                <TableHead>Key</TableHead>
                <TableHead>Action</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell className="whitespace-nowrap text-gray-700">{formatDateTime(entry.createdAt)}</TableCell>
                  <TableCell className="text-gray-700">{entry.actorEmail}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    <span className="text-gray-900">
                      {apiKeyCatalogue.find((key) => key.name === entry.keyName)?.label ?? entry.keyName}
                    </span>
                    <code className="block font-mono text-xs text-gray-500">{entry.keyName}</code>
                  </TableCell>
                  <TableCell>
                    <Badge tone={actions[entry.action].tone}>{actions[entry.action].label}</Badge>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      )}
    </Card>
  );
}
