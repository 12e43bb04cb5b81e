import { Download } from 'lucide-react';
import { monetizationLabels } from '@/shared/monetization/monetization';
import { Button } from '@/web/components/ui/button';
import type { PeriodSelection } from '@/web/lib/period-selection';
import { saveFile } from '@/web/lib/save-file';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useDownloadRevenueReport } from '../api/download-revenue-report';

/** Revenue Report: the period's revenue as a CSV file; a plan without data export says how to get it. */
export function RevenueReportButton({ selection }: { selection: PeriodSelection }) {
  const download = useDownloadRevenueReport();
  const reportFailure = useActionFailureToast();
  return (
    <Button
      variant="outline"
      disabled={download.isPending}
      onClick={() =>
        download.mutate(selection, {
          onSuccess: (report) => {
            saveFile(report.csv, report.filename);
            toast.success('Revenue report downloaded');
          },
          onError: (error) => reportFailure(error, 'Failed to download the revenue report'),
        })
      }
    >
      <Download aria-hidden />
      {monetizationLabels.revenueReport}
    </Button>
  );
}
