import { Download, Film, LayoutGrid, Pencil, Share2, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { composeWithMediaState } from '@/shared/social/social';
import { type StudioVideo, studioMessages } from '@/shared/studio/studio';
import { formatDuration } from '@/shared/studio/timeline';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { downloadUrl } from '../api/studio-keys';
import { useRenderVideo } from '../api/render-video';
import { useShareVideo } from '../api/share-video';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { formatCount, formatEngagement, isRenderUnderWay } from '../studio-format';
import { useRenderFailureToast } from '../use-render-failure-toast';
import { RenderProgress } from './render-progress';
import { VideoStatusBadge } from './video-status-badge';
import { VideoThumbnail } from './video-thumbnail';

interface VideoCardProps {
  video: StudioVideo;
  canEdit: boolean;
  onEdit: () => void;
  onPlay: () => void;
  onDelete: () => void;
}

/** A video: its thumbnail (which plays it once rendered), figures, render progress and actions. */
export function VideoCard({ video, canEdit, onEdit, onPlay, onDelete }: VideoCardProps) {
  const render = useRenderVideo();
  const share = useShareVideo();
  const navigate = useNavigate();
  const reportShareFailure = useActionFailureToast();
  const reportRenderFailure = useRenderFailureToast();
  const underWay = isRenderUnderWay(video.render);
  const failed = video.render?.status === 'failed';

  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid="video-card">
      <VideoThumbnail video={video} onPlay={onPlay} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="truncate font-medium text-gray-900" title={video.title}>
              {video.title}
            </h3>
            <p className="text-sm text-gray-500">
              {video.type} · {formatDuration(video.durationSeconds)}
            </p>
          </div>
          <VideoStatusBadge status={video.status} />
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-xs text-gray-500">Views</dt>
            <dd className="font-semibold text-gray-900 tabular-nums">{formatCount(video.views)}</dd>
          </div>
          <div>
            <dt className="text-xs text-gray-500">Engagement</dt>
            <dd className="font-semibold text-gray-900 tabular-nums">{formatEngagement(video.engagement)}</dd>
          </div>
        </dl>
        {underWay && video.render && <RenderProgress render={video.render} title={video.title} />}
        {failed && (
          <p role="alert" className="text-sm text-red-700">
            {video.render?.error || studioMessages.renderFailed}
          </p>
        )}
        {video.changedSinceRender && !underWay && <p className="text-sm text-amber-700">Edited since the last render</p>}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {canEdit && (
            <Button size="sm" variant="outline" onClick={onEdit}>
              <Pencil aria-hidden />
              Edit
            </Button>
          )}
          {canEdit && (
            <Button
              size="sm"
              variant="outline"
              disabled={underWay || render.isPending}
              onClick={() => render.mutate(video.id, { onError: reportRenderFailure })}
            >
              <Film aria-hidden />
              {video.rendered || failed ? 'Render again' : 'Render'}
            </Button>
          )}
          {canEdit && video.rendered && (
            <Button
              size="sm"
              variant="outline"
              disabled={share.isPending}
              onClick={() =>
                share.mutate(video.id, {
                  onSuccess: (handed) => void navigate('/social', { state: { [composeWithMediaState]: handed } }),
                  onError: (error) => reportShareFailure(error, 'Failed to share the video'),
                })
              }
            >
              <Share2 aria-hidden />
              {share.isPending ? 'Sharing…' : 'Share'}
            </Button>
          )}
          {video.rendered && video.fileUrl && (
            <Button size="sm" variant="outline" asChild>
              <a href={downloadUrl(video.fileUrl)} download>
                <Download aria-hidden />
                Download
              </a>
            </Button>
          )}
          {video.storyboardUrl && (
            <Button size="sm" variant="ghost" asChild>
              <a href={downloadUrl(video.storyboardUrl)} download title="The scenes on one page (PNG)">
                <LayoutGrid aria-hidden />
                Storyboard
              </a>
            </Button>
          )}
          {canEdit && (
            <Button size="sm" variant="ghost" aria-label={`Delete ${video.title}`} onClick={onDelete}>
              <Trash2 aria-hidden />
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
