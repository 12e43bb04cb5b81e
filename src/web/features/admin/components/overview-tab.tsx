import { FileText, FolderKanban, Megaphone, Users } from 'lucide-react';
import type { AdminOverview, AdminStatusCheck } from '@/shared/admin/admin';
import { StatTiles } from '@/web/components/stat-tiles';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';
import { useAdminOverview } from '../api/get-admin-overview';
import { statusDotClass } from '../admin-status';
import { useReportLoadFailure } from './admin-access';
import { Loaded } from './tab-states';
import { formatNumber } from '@/shared/number-format';

const stateNames: Record<AdminStatusCheck['state'], string> = { ok: 'working', warning: 'fallback', error: 'failing' };

export function OverviewTab() {
  const overview = useAdminOverview();
  useReportLoadFailure(overview);
  return (
    <Loaded query={overview} loadingLabel="Loading the overview…">
      {(data) => <Overview overview={data} />}
    </Loaded>
  );
}

function Overview({ overview: { totals, status } }: { overview: AdminOverview }) {
  return (
    <div className="space-y-6">
      <StatTiles
        testIdPrefix="admin-total"
        className="lg:grid-cols-2 xl:grid-cols-4"
        tiles={[
          { id: 'users', label: 'Total Users', icon: Users, value: formatNumber(totals.users) },
          { id: 'content', label: 'Content Pieces', icon: FileText, value: formatNumber(totals.content) },
          { id: 'projects', label: 'Projects', icon: FolderKanban, value: formatNumber(totals.projects) },
          { id: 'campaigns', label: 'Campaigns', icon: Megaphone, value: formatNumber(totals.campaigns) },
        ]}
      />
      <Card>
        <CardHeader>
          <CardTitle>System Status</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-gray-100">
            <StatusRow name="Database" check={status.database} />
            <StatusRow name="AI Services" check={status.ai} />
            <StatusRow name="Email" check={status.email} />
            <StatusRow name="Job queue" check={status.jobs} />
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}

function StatusRow({ name, check }: { name: string; check: AdminStatusCheck }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="font-medium text-gray-900">{name}</p>
        <p className="text-sm text-gray-500">{check.detail}</p>
      </div>
      <span className="inline-flex items-center gap-2 text-sm font-medium text-gray-800" data-state={check.state}>
        <span className={cn('size-2.5 rounded-full', statusDotClass[check.state])} aria-hidden />
        {check.label}
        <span className="sr-only">({stateNames[check.state]})</span>
      </span>
    </li>
  );
}
