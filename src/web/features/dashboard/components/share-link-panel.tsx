import { Link2 } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { CopyButton } from '@/web/components/ui/copy-button';
import { Input } from '@/web/components/ui/input';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useRevokeDashboardShare } from '../api/revoke-dashboard-share';
import { useShareCustomDashboard } from '../api/share-custom-dashboard';
import { customDashboardLabels as labels } from '../labels';

/** The saved dashboard's read-only link: create it, copy it, revoke it. */
export function ShareLinkPanel({ shareUrl, saved }: { shareUrl: string | null; saved: boolean }) {
  const share = useShareCustomDashboard();
  const revoke = useRevokeDashboardShare();
  const failed = useActionFailureToast();
  return (
    <section aria-labelledby="dashboard-share-heading" className="space-y-2 rounded-lg bg-gray-50 p-3">
      <h3 id="dashboard-share-heading" className="text-sm font-semibold text-gray-900">
        {labels.shareHeading}
      </h3>
      <p className="text-xs text-gray-600">{saved ? labels.shareDescription : labels.shareSaveFirst}</p>
      {shareUrl ? (
        <div className="flex flex-wrap items-center gap-2">
          <Input
            readOnly
            value={shareUrl}
            aria-label={labels.shareHeading}
            className="min-w-0 flex-1"
            onFocus={(event) => event.target.select()}
          />
          <CopyButton text={shareUrl} label={labels.copyLink} />
          <Button
            variant="outline"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: () => toast.success(labels.revoked),
                onError: (error) => failed(error, labels.shareFailed),
              })
            }
          >
            {labels.revokeLink}
          </Button>
        </div>
      ) : (
        <Button
          variant="outline"
          disabled={!saved || share.isPending}
          onClick={() => share.mutate(undefined, { onError: (error) => failed(error, labels.shareFailed) })}
        >
          <Link2 aria-hidden /> {labels.createLink}
        </Button>
      )}
    </section>
  );
}
