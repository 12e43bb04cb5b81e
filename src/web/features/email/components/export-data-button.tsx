import { Download, Lock } from 'lucide-react';
import { emailMessages } from '@/shared/email/email';
import { usageMessages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import { isPlanRefusal } from '@/web/lib/refusals';
import { saveFile } from '@/web/lib/save-file';
import { toast } from '@/web/lib/toast';
import { planRefusalToastId, useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useUpgrade } from '@/web/lib/use-upgrade';
import { useExportSubscribers } from '../api/export-subscribers';
import type { Audience } from '../api/get-subscribers';
import { usePlanFeature } from '../use-plan-feature';

/**
 * Export Data: the list or segment chosen under Lists & Segments (everyone by default) as a CSV file.
 * Data export is Professional and up: on a plan without it the button says so, with the way to
 * upgrade, as Analytics' Export Report does.
 */
export function ExportDataButton({ audience, audienceName }: { audience: Audience; audienceName: string }) {
  const exporting = useExportSubscribers();
  const reportFailure = useActionFailureToast();
  const allowed = usePlanFeature('data_export');
  const upgrade = useUpgrade();

  function onExport() {
    if (!allowed) {
      toast.message(emailMessages.exportNotOnPlan, {
        id: planRefusalToastId,
        action: { label: usageMessages.upgrade, onClick: upgrade },
      });
      return;
    }
    exporting.mutate(audience, {
      onSuccess: ({ csv, filename }) => saveFile(csv, filename),
      // A plan without export says so with the way to upgrade; anything else is the spec's text.
      onError: (error) =>
        isPlanRefusal(error) ? reportFailure(error, emailMessages.exportFailed) : toast.error(emailMessages.exportFailed),
    });
  }

  return (
    <Button
      variant="outline"
      onClick={onExport}
      disabled={exporting.isPending}
      title={allowed ? `Download ${audienceName} as CSV` : emailMessages.exportNotOnPlan}
    >
      {allowed ? <Download aria-hidden /> : <Lock aria-hidden />}
      Export Data
    </Button>
  );
}
