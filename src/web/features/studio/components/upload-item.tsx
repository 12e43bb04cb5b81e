import { Trash2 } from 'lucide-react';
import type { StudioUpload } from '@/shared/studio/studio';
import { Button } from '@/web/components/ui/button';
import { uploadFacts } from '../media-format';
import { UploadPreview } from './upload-preview';

/** One file of the media library: its preview, name, kind, size and length, and Delete. */
export function UploadItem({ upload, disabled, onDelete }: { upload: StudioUpload; disabled: boolean; onDelete: () => void }) {
  return (
    <li className="flex items-center gap-3 py-3" data-testid="upload-item">
      <UploadPreview upload={upload} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-gray-900" title={upload.name}>
          {upload.name}
        </p>
        <p className="text-xs tabular-nums text-gray-500">{uploadFacts(upload)}</p>
      </div>
      <Button size="sm" variant="ghost" aria-label={`Delete ${upload.name}`} disabled={disabled} onClick={onDelete}>
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}
