import { Plus, Video } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/web/components/empty-state';
import { ListPending } from '@/web/components/list-pending';
import { Button } from '@/web/components/ui/button';
import type { VideosQuery } from '../api/get-videos';
import { useDeleteVideo } from '../api/delete-video';
import { DeleteStudioItemDialog } from './delete-studio-item-dialog';
import { PlayVideoDialog } from './play-video-dialog';
import { VideoCard } from './video-card';

type Opened = { dialog: 'play' | 'delete'; id: string } | null;

interface VideosTabProps {
  videos: VideosQuery;
  canEdit: boolean;
  onCreate: () => void;
  /** Opens the scene editor on the video. */
  onEdit: (id: string) => void;
}

/** Videos: a card each, newest first, following its render while one is under way. */
export function VideosTab({ videos, canEdit, onCreate, onEdit }: VideosTabProps) {
  const [opened, setOpened] = useState<Opened>(null);
  const chosen = opened && videos.data?.find((video) => video.id === opened.id);
  const close = () => setOpened(null);

  if (videos.data === undefined) return <ListPending what="videos" failed={videos.isError} onRetry={() => void videos.refetch()} />;
  if (videos.data.length === 0)
    return (
      <EmptyState
        icon={Video}
        title="No videos yet"
        action={
          canEdit && (
            <Button onClick={onCreate}>
              <Plus aria-hidden />
              Create Video
            </Button>
          )
        }
      >
        {canEdit
          ? 'Create your first video from a topic: the AI writes the scenes and the offline voice narrates them.'
          : 'Videos appear here once an Owner or Editor creates them.'}
      </EmptyState>
    );

  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Videos">
        {videos.data.map((video) => (
          <li key={video.id}>
            <VideoCard
              video={video}
              canEdit={canEdit}
              onEdit={() => onEdit(video.id)}
              onPlay={() => setOpened({ dialog: 'play', id: video.id })}
              onDelete={() => setOpened({ dialog: 'delete', id: video.id })}
            />
          </li>
        ))}
      </ul>
      {chosen && opened.dialog === 'play' && chosen.fileUrl && <PlayVideoDialog video={chosen} fileUrl={chosen.fileUrl} onClose={close} />}
      {chosen && opened.dialog === 'delete' && (
        <DeleteStudioItemDialog
          id={chosen.id}
          name={chosen.title}
          text={chosen.rendered ? 'Its scenes and the rendered file are removed.' : 'Its scenes are removed.'}
          useDelete={useDeleteVideo}
          deleted="Video deleted"
          failed="Failed to delete the video"
          onClose={close}
        />
      )}
    </>
  );
}
