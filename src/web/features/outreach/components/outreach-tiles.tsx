import { Handshake, Link2, MessageSquareReply, Users } from 'lucide-react';
import { type OutreachOverview, overviewLabels } from '@/shared/outreach/overview';
import { outreachLabels } from '@/shared/outreach/outreach';
import { type StatTile, StatTiles } from '@/web/components/stat-tiles';
import { formatNumber } from '@/shared/number-format';

interface OutreachTilesProps {
  /** Undefined while it loads. */
  overview: OutreachOverview | undefined;
  /** The project's verified backlinks (SEO's Link Building); null without a project, undefined while they load. */
  backlinks: number | null | undefined;
}

/** Active Prospects, Response Rate, Backlinks Acquired and Active Partnerships, each from stored data. */
export function OutreachTiles({ overview, backlinks }: OutreachTilesProps) {
  const tiles: StatTile[] = [
    {
      id: 'prospects',
      label: overviewLabels.activeProspects,
      icon: Users,
      value: overview && formatNumber(overview.prospects),
      note: 'Sites in your prospect list',
    },
    {
      id: 'response-rate',
      label: overviewLabels.responseRate,
      icon: MessageSquareReply,
      value: overview && (overview.responseRate === null ? outreachLabels.notMeasured : `${overview.responseRate}%`),
      note:
        overview && overview.contacted > 0
          ? `${overview.responded} of ${overview.contacted} contacted replied`
          : 'Appears once you have contacted a prospect',
    },
    {
      id: 'backlinks',
      label: overviewLabels.backlinksAcquired,
      icon: Link2,
      value: backlinks === undefined ? undefined : backlinks === null ? outreachLabels.notMeasured : formatNumber(backlinks),
      note: backlinks === null ? 'Choose a project to count its verified links' : 'Links to your site verified on the page',
    },
    {
      id: 'partnerships',
      label: overviewLabels.activePartnerships,
      icon: Handshake,
      value: overview && formatNumber(overview.partnerships),
      note: 'Influencers negotiating and prospects marked partner',
    },
  ];
  return <StatTiles tiles={tiles} label="Outreach figures" testIdPrefix="outreach-tile" />;
}
