import { Download } from 'lucide-react';
import { useNavigate } from 'react-router';
import { analyticsMessages } from '@/shared/analytics/analytics';
import { errorCodes } from '@/shared/error-codes';
import { usageMessages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { ApiError } from '@/web/lib/api-client';
import type { PeriodSelection } from '@/web/lib/period-selection';
import { saveFile } from '@/web/lib/save-file';
import { toast } from '@/web/lib/toast';
import { useUpgradeInstead } from '@/web/lib/upgrade-prompt';
import { useExportAnalyticsReport } from '../api/export-analytics-report';

const keepOpen = () => {};

/** Export Report: downloads the selected period as CSV; a plan without data export says why, with the way to upgrade. */
export function ExportReportButton({ projectId, selection }: { projectId: string; selection: PeriodSelection }) {
  const exporting = useExportAnalyticsReport();
  const navigate = useNavigate();
  const openPlans = useUpgradeInstead(keepOpen);

  function onExport() {
    exporting.mutate(
      { projectId, selection },
      {
        onSuccess: (report) => {
          saveFile(report.csv, report.filename);
          toast.success(analyticsMessages.exported);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === errorCodes.FEATURE_NOT_AVAILABLE) {
            toast.message(analyticsMessages.exportNotOnPlan, {
              id: 'export-not-on-plan',
              action: { label: usageMessages.upgrade, onClick: () => (openPlans ? openPlans() : navigate(paths.billing)) },
            });
          } else {
            toast.error(analyticsMessages.exportFailed);
          }
        },
      },
    );
  }

  return (
    <Button variant="outline" onClick={onExport} disabled={exporting.isPending}>
      <Download aria-hidden />
      Export Report
    </Button>
  );
}
