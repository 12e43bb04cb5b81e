import { Clock, Trophy } from 'lucide-react';
import type { StudioVideo } from '@/shared/studio/studio';
import { Card } from '@/web/components/ui/card';
import { formatCount, notMeasured, topVideo } from '../studio-format';

interface PerformanceInsightsProps {
  /** Undefined while they load. */
  videos: StudioVideo[] | undefined;
  /** When to publish for the most engagement, e.g. 'Tuesday 2–4 PM'; null until enough videos have views. */
  bestTime: string | null;
}

/** The two insights: the video with the most views, and the best time to publish. */
export function PerformanceInsights({ videos, bestTime }: PerformanceInsightsProps) {
  const top = videos && topVideo(videos);
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
          <h3 className="font-medium text-gray-900">Best time to publish: {bestTime ?? notMeasured}</h3>
          {!bestTime && (
            <p className="text-xs text-gray-500">Shown once 10 of this workspace&apos;s videos have been published with views</p>
          )}
        </div>
      </Card>
    </div>
  );
}
