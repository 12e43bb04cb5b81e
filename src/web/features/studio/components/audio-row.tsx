import { Download, Pause, Pencil, Play, Trash2 } from 'lucide-react';
import type { StudioAudio } from '@/shared/studio/studio';
import { formatDuration } from '@/shared/studio/timeline';
import { Button } from '@/web/components/ui/button';
import { TableCell, TableRow } from '@/web/components/ui/table';
import { downloadUrl } from '../api/studio-keys';
import { formatCount } from '../studio-format';
import { AudioStatusBadge } from './audio-status-badge';

interface AudioRowProps {
  audio: StudioAudio;
  canEdit: boolean;
  /** Its player is open under the row. */
  playing: boolean;
  onTogglePlay: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** An audio: its figures and actions, and when playing, a player in a row of its own under it. */
export function AudioRow({ audio, canEdit, playing, onTogglePlay, onEdit, onDelete }: AudioRowProps) {
  const ready = audio.status === 'Ready' && audio.fileUrl !== null;
  return (
    <>
      <TableRow data-testid="audio-row">
        <TableCell className="max-w-64 truncate font-medium text-gray-900" title={audio.title}>
          {audio.title}
        </TableCell>
        <TableCell className="whitespace-nowrap text-gray-600">{audio.type}</TableCell>
        <TableCell className="whitespace-nowrap tabular-nums">
          {audio.durationSeconds === null ? (
            <>
              {formatDuration(audio.targetSeconds)} <span className="text-xs text-gray-500">target</span>
            </>
          ) : (
            formatDuration(audio.durationSeconds)
          )}
        </TableCell>
        <TableCell>
          <AudioStatusBadge audio={audio} />
        </TableCell>
        <TableCell className="text-right tabular-nums">{formatCount(audio.downloads)}</TableCell>
        <TableCell>
          <div className="flex justify-end gap-1">
            {ready && (
              <Button size="sm" variant="outline" aria-expanded={playing} onClick={onTogglePlay}>
                {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
                {playing ? 'Close player' : 'Play'}
              </Button>
            )}
            {canEdit && (
              <Button size="sm" variant="outline" onClick={onEdit}>
                <Pencil aria-hidden />
                Edit
              </Button>
            )}
            {ready && audio.fileUrl && (
              <Button size="sm" variant="outline" asChild>
                <a href={downloadUrl(audio.fileUrl)} download aria-label={`Download ${audio.title} as MP3`}>
                  <Download aria-hidden />
                  MP3
                </a>
              </Button>
            )}
            {ready && audio.wavUrl && (
              <Button size="sm" variant="outline" asChild>
                <a href={downloadUrl(audio.wavUrl)} download aria-label={`Download ${audio.title} as WAV`}>
                  <Download aria-hidden />
                  WAV
                </a>
              </Button>
            )}
            {canEdit && (
              <Button size="sm" variant="ghost" aria-label={`Delete ${audio.title}`} onClick={onDelete}>
                <Trash2 aria-hidden />
              </Button>
            )}
          </div>
        </TableCell>
      </TableRow>
      {playing && audio.fileUrl && (
        <TableRow>
          <TableCell colSpan={6}>
            <audio controls autoPlay src={audio.fileUrl} className="w-full" aria-label={`Playing ${audio.title}`} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
