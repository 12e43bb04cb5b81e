import { type FormEvent, useId, useState } from 'react';
import { type InfluencerImportResult, influencerCsvColumns, influencerMessages as text } from '@/shared/outreach/influencers';
import { Button } from '@/web/components/ui/button';
import { FormDialog } from '@/web/components/form-dialog';
import { Dialog } from '@/web/components/ui/dialog';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useImportInfluencers } from '../api/influencers';

const maxFileBytes = 900_000;

/** Import CSV: a file with a header row; then what was added, skipped and refused, line by line. */
export function ImportInfluencersDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<InfluencerImportResult | null>(null);
  const importCsv = useImportInfluencers();
  const reportFailure = useActionFailureToast({ close: onClose });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    if (file.size > maxFileBytes) return void toast.error('The file is too large: split it into files under 900 KB.');
    importCsv.mutate(await file.text(), { onSuccess: setResult, onError: (error) => reportFailure(error, 'Failed to import influencers') });
  }

  if (result)
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()} title="Import finished">
        <div className="space-y-3 text-sm" role="status">
          <p>
            {result.added === 1 ? '1 influencer added' : `${result.added} influencers added`}
            {result.skipped > 0 && `, ${result.skipped} already in your network`}.
          </p>
          {result.refused.length > 0 && (
            <div className="space-y-1">
              <p className="font-medium text-gray-900">Rows not imported</p>
              <ul className="max-h-48 list-disc space-y-0.5 overflow-y-auto pl-5 text-gray-700">
                {result.refused.map((row) => (
                  <li key={row.line}>
                    Line {row.line}: {row.reason}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="flex justify-end">
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      </Dialog>
    );

  return (
    <FormDialog
      title="Import influencers"
      description={text.csvHeader}
      onSubmit={submit}
      onClose={onClose}
      pending={importCsv.isPending}
      submitDisabled={!file}
      submitLabel="Import"
      pendingLabel="Importing…"
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-file`}>CSV file</Label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          disabled={importCsv.isPending}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="block w-full text-sm text-gray-700 file:mr-3 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium hover:file:bg-gray-50"
        />
        <p className="text-xs text-gray-500">Columns: {influencerCsvColumns.join(', ')}. Up to 1,000 rows.</p>
      </div>
    </FormDialog>
  );
}
