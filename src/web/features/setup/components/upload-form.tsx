import { CloudUpload } from 'lucide-react';
import { type DragEvent, type FormEvent, useId, useState } from 'react';
import { setupLabels, setupMessages } from '@/shared/setup/setup';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/toast';
import { acceptedFileTypes, addFiles } from '../file-info';
import { FieldError, FormCard } from './form-card';
import { SelectedFiles } from './selected-files';
import { StoredUploads } from './stored-uploads';

interface UploadFormProps {
  files: File[];
  onFilesChange: (files: File[]) => void;
  onBack: () => void;
  onUpload: (files: File[]) => void;
}

export function UploadForm({ files, onFilesChange, onBack, onUpload }: UploadFormProps) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  function pick(picked: FileList | null) {
    if (!picked || picked.length === 0) return;
    const selection = addFiles(files, [...picked]);
    for (const refusal of selection.refusals) toast.error(refusal);
    if (selection.added > 0) {
      toast.success(setupMessages.filesSelected(selection.added));
      setError(null);
    }
    onFilesChange(selection.files);
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (files.length === 0) return setError(setupMessages.uploadAtLeastOne);
    onUpload(files);
  }

  return (
    <FormCard title={setupLabels.uploadMode} description={setupLabels.uploadModeDescription} onBack={onBack}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div
          onDragEnter={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragOver={(event) => event.preventDefault()}
          onDragLeave={(event) => {
            // Leaving for a child element is not leaving the zone.
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={drop}
          data-testid="drop-zone"
          className={cn(
            'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
            dragging ? 'border-brand-500 bg-brand-50' : 'border-gray-300 bg-gray-50',
          )}
        >
          <CloudUpload className="size-10 text-brand-500" aria-hidden />
          <p className="text-sm font-medium text-gray-800">{setupLabels.dropFiles}</p>
          <input
            id={inputId}
            type="file"
            multiple
            accept={acceptedFileTypes}
            className="peer sr-only"
            aria-describedby={`${inputId}-hint${error ? ' setup-upload-error' : ''}`}
            onChange={(event) => {
              pick(event.target.files);
              // Cleared, so picking the same file again after removing it still reports a change.
              event.target.value = '';
            }}
          />
          <label
            htmlFor={inputId}
            className="inline-flex h-10 cursor-pointer items-center rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium text-gray-800 hover:bg-gray-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2"
          >
            {setupLabels.chooseFiles}
          </label>
          <p id={`${inputId}-hint`} className="text-xs text-gray-500">
            {setupLabels.supportedFiles}
          </p>
        </div>
        <SelectedFiles files={files} onRemove={(file) => onFilesChange(files.filter((listed) => listed !== file))} />
        {error && <FieldError id="setup-upload-error">{error}</FieldError>}
        <Button type="submit" className="w-full sm:w-auto">
          {setupLabels.analyzeFiles}
        </Button>
      </form>
      <div className="mt-6">
        <StoredUploads />
      </div>
    </FormCard>
  );
}
