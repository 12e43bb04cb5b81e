import { useMutation } from '@tanstack/react-query';
import { apiErrorOf } from '@/web/lib/api-client';
import { attachmentFilename } from '@/web/lib/attachment-filename';
import { type PeriodSelection, selectionQuery } from '@/web/lib/period-selection';
import { analyticsPath } from './analytics-keys';

export interface ExportedReport {
  filename: string;
  csv: Blob;
}

export async function exportAnalyticsReport({
  projectId,
  selection,
}: {
  projectId: string;
  selection: PeriodSelection;
}): Promise<ExportedReport> {
  const response = await fetch(`${analyticsPath(projectId)}/export?${selectionQuery(selection)}`, { credentials: 'same-origin' });
  if (!response.ok) throw await apiErrorOf(response);
  return { filename: attachmentFilename(response.headers.get('content-disposition'), 'analytics-report.csv'), csv: await response.blob() };
}

/** Export Report: the selected period's report as CSV (Professional and Enterprise: data export). */
export function useExportAnalyticsReport() {
  return useMutation({ mutationFn: exportAnalyticsReport });
}
