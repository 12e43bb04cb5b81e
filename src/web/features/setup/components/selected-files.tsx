import { X } from 'lucide-react';
import { setupLabels } from '@/shared/setup/setup';
import { Badge } from '@/web/components/ui/badge';
import { type FileBadge, fileBadge, formatFileSize } from '../file-info';

export const badgeTones: Record<FileBadge, 'red' | 'blue' | 'green' | 'yellow' | 'gray'> = {
  PDF: 'red',
  DOC: 'blue',
  XLS: 'green',
  IMG: 'yellow',
  FILE: 'gray',
};

/** The files to upload, each with its type badge, size and a remove button. */
export function SelectedFiles({ files, onRemove }: { files: readonly File[]; onRemove: (file: File) => void }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label="Selected files" className="divide-y divide-gray-100 rounded-xl border border-gray-200">
      {files.map((file) => {
        const badge = fileBadge(file);
        return (
          <li key={`${file.name}-${file.size}-${file.lastModified}`} className="flex items-center gap-3 px-3 py-2.5">
            <Badge tone={badgeTones[badge]} className="w-12 shrink-0 justify-center" data-testid="file-badge">
              {badge}
            </Badge>
            {/* The size sits under the name, so a phone keeps room for the name. */}
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-gray-900" title={file.name}>
                {file.name}
              </span>
              <span className="block text-xs text-gray-500">{formatFileSize(file.size)}</span>
            </span>
            <button
              type="button"
              aria-label={setupLabels.remove(file.name)}
              onClick={() => onRemove(file)}
              className="shrink-0 rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <X className="size-4" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
