import { Clock, Trophy } from 'lucide-react';
import type { StudioBestTime, StudioVideo } from '@/shared/studio/studio';
import { Card } from '@/web/components/ui/card';
import { bestTimeBasis, bestTimeLabel, formatCount, notMeasured, topVideo } from '../studio-format';

interface PerformanceInsightsProps {
  /** Undefined while they load. */
  videos: StudioVideo[] | undefined;
  /** When to publish for the most engagement; undefined while it loads (or when it failed to). */
  bestTime: StudioBestTime | undefined;
}

/** The two insights: the video with the most views, and the best time to publish. */
export function PerformanceInsights({ videos, bestTime }: PerformanceInsightsProps) {
  const top = videos && topVideo(videos);
  const best = bestTime?.best;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card className="flex gap-3 p-4" data-testid="insight-top-video">
        <Trophy className="mt-0.5 size-5 shrink-0 text-amber-500" aria-hidden />
        <div className="min-w-0">
          <h3 className="font-medium text-gray-900">Top video</h3>
          <p className="truncate text-sm text-gray-900">{top ? `${top.title} · ${formatCount(top.views)} views` : notMeasured}</p>
          {!top && <p className="text-xs text-gray-500">Publish a video to see which does best</p>}
        </div>
      </Card>
      <Card className="flex gap-3 p-4" data-testid="insight-best-time">
        <Clock className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
        <div className="min-w-0">
          <h3 className="font-medium text-gray-900">Best time to publish: {best ? bestTimeLabel(best) : notMeasured}</h3>
          {bestTime && (
            <p className="text-xs text-gray-500">
              {best
                ? bestTimeBasis(bestTime)
                : `Shown once ${bestTime.needed} of this workspace's videos have been published with views (${bestTime.basedOn} so far)`}
            </p>
          )}
        </div>
      </Card>
    </div>
  );
}
