import { Video } from 'lucide-react';
import type { StudioVideo } from '@/shared/studio/studio';
import { EmptyState } from '@/web/components/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { byViews, formatCount, formatEngagement } from '../studio-format';
import { VideoStatusBadge } from './video-status-badge';

/** The videos, most viewed first; figures a network has not reported show '—'. */
export function VideoPerformanceTable({ videos }: { videos: StudioVideo[] }) {
  return (
    <section aria-labelledby="studio-video-performance" className="space-y-3">
      <h2 id="studio-video-performance" className="text-lg font-semibold text-gray-900">
        Videos by views
      </h2>
      {videos.length === 0 ? (
        <EmptyState icon={Video} title="No videos yet">
          Create your first video from a topic: the AI writes the scenes and the offline voice narrates them.
        </EmptyState>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Video</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Views</TableHead>
              <TableHead className="text-right">Engagement</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {byViews(videos).map((video) => (
              <TableRow key={video.id}>
                <TableCell className="max-w-72 truncate font-medium text-gray-900">{video.title}</TableCell>
                <TableCell>
                  <VideoStatusBadge status={video.status} />
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(video.views)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatEngagement(video.engagement)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
