import { Download } from 'lucide-react';
import { emailMessages } from '@/shared/email';
import { Button } from '@/web/components/ui/button';
import { isPlanRefusal } from '@/web/lib/refusals';
import { saveFile } from '@/web/lib/save-file';
import { toast } from '@/web/lib/toast';
import { useExportSubscribers } from '../api/export-subscribers';
import type { Audience } from '../api/get-subscribers';
import { useFailureToast } from '../use-failure-toast';

/** Export Data: the list or segment chosen under Lists & Segments (everyone by default) as a CSV file. */
export function ExportDataButton({ audience, audienceName }: { audience: Audience; audienceName: string }) {
  const exporting = useExportSubscribers();
  const reportFailure = useFailureToast();

  function onExport() {
    exporting.mutate(audience, {
      onSuccess: ({ csv, filename }) => saveFile(csv, filename),
      // A plan without export says so with the way to upgrade; anything else is the spec's text.
      onError: (error) => (isPlanRefusal(error) ? reportFailure(error, emailMessages.exportFailed) : toast.error(emailMessages.exportFailed)),
    });
  }

  return (
    <Button variant="outline" onClick={onExport} disabled={exporting.isPending} title={`Download ${audienceName} as CSV`}>
      <Download aria-hidden />
      Export Data
    </Button>
  );
}
