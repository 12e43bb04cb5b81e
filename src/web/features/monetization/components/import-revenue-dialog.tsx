import { type FormEvent, useId, useState } from 'react';
import { monetizationLabels } from '@/shared/monetization/monetization';
import { type RevenueImportResult, revenueCsvColumns } from '@/shared/monetization/revenue';
import { FormDialog } from '@/web/components/form-dialog';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useImportRevenue } from '../api/revenue';
import { formatNumber } from '@/shared/number-format';

/** The route takes 2 MB of text; a larger file is refused here rather than sent. */
const maxFileBytes = 2_000_000;

/** Import CSV: rows of revenue; importing the same file again adds nothing. */
export function ImportRevenueDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<RevenueImportResult | null>(null);
  const importCsv = useImportRevenue();
  const reportFailure = useActionFailureToast({ close: onClose });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    if (file.size > maxFileBytes) return void toast.error('The file is larger than 2 MB: split it into smaller files.');
    importCsv.mutate(await file.text(), { onSuccess: setResult, onError: (error) => reportFailure(error, 'Failed to import revenue') });
  }

  if (result) return <ImportResult result={result} onClose={onClose} />;

  return (
    <FormDialog
      title={monetizationLabels.importRevenue}
      description="A file with a header row, one amount a row. A row already imported is recognised and skipped."
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
      </div>
      <div className="space-y-1 text-xs text-gray-600">
        <p>
          Columns: <code className="text-gray-800">{revenueCsvColumns.join(', ')}</code>
        </p>
        <ul className="list-disc space-y-0.5 pl-4">
          <li>date as YYYY-MM-DD; amount such as 49.00, negative for a refund; currency such as USD;</li>
          <li>stream: affiliate, products, services or courses (or the card’s name); notes may be empty;</li>
          <li>id is optional: your own reference for the row, so a corrected file does not count it twice.</li>
        </ul>
      </div>
    </FormDialog>
  );
}

function ImportResult({ result, onClose }: { result: RevenueImportResult; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Import finished">
      <div className="space-y-3 text-sm" role="status">
        <ul className="space-y-0.5">
          <li>{result.added === 1 ? '1 row added' : `${formatNumber(result.added)} rows added`}</li>
          <li>{formatNumber(result.duplicates)} already recorded</li>
          <li>{result.rejected.length >= 20 ? '20 or more' : result.rejected.length} rejected</li>
        </ul>
        {result.rejected.length > 0 && (
          <div className="space-y-1">
            <p className="font-medium text-gray-900">Rows not imported</p>
            <ul className="max-h-48 list-disc space-y-0.5 overflow-y-auto pl-5 text-gray-700">
              {result.rejected.map((row) => (
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
}
