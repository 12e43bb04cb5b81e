import { Clock } from 'lucide-react';
import { Spinner } from '@/web/components/ui/spinner';
import { formatMegabytes } from '../media-format';

export interface QueuedFile {
  key: string;
  file: File;
  uploading: boolean;
}

/** The files chosen and not yet in the library: the one being sent, and those waiting their turn. */
export function PendingUploads({ queue }: { queue: readonly QueuedFile[] }) {
  if (queue.length === 0) return null;
  return (
    <ul aria-label="Uploading" aria-live="polite" className="space-y-2">
      {queue.map(({ key, file, uploading }) => (
        <li key={key} className="flex items-center gap-3 rounded-lg bg-gray-50 px-3 py-2 text-sm">
          {uploading ? <Spinner className="size-4 border-2" /> : <Clock className="size-4 text-gray-400" aria-hidden />}
          <span className="min-w-0 flex-1 truncate text-gray-900" title={file.name}>
            {file.name}
          </span>
          <span className="whitespace-nowrap text-xs tabular-nums text-gray-500">
            {uploading ? 'Uploading…' : 'Waiting'} · {formatMegabytes(file.size)}
          </span>
        </li>
      ))}
    </ul>
  );
}
