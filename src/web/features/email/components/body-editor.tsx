import { Eye, PenLine } from 'lucide-react';
import { useRef, useState } from 'react';
import type { BodyFormat } from '@/shared/email/email';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { Spinner } from '@/web/components/ui/spinner';
import { Textarea } from '@/web/components/ui/textarea';
import { type EmailPreview, usePreviewEmail } from '../api/preview-email';
import { insertAt, mergeTags } from '../merge-tags';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { EmailFrame } from './email-frame';
import { SegmentedChoice } from './segmented-choice';

// Markdown first: the default, and what most people write.
const formatOptions: ReadonlyArray<{ value: BodyFormat; label: string }> = [
  { value: 'markdown', label: 'Markdown' },
  { value: 'html', label: 'HTML' },
];

interface BodyEditorProps {
  id: string;
  label: string;
  subject: string;
  format: BodyFormat;
  body: string;
  rows: number;
  onFormatChange: (format: BodyFormat) => void;
  onBodyChange: (body: string) => void;
}

/**
 * The message's body: Markdown or HTML, merge tags a click away, and a preview of it as it will arrive
 * (in place of the text, so no second dialog opens over the first).
 */
export function BodyEditor({ id, label, subject, format, body, rows, onFormatChange, onBodyChange }: BodyEditorProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const preview = usePreviewEmail();
  const reportFailure = useActionFailureToast();
  const [shown, setShown] = useState<EmailPreview | null>(null);

  function insertTag(tag: string) {
    const field = textarea.current;
    const next = insertAt(body, tag, field?.selectionStart ?? body.length, field?.selectionEnd ?? body.length);
    onBodyChange(next.text);
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(next.cursor, next.cursor);
    });
  }

  function showPreview() {
    preview.mutate(
      { subject, format, body },
      { onSuccess: setShown, onError: (error) => reportFailure(error, 'Failed to preview the email') },
    );
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <SegmentedChoice legend="Format" name={`${id}-format`} options={formatOptions} value={format} onChange={onFormatChange} />
        {shown ? (
          <Button type="button" variant="outline" size="sm" onClick={() => setShown(null)}>
            <PenLine aria-hidden />
            Back to editing
          </Button>
        ) : (
          <Button type="button" variant="outline" size="sm" onClick={showPreview} disabled={preview.isPending}>
            {preview.isPending ? <Spinner className="size-4 border-2" /> : <Eye aria-hidden />}
            Preview
          </Button>
        )}
      </div>
      {shown ? (
        <div className="space-y-2" data-testid="email-preview">
          <p className="text-sm text-gray-700">
            <span className="font-medium">Subject:</span> {shown.subject || '(no subject)'}
          </p>
          <EmailFrame html={shown.html} title="Email preview" className="h-72 w-full rounded-lg border border-gray-200 bg-white" />
          <p className="text-xs text-gray-500">Merge tags are filled for a sample subscriber.</p>
        </div>
      ) : (
        <>
          <Label htmlFor={id}>{label}</Label>
          <Textarea
            ref={textarea}
            id={id}
            rows={rows}
            value={body}
            onChange={(event) => onBodyChange(event.target.value)}
            className="font-mono text-[13px]"
          />
          <div className="flex flex-wrap items-center gap-1.5 text-xs text-gray-500">
            <span>Merge tags:</span>
            {mergeTags.map(({ tag, hint }) => (
              <button
                key={tag}
                type="button"
                title={hint}
                onClick={() => insertTag(tag)}
                className="rounded bg-gray-100 px-1.5 py-0.5 font-mono text-gray-700 hover:bg-gray-200"
              >
                {tag}
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
