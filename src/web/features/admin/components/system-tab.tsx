import { Activity, Cpu, Database } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminSystem } from '@/shared/admin/admin';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { useAdminSystem } from '../api/get-admin-system';
import { formatBytes, formatDuration, formatMs, formatPercent } from '../admin-format';
import { useReportLoadFailure } from './admin-access';
import { Loaded } from './tab-states';
import { formatNumber } from '@/shared/number-format';

const driverNames: Record<AdminSystem['database']['driver'], string> = {
  pglite: 'PGlite (embedded)',
  postgres: 'PostgreSQL',
};

/** Live figures of this server process and its database; nothing here is a fixed sample. */
export function SystemTab() {
  const system = useAdminSystem();
  useReportLoadFailure(system);
  return (
    <Loaded query={system} loadingLabel="Loading system figures…">
      {(data) => <SystemFigures system={data} />}
    </Loaded>
  );
}

function SystemFigures({ system: { database, requests, process } }: { system: AdminSystem }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <FigureCard title="Database" icon={<Database />}>
        <Figure label="Connection">
          <Badge tone={database.connected ? 'green' : 'red'}>{database.connected ? 'Connected' : 'Disconnected'}</Badge>
          <span className="block text-xs font-normal text-gray-500">{driverNames[database.driver]}</span>
        </Figure>
        <Figure label="Latency">{formatMs(database.latencyMs)}</Figure>
        <Figure label="Tables">{database.tables}</Figure>
        <Figure label="Database size">{formatBytes(database.sizeBytes)}</Figure>
      </FigureCard>
      <FigureCard title="Requests" icon={<Activity />} note="Over the last hour, as answered by this server process.">
        <Figure label="Requests served">{formatNumber(requests.lastHour)}</Figure>
        <Figure label="Response time">
          {requests.p50Ms === null || requests.p95Ms === null ? (
            <span className="text-gray-500">No requests yet</span>
          ) : (
            <>
              <span className="whitespace-nowrap">
                {formatMs(requests.p50Ms)} <span className="font-normal text-gray-500">p50</span>
              </span>{' '}
              ·{' '}
              <span className="whitespace-nowrap">
                {formatMs(requests.p95Ms)} <span className="font-normal text-gray-500">p95</span>
              </span>
            </>
          )}
        </Figure>
        <Figure label="Error rate">
          {formatPercent(requests.errorRate)}
          <span className="block text-xs font-normal text-gray-500">Share of 5xx answers</span>
        </Figure>
      </FigureCard>
      <FigureCard title="Process" icon={<Cpu />}>
        <Figure label="Uptime">{formatDuration(process.uptimeSeconds)}</Figure>
        <Figure label="Memory">{formatBytes(process.memoryBytes)}</Figure>
        <Figure label="Node.js">{process.nodeVersion}</Figure>
        <Figure label="Uplift">{process.appVersion}</Figure>
      </FigureCard>
    </div>
  );
}

function FigureCard({ title, icon, note, children }: { title: string; icon: ReactNode; note?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <span className="text-brand-600 [&_svg]:size-5" aria-hidden>
            {icon}
          </span>
          {title}
        </CardTitle>
        {note && <p className="text-sm text-gray-500">{note}</p>}
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-gray-100">{children}</dl>
      </CardContent>
    </Card>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="text-right text-sm font-semibold text-gray-900">{children}</dd>
    </div>
  );
}
