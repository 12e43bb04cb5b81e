import { FileText, FolderKanban, Megaphone, Users } from 'lucide-react';
import { type DashboardSummary, dashboardMessages, subscriberGrowthText } from '@/shared/dashboard/dashboard';
import { type StatTile, StatTiles } from '@/web/components/stat-tiles';
import { formatNumber } from '@/shared/number-format';

/** The dashboard's four figures; placeholders while they load. */
export function DashboardStatTiles({ summary }: { summary: DashboardSummary | undefined }) {
  const figure = (value: (loaded: DashboardSummary) => number) => summary && formatNumber(value(summary));
  const tiles: StatTile[] = [
    {
      id: 'projects',
      label: dashboardMessages.totalProjects,
      icon: FolderKanban,
      value: figure((s) => s.totals.projects),
      note: 'Websites you are growing',
    },
    {
      id: 'content',
      label: dashboardMessages.contentPieces,
      icon: FileText,
      iconTone: 'bg-green-50 text-green-700',
      value: figure((s) => s.totals.content),
      note: 'Posts, e-mails and scripts',
    },
    {
      id: 'campaigns',
      label: dashboardMessages.activeCampaigns,
      icon: Megaphone,
      iconTone: 'bg-orange-50 text-orange-600',
      value: figure((s) => s.totals.activeCampaigns),
      note: 'Running now',
    },
    {
      id: 'subscribers',
      label: dashboardMessages.subscribers,
      icon: Users,
      iconTone: 'bg-purple-50 text-purple-600',
      value: figure((s) => s.subscribers.total),
      note: summary && subscriberGrowthText(summary.subscribers.newLast30Days),
    },
  ];
  return <StatTiles testIdPrefix="stat" tiles={tiles} className="lg:grid-cols-2 xl:grid-cols-4" />;
}
