import { Download, FileUp } from 'lucide-react';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { type SocialImportRowError, socialImportMessages } from '@/shared/social/social';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { saveFile } from '@/web/lib/save-file';
import { toast } from '@/web/lib/toast';
import { builtOnFirstUse } from '@/web/lib/built-on-first-use';
import { useAccounts } from '../api/get-accounts';
import { useImportPosts } from '../api/import-posts';
import { importRowErrors, importTemplate, readImportFile } from '../post-import';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';

const timeZone = builtOnFirstUse(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

/** Import posts from CSV: a post per row, all or none; the rows the server refused are listed to fix. */
export function ImportPostsDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const accounts = useAccounts();
  const importing = useImportPosts();
  const reportFailure = useActionFailureToast({ close: onClose, reasonBelow: true });
  const [chosen, setChosen] = useState<{ name: string; csv: string } | null>(null);
  const [reading, setReading] = useState(false);
  const [refused, setRefused] = useState<{ message: string; rows: SocialImportRowError[] } | null>(null);
  const template = useMemo(() => importTemplate(accounts.data ?? [], new Date()), [accounts.data]);

  async function choose(file: File | undefined) {
    if (!file) return;
    setRefused(null);
    setReading(true);
    try {
      const read = await readImportFile(file);
      if (read.ok) setChosen({ name: file.name, csv: read.csv });
      else {
        setChosen(null);
        toast.error(read.message);
      }
    } catch {
      setChosen(null);
      toast.error('This file could not be read. Choose it again.');
    } finally {
      setReading(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen || importing.isPending) return;
    setRefused(null);
    importing.mutate(
      { csv: chosen.csv, timeZone: timeZone() },
      {
        onSuccess: (result) => {
          toast.success(socialImportMessages.imported(result.created), {
            description: `${result.scheduled} scheduled, ${result.drafts} drafts`,
          });
          onClose();
        },
        onError: (error) => {
          const rows = importRowErrors(error);
          if (rows) setRefused({ message: error.message, rows });
          else reportFailure(error, socialImportMessages.importFailed);
        },
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      dismissible={!importing.isPending}
      title="Import posts from CSV"
      description="Each row becomes a post: scheduled when it has a time, a draft when it has none. If any row has an error, nothing is imported."
      className="max-w-2xl"
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <div className="space-y-2 text-sm text-gray-700">
          <p>The first row names the columns:</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              <code className="font-mono text-gray-900">content</code>: the post’s text.
            </li>
            <li>
              <code className="font-mono text-gray-900">networks</code>: network names (mastodon, bluesky, x) or @usernames of your
              connected accounts, separated by commas or semicolons.
            </li>
            <li>
              <code className="font-mono text-gray-900">time</code> (optional): such as 2026-12-01 09:30, in your time zone ({timeZone()}),
              or ISO 8601; empty for a draft.
            </li>
          </ul>
          <p>At most 1,000 posts per file. For example:</p>
          <pre className="overflow-x-auto rounded-lg border border-gray-200 bg-gray-50 p-3 font-mono text-xs text-gray-800">
            {template.trimEnd()}
          </pre>
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto px-0"
            onClick={() => saveFile(new Blob([template], { type: 'text/csv' }), 'social-posts-template.csv')}
          >
            <Download aria-hidden />
            Download a template
          </Button>
        </div>
        <div className="space-y-1.5">
          <span id={`${id}-file-label`} className="block text-sm font-medium text-gray-700">
            CSV file
          </span>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={importing.isPending || reading}
              onClick={() => input.current?.click()}
              aria-describedby={`${id}-file-name`}
            >
              <FileUp aria-hidden />
              {chosen ? 'Choose another file' : 'Choose file'}
            </Button>
            <span id={`${id}-file-name`} className="min-w-0 truncate text-sm text-gray-600">
              {reading ? 'Reading the file…' : (chosen?.name ?? 'No file chosen')}
            </span>
          </div>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            hidden
            aria-labelledby={`${id}-file-label`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared, so the corrected file can be chosen again under the same name.
              event.target.value = '';
              void choose(file);
            }}
          />
        </div>
        {refused && (
          <div role="alert" className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-3">
            <p className="text-sm font-medium text-red-800">{refused.message}</p>
            <ul className="max-h-48 space-y-1 overflow-y-auto text-sm text-red-900" aria-label="Rows with errors" tabIndex={0}>
              {refused.rows.map((row) => (
                <li key={row.line}>
                  <span className="font-medium">Line {row.line}:</span> {row.message}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 border-t border-gray-100 pt-4 sm:flex-row sm:justify-end">
          <Button type="button" variant="ghost" onClick={onClose} disabled={importing.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={!chosen || reading || importing.isPending}>
            {importing.isPending ? 'Importing…' : 'Import'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
