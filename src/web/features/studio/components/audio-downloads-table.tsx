import { Music } from 'lucide-react';
import type { StudioAudio } from '@/shared/studio/studio';
import { EmptyState } from '@/web/components/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { byDownloads, formatCount } from '../studio-format';

/** The audio, most downloaded first. */
export function AudioDownloadsTable({ audio }: { audio: StudioAudio[] }) {
  return (
    <section aria-labelledby="studio-audio-downloads" className="space-y-3">
      <h2 id="studio-audio-downloads" className="text-lg font-semibold text-gray-900">
        Audio by downloads
      </h2>
      {audio.length === 0 ? (
        <EmptyState icon={Music} title="No audio yet">
          Create audio from a script to count its downloads here.
        </EmptyState>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Audio</TableHead>
              <TableHead>Type</TableHead>
              <TableHead className="text-right">Downloads</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {byDownloads(audio).map((item) => (
              <TableRow key={item.id}>
                <TableCell className="max-w-72 truncate font-medium text-gray-900">{item.title}</TableCell>
                <TableCell className="text-gray-600">{item.type}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(item.downloads)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
