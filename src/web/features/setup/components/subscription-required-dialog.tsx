import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { setupLabels } from '@/shared/setup/setup';
import { buttonVariants } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { paths } from '@/web/config/paths';
import { meQueryOptions } from '@/web/lib/auth';

/** Shown when Smart Setup finds no signed-in user, e.g. a session that ended mid-flow. */
export function SubscriptionRequiredDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  // The cached user is stale once the server said 401: asking again lets the route guards send the
  // browser to sign in, and back to where it was going afterwards.
  const recheckSession = () => void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={setupLabels.subscriptionRequired}
      description={setupLabels.subscriptionRequiredText}
    >
      <div className="flex flex-col items-center gap-5">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50">
          <Lock className="size-6 text-brand-600" aria-hidden />
        </span>
        <div className="flex w-full flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={paths.login} onClick={recheckSession} className={buttonVariants({ variant: 'outline' })}>
            {setupLabels.signIn}
          </Link>
          <Link to={paths.billing} onClick={recheckSession} className={buttonVariants()}>
            {setupLabels.viewPlans}
          </Link>
        </div>
      </div>
    </Dialog>
  );
}
