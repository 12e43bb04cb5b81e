import { Music, Plus } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/web/components/empty-state';
import { ListPending } from '@/web/components/list-pending';
import { Button } from '@/web/components/ui/button';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import type { AudioQuery } from '../api/get-audio';
import { AudioDialog } from './audio-dialog';
import { AudioRow } from './audio-row';
import { useDeleteAudio } from '../api/delete-audio';
import { DeleteStudioItemDialog } from './delete-studio-item-dialog';

type Opened = { dialog: 'edit' | 'delete'; id: string } | null;

interface AudioTabProps {
  audio: AudioQuery;
  canEdit: boolean;
  onCreate: () => void;
}

/** Audio: a row each, newest first, with one player open at a time under its row. */
export function AudioTab({ audio, canEdit, onCreate }: AudioTabProps) {
  const [opened, setOpened] = useState<Opened>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const chosen = opened && audio.data?.find((item) => item.id === opened.id);
  const close = () => setOpened(null);

  if (audio.data === undefined) return <ListPending what="audio" failed={audio.isError} onRetry={() => void audio.refetch()} />;
  if (audio.data.length === 0)
    return (
      <EmptyState
        icon={Music}
        title="No audio yet"
        action={
          canEdit && (
            <Button onClick={onCreate}>
              <Plus aria-hidden />
              Create Audio
            </Button>
          )
        }
      >
        {canEdit
          ? 'Create a podcast intro, voice over or narration from a script: the offline voice reads it.'
          : 'Audio appears here once an Owner or Editor creates it.'}
      </EmptyState>
    );

  return (
    <>
      <Table aria-label="Audio">
        <TableHeader>
          <TableRow>
            <TableHead>Title</TableHead>
            <TableHead>Type</TableHead>
            <TableHead>Duration</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Downloads</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {audio.data.map((item) => (
            <AudioRow
              key={item.id}
              audio={item}
              canEdit={canEdit}
              playing={playing === item.id}
              onTogglePlay={() => setPlaying((current) => (current === item.id ? null : item.id))}
              onEdit={() => setOpened({ dialog: 'edit', id: item.id })}
              onDelete={() => setOpened({ dialog: 'delete', id: item.id })}
            />
          ))}
        </TableBody>
      </Table>
      {chosen && opened.dialog === 'edit' && <AudioDialog audio={chosen} onClose={close} />}
      {chosen && opened.dialog === 'delete' && (
        <DeleteStudioItemDialog
          id={chosen.id}
          name={chosen.title}
          text="Its script and files are removed."
          useDelete={useDeleteAudio}
          deleted="Audio deleted"
          failed="Failed to delete the audio"
          onClose={close}
        />
      )}
    </>
  );
}
