import { Clock, Eye, Music, Video } from 'lucide-react';
import type { StudioOverview } from '@/shared/studio/studio';
import { type StatTile, StatTiles } from '@/web/components/stat-tiles';
import { formatCount, formatTotalDuration, notMeasured } from '../studio-format';

interface StudioTilesProps {
  /** Undefined while it loads. */
  overview: StudioOverview | undefined;
  failed: boolean;
}

/** Videos, Audio, Total Duration and Views, from GET /api/studio/overview. */
export function StudioTiles({ overview, failed }: StudioTilesProps) {
  const pending = failed ? notMeasured : undefined;
  const tiles: StatTile[] = [
    { id: 'videos', label: 'Videos', icon: Video, value: overview ? formatCount(overview.videos) : pending },
    {
      id: 'audio',
      label: 'Audio',
      icon: Music,
      iconTone: 'bg-purple-50 text-purple-600',
      value: overview ? formatCount(overview.audio) : pending,
    },
    {
      id: 'duration',
      label: 'Total Duration',
      icon: Clock,
      iconTone: 'bg-green-50 text-green-700',
      value: overview ? formatTotalDuration(overview.renderedSeconds) : pending,
      note: 'Video and audio rendered',
    },
    {
      id: 'views',
      label: 'Views',
      icon: Eye,
      iconTone: 'bg-orange-50 text-orange-600',
      value: overview ? formatCount(overview.views) : pending,
      note: overview?.views === null ? 'Publish a video to see views' : undefined,
    },
  ];
  return <StatTiles tiles={tiles} label="Studio figures" testIdPrefix="studio-tile" />;
}
