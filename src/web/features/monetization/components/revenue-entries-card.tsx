import { FileUp, Plus, Receipt, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { monetizationLabels, monetizationMessages, revenueStreamLabels } from '@/shared/monetization/monetization';
import { type RevenueEntry, revenueSourceLabels } from '@/shared/monetization/revenue';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Pagination } from '@/web/components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useDeleteRevenue, useRevenueEntries } from '../api/revenue';
import { formatDate, formatSignedAmount } from '../monetization-format';
import { AnalyticsRevenueSetting } from './analytics-revenue-setting';
import { StoreStreamsSetting } from './store-streams-setting';
import { EmptyState } from '@/web/components/empty-state';
import { ImportRevenueDialog } from './import-revenue-dialog';
import { ListPending } from '@/web/components/list-pending';

/** Revenue entries: the ledger, newest first, with what each amount came from; hand-made rows may be deleted. */
export function RevenueEntriesCard({ canEdit, onRecordRevenue }: { canEdit: boolean; onRecordRevenue: () => void }) {
  const [page, setPage] = useState(1);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<RevenueEntry | null>(null);
  const entries = useRevenueEntries(page);
  const data = entries.data;

  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-wrap items-center justify-between gap-3 space-y-0 px-4 sm:px-6">
        <CardTitle>Revenue entries</CardTitle>
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={onRecordRevenue}>
              <Plus aria-hidden />
              {monetizationLabels.recordRevenue}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
              <FileUp aria-hidden />
              {monetizationLabels.importRevenue}
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent className="space-y-4 px-0 sm:px-2">
        <div className="px-4">
          <AnalyticsRevenueSetting canEdit={canEdit} />
          <StoreStreamsSetting canEdit={canEdit} />
        </div>
        {data === undefined ? (
          <ListPending what="revenue entries" failed={entries.isError} onRetry={() => void entries.refetch()} />
        ) : data.total === 0 ? (
          <div className="px-4">
            <EmptyState icon={Receipt} title="No revenue recorded yet">
              Amounts recorded by hand or imported, affiliate postbacks and store sales are listed here.
            </EmptyState>
          </div>
        ) : (
          <>
            <Table aria-label="Revenue entries">
              <TableHeader>
                <TableRow>
                  <TableHead>Date</TableHead>
                  <TableHead>Stream</TableHead>
                  <TableHead>Source</TableHead>
                  <TableHead>Against</TableHead>
                  <TableHead>Notes</TableHead>
                  <TableHead className="text-right">Amount</TableHead>
                  {canEdit && (
                    <TableHead>
                      <span className="sr-only">Actions</span>
                    </TableHead>
                  )}
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.entries.map((entry) => (
                  <EntryRow key={entry.id} entry={entry} canEdit={canEdit} onDelete={() => setDeleting(entry)} />
                ))}
              </TableBody>
            </Table>
            <Pagination
              className="px-4"
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPageChange={setPage}
              label="Revenue entries pages"
              hideWhenSinglePage
            />
          </>
        )}
      </CardContent>
      {importing && <ImportRevenueDialog onClose={() => setImporting(false)} />}
      {deleting && <DeleteEntryDialog entry={deleting} onClose={() => setDeleting(null)} />}
    </Card>
  );
}

function EntryRow({ entry, canEdit, onDelete }: { entry: RevenueEntry; canEdit: boolean; onDelete: () => void }) {
  const amount = formatSignedAmount(entry.amountMinor, entry.currency);
  return (
    <TableRow data-testid="revenue-entry">
      <TableCell className="whitespace-nowrap">{formatDate(entry.occurredAt)}</TableCell>
      <TableCell className="whitespace-nowrap">{revenueStreamLabels[entry.stream]}</TableCell>
      <TableCell className="whitespace-nowrap text-gray-600">{revenueSourceLabels[entry.source]}</TableCell>
      <TableCell className="max-w-40 truncate">
        {entry.against?.name ?? <span className="text-gray-400">{monetizationLabels.notMeasured}</span>}
      </TableCell>
      <TableCell className="max-w-56 truncate text-gray-600" title={entry.notes || undefined}>
        {entry.notes}
      </TableCell>
      <TableCell className={cn('text-right font-medium tabular-nums', entry.amountMinor < 0 ? 'text-red-600' : 'text-gray-900')}>
        {amount}
      </TableCell>
      {canEdit && (
        <TableCell className="text-right">
          {entry.deletable && (
            <Button variant="ghost" size="icon" aria-label={`Delete the entry of ${amount}`} onClick={onDelete}>
              <Trash2 aria-hidden />
            </Button>
          )}
        </TableCell>
      )}
    </TableRow>
  );
}

function DeleteEntryDialog({ entry, onClose }: { entry: RevenueEntry; onClose: () => void }) {
  const remove = useDeleteRevenue();
  const reportFailure = useActionFailureToast();
  return (
    <ConfirmDialog
      title="Delete this revenue entry?"
      text={`${formatSignedAmount(entry.amountMinor, entry.currency)} on ${formatDate(entry.occurredAt)} will no longer be counted.`}
      confirmLabel="Delete"
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(entry.id, {
          onSuccess: () => {
            toast.success(monetizationMessages.revenueDeleted);
            onClose();
          },
          onError: (error) => reportFailure(error, 'Failed to delete the revenue entry'),
        })
      }
    />
  );
}
