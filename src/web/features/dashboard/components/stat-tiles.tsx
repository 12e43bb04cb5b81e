import { FileText, FolderKanban, Megaphone, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { type DashboardSummary, dashboardMessages, subscriberGrowthText } from '@/shared/dashboard';
import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';

interface Tile {
  id: string;
  label: string;
  icon: ComponentType<{ className?: string }>;
  tone: string;
  value: (summary: DashboardSummary) => number;
  hint: (summary: DashboardSummary) => string;
}

const tiles: readonly Tile[] = [
  {
    id: 'projects',
    label: dashboardMessages.totalProjects,
    icon: FolderKanban,
    tone: 'bg-brand-50 text-brand-600',
    value: (summary) => summary.totals.projects,
    hint: () => 'Websites you are growing',
  },
  {
    id: 'content',
    label: dashboardMessages.contentPieces,
    icon: FileText,
    tone: 'bg-green-50 text-green-600',
    value: (summary) => summary.totals.content,
    hint: () => 'Posts, e-mails and scripts',
  },
  {
    id: 'campaigns',
    label: dashboardMessages.activeCampaigns,
    icon: Megaphone,
    tone: 'bg-orange-50 text-orange-600',
    value: (summary) => summary.totals.activeCampaigns,
    hint: () => 'Running now',
  },
  {
    id: 'subscribers',
    label: dashboardMessages.subscribers,
    icon: Users,
    tone: 'bg-purple-50 text-purple-600',
    value: (summary) => summary.subscribers.total,
    hint: (summary) => subscriberGrowthText(summary.subscribers.newLast30Days),
  },
];

/** The four figures of core §2 Dashboard; placeholders while they load. */
export function StatTiles({ summary }: { summary: DashboardSummary | undefined }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {tiles.map((tile) => (
        <Card key={tile.id} className="flex items-start justify-between gap-3 p-4 sm:p-5" data-testid={`stat-${tile.id}`}>
          <div className="min-w-0 space-y-1">
            <p className="text-sm font-medium text-gray-600">{tile.label}</p>
            {summary ? (
              <p className="text-2xl font-bold text-gray-900 sm:text-3xl" data-testid="stat-value">
                {tile.value(summary).toLocaleString('en')}
              </p>
            ) : (
              <p aria-hidden className="h-9 w-16 animate-pulse rounded-md bg-gray-100" />
            )}
            <p className="text-xs text-gray-500">{summary ? tile.hint(summary) : '\u00a0'}</p>
          </div>
          <span className={cn('hidden size-11 shrink-0 items-center justify-center rounded-xl sm:flex', tile.tone)}>
            <tile.icon className="size-5" />
          </span>
        </Card>
      ))}
    </div>
  );
}
