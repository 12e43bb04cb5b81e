import { Upload } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { studioUploadMaxBytes } from '@/shared/studio/studio';
import { cn } from '@/web/lib/cn';
import { acceptedMedia } from '../media-format';

interface UploadDropZoneProps {
  disabled: boolean;
  onFiles: (files: File[]) => void;
}

/** The media library's picker: click (or press) to choose files, or drop them on it. */
export function UploadDropZone({ disabled, onFiles }: UploadDropZoneProps) {
  const id = useId();
  const [over, setOver] = useState(false);

  function drop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  }

  return (
    <label
      htmlFor={id}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={cn(
        'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-gray-300 px-6 py-8 text-center focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30 hover:bg-gray-50 [&>*]:pointer-events-none',
        over && 'border-brand-500 bg-brand-50',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <Upload className="size-6 text-gray-400" aria-hidden />
      <span className="text-sm font-medium text-gray-900">Choose files or drop them here</span>
      <span className="text-xs text-gray-500">Video, audio or images, up to {studioUploadMaxBytes / (1024 * 1024)} MB each</span>
      <input
        id={id}
        type="file"
        multiple
        accept={acceptedMedia}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // The same file chosen again must fire a change too.
          event.target.value = '';
        }}
      />
    </label>
  );
}
