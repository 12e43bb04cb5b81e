import { useQueryClient } from '@tanstack/react-query';
import { seoMessages } from '@/shared/seo/seo';
import { toast } from '@/web/lib/toast';
import { seoKeys } from './api/seo-keys';
import { useStartAudit } from './api/start-audit';
import { startRefusal } from './audit-state';

/**
 * Starts a crawl of an address and hands the audit to follow to `onStarted`: the new one, or the one
 * of the same site already under way (409). Other refusals are said in a toast.
 */
export function useStartScan(onStarted: (url: string, auditId: string) => void) {
  const queryClient = useQueryClient();
  const start = useStartAudit();
  const scan = (url: string) =>
    start.mutate(url, {
      onSuccess: (audit) => {
        // The progress card shows at once, before the first poll answers.
        queryClient.setQueryData(seoKeys.audit(audit.id), audit);
        void queryClient.invalidateQueries({ queryKey: seoKeys.issues() });
        toast.message(seoMessages.scanStarted);
        onStarted(url, audit.id);
      },
      onError: (error) => {
        const refusal = startRefusal(error);
        if (refusal.follow === null) {
          toast.error(refusal.message);
          return;
        }
        toast.message(refusal.message);
        onStarted(url, refusal.follow);
      },
    });
  return { scan, scanning: start.isPending };
}
