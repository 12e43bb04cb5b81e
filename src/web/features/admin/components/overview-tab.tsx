import { FileText, FolderKanban, Megaphone, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminOverview, AdminStatusCheck } from '@/shared/admin';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';
import { useAdminOverview } from '../api/get-admin-overview';
import { statusDotClass } from '../admin-status';
import { useReportLoadFailure } from './admin-access';
import { Loaded } from './tab-states';

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
      <div className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        <TotalCard label="Total Users" value={totals.users} icon={<Users />} />
        <TotalCard label="Content Pieces" value={totals.content} icon={<FileText />} />
        <TotalCard label="Projects" value={totals.projects} icon={<FolderKanban />} />
        <TotalCard label="Campaigns" value={totals.campaigns} icon={<Megaphone />} />
      </div>
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

function TotalCard({ label, value, icon }: { label: string; value: number; icon: ReactNode }) {
  return (
    <Card role="group" aria-label={label} className="flex items-center justify-between gap-3 p-4 sm:p-6">
      <div>
        <p className="text-sm font-medium text-gray-600">{label}</p>
        <p className="mt-1 text-2xl font-bold text-gray-900 sm:text-3xl">{value.toLocaleString('en-US')}</p>
      </div>
      <span className="hidden rounded-xl bg-brand-50 p-3 text-brand-600 sm:block [&_svg]:size-6" aria-hidden>
        {icon}
      </span>
    </Card>
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
