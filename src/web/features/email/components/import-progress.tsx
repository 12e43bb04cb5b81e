import { CheckCircle2, XCircle } from 'lucide-react';
import type { ImportRun } from '@/shared/email/email';
import { Button } from '@/web/components/ui/button';
import { useImportRun } from '../api/get-import';
import { formatCount } from '../format';

/** How far the import has come (asked every second), then what it did: imported, merged and refused rows with why. */
export function ImportProgress({ run: started, totalRows, onDone }: { run: ImportRun; totalRows: number; onDone: () => void }) {
  const { job: run = started, underWay: working } = useImportRun(started);
  const percent = run.status === 'done' ? 100 : totalRows > 0 ? Math.min(99, Math.floor((run.rowsRead / totalRows) * 100)) : 0;

  return (
    <div className="space-y-5" data-testid="import-progress">
      <div className="space-y-1.5">
        <div className="flex justify-between text-sm">
          <span className="font-medium text-gray-800">
            {working
              ? run.status === 'queued'
                ? 'Waiting to start…'
                : 'Importing…'
              : run.status === 'done'
                ? 'Import finished'
                : 'Import failed'}
          </span>
          <span className="text-gray-600 tabular-nums">
            {formatCount(run.rowsRead)}
            {totalRows > 0 && ` of ${formatCount(totalRows)}`} rows
          </span>
        </div>
        <div
          role="progressbar"
          aria-label="Import progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-gray-100"
        >
          <div
            className={run.status === 'failed' ? 'h-full bg-red-500' : 'h-full bg-brand-600 transition-[width]'}
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      {run.status === 'failed' && (
        <p className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {run.error ?? 'The import stopped. Rows read before it stopped were kept.'}
        </p>
      )}
      {!working && (
        <dl className="grid grid-cols-3 gap-3 text-center">
          <Result label="Imported" value={run.imported} />
          <Result label="Merged" value={run.merged} />
          <Result label="Rejected" value={run.rejectedCount} />
        </dl>
      )}
      {run.rejected.length > 0 && <RejectedRows run={run} />}
      <div className="flex justify-end">
        <Button onClick={onDone} variant={working ? 'outline' : 'default'}>
          {working ? (
            'Close (the import carries on)'
          ) : (
            <>
              <CheckCircle2 aria-hidden />
              Done
            </>
          )}
        </Button>
      </div>
    </div>
  );
}

function Result({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border border-gray-200 p-3">
      <dt className="text-xs font-medium text-gray-500">{label}</dt>
      <dd className="text-xl font-semibold text-gray-900 tabular-nums">{formatCount(value)}</dd>
    </div>
  );
}

function RejectedRows({ run }: { run: ImportRun }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-gray-900">Rows not imported</h3>
      <div className="max-h-48 overflow-y-auto rounded-lg border border-gray-200">
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-gray-50 text-left text-gray-500">
            <tr>
              <th className="px-3 py-1.5 font-medium">Row</th>
              <th className="px-3 py-1.5 font-medium">Email</th>
              <th className="px-3 py-1.5 font-medium">Why</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {run.rejected.map((row) => (
              <tr key={`${row.row}-${row.email}`}>
                <td className="px-3 py-1.5 tabular-nums text-gray-600">{row.row}</td>
                <td className="max-w-48 truncate px-3 py-1.5 text-gray-800">{row.email || '(empty)'}</td>
                <td className="px-3 py-1.5 text-gray-600">{row.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {run.rejectedCount > run.rejected.length && (
        <p className="mt-1 text-xs text-gray-500">and {formatCount(run.rejectedCount - run.rejected.length)} more</p>
      )}
    </div>
  );
}
