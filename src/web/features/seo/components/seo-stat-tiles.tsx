import { ArrowDownRight, ArrowUpRight, BarChart3, Globe, Link2, Search } from 'lucide-react';
import { seoLabels } from '@/shared/seo/seo';
import type { LinkBuildingState } from '@/shared/seo/links';
import { type StatTile, StatTiles } from '@/web/components/stat-tiles';
import { cn } from '@/web/lib/cn';
import type { SeoOverview } from '../api/get-seo-overview';
import { formatChange } from '../audit-format';
import { referringDomainsText } from '../link-state';
import { notMeasured } from '../research-format';
import { formatNumber } from '@/shared/number-format';

/** The current project's visitors from search engines over the last 30 days, from Uplift's analytics. */
export interface OrganicTraffic {
  visitors: number;
  /** Percentage change from the 30 days before; null when there is nothing to compare with. */
  change: number | null;
}

/** The Domain Authority tile's hint: where its figure comes from, or how to get one. */
function domainAuthorityNote(overview: SeoOverview | null): string {
  if (!overview?.provider.configured) return 'Connect a search data provider in Admin → API Keys';
  return overview.domainAuthority === null ? 'Your search data provider has no figure for this site' : 'From your search data provider';
}

interface SeoStatTilesProps {
  /** Null when there is no project or its analytics has recorded nothing yet. */
  organicTraffic: OrganicTraffic | null;
  organicTrafficPending: boolean;
  /** The listed site's figures from the search data provider; null without a site or an answer. */
  overview: SeoOverview | null;
  overviewPending: boolean;
  /** The project's verified backlinks; null without a project (or an answer). */
  backlinks: LinkBuildingState['backlinks'] | null;
  backlinksPending: boolean;
}

/**
 * Organic Traffic from our own analytics, Keywords Ranking from rank tracking, Backlinks from the links
 * Link Building verified; the figures only a provider knows stay '—' until one fills them.
 */
export function SeoStatTiles({
  organicTraffic,
  organicTrafficPending,
  overview,
  overviewPending,
  backlinks,
  backlinksPending,
}: SeoStatTilesProps) {
  const authority = overview?.domainAuthority ?? null;
  const ranking = overview?.keywordsRanking ?? null;
  const tiles: StatTile[] = [
    {
      id: 'organic-traffic',
      label: seoLabels.organicTraffic,
      icon: BarChart3,
      value: organicTrafficPending ? undefined : organicTraffic ? formatNumber(organicTraffic.visitors) : notMeasured,
      note: organicTraffic
        ? 'Visitors from search engines, last 30 days'
        : "Appears once your site's analytics records visits from search engines",
      beside: typeof organicTraffic?.change === 'number' && <Change change={organicTraffic.change} />,
    },
    {
      id: 'keywords-ranking',
      label: seoLabels.keywordsRanking,
      icon: Search,
      value: overviewPending ? undefined : ranking === null ? notMeasured : formatNumber(ranking),
      note: ranking === null ? 'Track keywords with a rank-tracking provider (Professional plan)' : 'Tracked keywords in the top 100',
    },
    {
      id: 'backlinks',
      label: seoLabels.backlinks,
      icon: Link2,
      value: backlinksPending ? undefined : backlinks ? formatNumber(backlinks.verified) : notMeasured,
      note: backlinks ? referringDomainsText(backlinks.referringDomains) : 'Counts links verified through Link Building',
    },
    {
      id: 'domain-authority',
      label: seoLabels.domainAuthority,
      icon: Globe,
      value: overviewPending ? undefined : authority === null ? notMeasured : String(Math.round(authority)),
      note: domainAuthorityNote(overview),
    },
  ];
  return <StatTiles label="SEO figures" testIdPrefix="seo-stat" tiles={tiles} />;
}

function Change({ change }: { change: number }) {
  const Icon = change < 0 ? ArrowDownRight : ArrowUpRight;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 text-xs font-semibold whitespace-nowrap',
        change > 0 ? 'text-green-700' : change < 0 ? 'text-red-600' : 'text-gray-500',
      )}
    >
      {change !== 0 && <Icon className="size-3.5" aria-hidden />}
      {formatChange(change)}
      <span className="sr-only"> against the 30 days before</span>
    </span>
  );
}
