import { ChevronDown, Download, Printer } from 'lucide-react';
import { monetizationLabels } from '@/shared/monetization/monetization';
import { buttonVariants } from '@/web/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/web/components/ui/dropdown-menu';
import { type PeriodSelection, selectionQuery } from '@/web/lib/period-selection';
import { saveFile } from '@/web/lib/save-file';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useDownloadRevenueReport } from '../api/download-revenue-report';
import { monetizationPath } from '../api/monetization-keys';

/** Revenue Report: the period's money as a CSV file, or as a page to print or save as a PDF. */
export function RevenueReportButton({ selection }: { selection: PeriodSelection }) {
  const download = useDownloadRevenueReport();
  const reportFailure = useActionFailureToast();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={buttonVariants({ variant: 'outline' })} disabled={download.isPending}>
        <Download aria-hidden />
        {monetizationLabels.revenueReport}
        <ChevronDown aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem
          onSelect={() =>
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
          Download CSV
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => window.open(`${monetizationPath('report.html')}?${selectionQuery(selection)}`, '_blank', 'noopener')}
        >
          <Printer aria-hidden />
          Printable report
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
