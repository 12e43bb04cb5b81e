import { studioMessages } from '@/shared/studio/studio';
import { ListPending } from '@/web/components/list-pending';
import { useFailureToast } from '@/web/lib/use-failure-toast';
import type { AudioQuery } from '../api/get-audio';
import { useStudioBestTime } from '../api/get-best-time';
import type { VideosQuery } from '../api/get-videos';
import { AudioDownloadsTable } from './audio-downloads-table';
import { PerformanceInsights } from './performance-insights';
import { VideoPerformanceTable } from './video-performance-table';

interface PerformanceTabProps {
  videos: VideosQuery;
  audio: AudioQuery;
}

/** Performance: the videos by views and engagement, the audio by downloads, and two insights. */
export function PerformanceTab({ videos, audio }: PerformanceTabProps) {
  const bestTime = useStudioBestTime();
  useFailureToast(bestTime.isError, studioMessages.loadFailed);
  return (
    <div className="space-y-6">
      <PerformanceInsights videos={videos.data} bestTime={bestTime.data} />
      {videos.data === undefined ? (
        <ListPending what="videos" failed={videos.isError} onRetry={() => void videos.refetch()} />
      ) : (
        <VideoPerformanceTable videos={videos.data} />
      )}
      {audio.data === undefined ? (
        <ListPending what="audio" failed={audio.isError} onRetry={() => void audio.refetch()} />
      ) : (
        <AudioDownloadsTable audio={audio.data} />
      )}
    </div>
  );
}
