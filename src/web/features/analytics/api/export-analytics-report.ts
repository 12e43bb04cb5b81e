import { useMutation } from '@tanstack/react-query';
import { apiErrorOf } from '@/web/lib/api-client';
import { type PeriodSelection, selectionQuery } from '../format';
import { analyticsPath } from './analytics-keys';

export interface ExportedReport {
  filename: string;
  csv: Blob;
}

/** The name the server gives the file (Content-Disposition), else one of ours. */
export function attachmentFilename(disposition: string | null, fallback: string): string {
  const quoted = /filename="([^"]+)"/i.exec(disposition ?? '')?.[1];
  const bare = /filename=([^;\s]+)/i.exec(disposition ?? '')?.[1];
  return quoted ?? bare ?? fallback;
}

export async function exportAnalyticsReport({ projectId, selection }: { projectId: string; selection: PeriodSelection }): Promise<ExportedReport> {
  const response = await fetch(`${analyticsPath(projectId)}/export?${selectionQuery(selection)}`, { credentials: 'same-origin' });
  if (!response.ok) throw await apiErrorOf(response);
  return { filename: attachmentFilename(response.headers.get('content-disposition'), 'analytics-report.csv'), csv: await response.blob() };
}

/** Export Report: the selected period's report as CSV (Professional and Enterprise: data export). */
export function useExportAnalyticsReport() {
  return useMutation({ mutationFn: exportAnalyticsReport });
}
