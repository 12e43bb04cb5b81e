import { AlertTriangle, Lock, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { analyticsMessages } from '@/shared/analytics/analytics';
import { errorCodes } from '@/shared/error-codes';
import { usageMessages } from '@/shared/messages';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { paths } from '@/web/config/paths';
import { ApiError } from '@/web/lib/api-client';
import { useFailureToast } from '@/web/lib/use-failure-toast';

/**
 * Why the report is not shown: the plan lacks analytics, or it failed to load, which is toasted too
 * while the card keeps the way to try again. A lost session is the frame's to say
 * (web/lib/session-expiry.ts, with 'Analytics requires authentication').
 */
export function ReportFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const notOnPlan = error instanceof ApiError && error.code === errorCodes.FEATURE_NOT_AVAILABLE;
  useFailureToast(!notOnPlan, analyticsMessages.loadFailed);
  if (notOnPlan) {
    return (
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Lock className="size-6" aria-hidden />
        </span>
        <p className="font-semibold text-gray-900">{error.message}</p>
        <Link to={paths.billing} className={buttonVariants()}>
          {usageMessages.upgrade}
        </Link>
      </Card>
    );
  }
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
      <AlertTriangle className="size-8 text-red-500" aria-hidden />
      <p className="font-semibold text-gray-900">{analyticsMessages.loadFailed}</p>
      {error instanceof ApiError && error.message && error.code !== errorCodes.INTERNAL && (
        <p className="text-sm text-gray-600">{error.message}</p>
      )}
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden />
        Try again
      </Button>
    </Card>
  );
}
