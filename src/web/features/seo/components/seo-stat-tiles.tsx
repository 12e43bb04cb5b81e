import { ArrowDownRight, ArrowUpRight, BarChart3, Globe, Link2, type LucideIcon, Search } from 'lucide-react';
import { seoLabels } from '@/shared/seo';
import type { LinkBuildingState } from '@/shared/seo-links';
import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';
import type { SeoOverview } from '../api/get-seo-overview';
import { formatChange } from '../audit-format';
import { referringDomainsText } from '../link-state';
import { notMeasured } from '../research-format';

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

interface Tile {
  label: string;
  icon: LucideIcon;
  value: string | undefined;
  note: string;
  change?: number | null;
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
export function SeoStatTiles({ organicTraffic, organicTrafficPending, overview, overviewPending, backlinks, backlinksPending }: SeoStatTilesProps) {
  const authority = overview?.domainAuthority ?? null;
  const ranking = overview?.keywordsRanking ?? null;
  const tiles: Tile[] = [
    {
      label: seoLabels.organicTraffic,
      icon: BarChart3,
      value: organicTrafficPending ? undefined : organicTraffic ? organicTraffic.visitors.toLocaleString('en-US') : notMeasured,
      note: organicTraffic ? 'Visitors from search engines, last 30 days' : "Appears once your site's analytics records visits from search engines",
      change: organicTraffic?.change,
    },
    {
      label: seoLabels.keywordsRanking,
      icon: Search,
      value: overviewPending ? undefined : ranking === null ? notMeasured : ranking.toLocaleString('en-US'),
      note: ranking === null ? 'Track keywords with a rank-tracking provider (Professional plan)' : 'Tracked keywords in the top 100',
    },
    {
      label: seoLabels.backlinks,
      icon: Link2,
      value: backlinksPending ? undefined : backlinks ? backlinks.verified.toLocaleString('en-US') : notMeasured,
      note: backlinks ? referringDomainsText(backlinks.referringDomains) : 'Counts links verified through Link Building',
    },
    {
      label: seoLabels.domainAuthority,
      icon: Globe,
      value: overviewPending ? undefined : authority === null ? notMeasured : String(Math.round(authority)),
      note: domainAuthorityNote(overview),
    },
  ];
  return (
    <section aria-label="SEO figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {tiles.map(({ label, icon: Icon, value, note, change }) => (
        <Card key={label} data-testid={`seo-stat-${label.toLowerCase().replace(/ /g, '-')}`} className="min-w-0 p-4 sm:p-5">
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-medium text-gray-600">{label}</p>
            <span className="hidden size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 sm:flex">
              <Icon className="size-4" aria-hidden />
            </span>
          </div>
          {value === undefined ? (
            <div className="mt-2 h-8 w-20 animate-pulse rounded bg-gray-100" aria-hidden />
          ) : (
            <p data-testid="seo-stat-value" className="mt-2 flex flex-wrap items-baseline gap-x-2 text-2xl font-bold text-gray-900 sm:text-3xl">
              <span className="truncate">{value}</span>
              {typeof change === 'number' && <Change change={change} />}
            </p>
          )}
          <p className="mt-1 text-xs text-gray-500">{note}</p>
        </Card>
      ))}
    </section>
  );
}

function Change({ change }: { change: number }) {
  const Icon = change < 0 ? ArrowDownRight : ArrowUpRight;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 text-xs font-semibold whitespace-nowrap',
        change > 0 ? 'text-green-600' : change < 0 ? 'text-red-600' : 'text-gray-500',
      )}
    >
      {change !== 0 && <Icon className="size-3.5" aria-hidden />}
      {formatChange(change)}
      <span className="sr-only"> against the 30 days before</span>
    </span>
  );
}
