import { ListPending } from '@/web/components/list-pending';
import type { AudioQuery } from '../api/get-audio';
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
  return (
    <div className="space-y-6">
      {/* The best time to publish is computed by the server once enough videos have views; until then it is unknown. */}
      <PerformanceInsights videos={videos.data} bestTime={null} />
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
