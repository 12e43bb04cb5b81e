import { useMutation } from '@tanstack/react-query';
import { apiErrorOf } from '@/web/lib/api-client';
import { attachmentFilename } from '@/web/lib/attachment-filename';
import { type PeriodSelection, selectionQuery } from '@/web/lib/period-selection';
import { monetizationPath } from './monetization-keys';

/** Revenue Report: the period's ledger as CSV, named as the server names it. */
async function downloadRevenueReport(selection: PeriodSelection): Promise<{ filename: string; csv: Blob }> {
  const response = await fetch(monetizationPath(`report.csv?${selectionQuery(selection)}`), { credentials: 'same-origin' });
  if (!response.ok) throw await apiErrorOf(response);
  return { filename: attachmentFilename(response.headers.get('content-disposition'), 'revenue-report.csv'), csv: await response.blob() };
}

export function useDownloadRevenueReport() {
  return useMutation({ mutationFn: downloadRevenueReport });
}
