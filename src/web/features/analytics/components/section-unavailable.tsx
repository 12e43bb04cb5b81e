import { AlertTriangle, Lock, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { analyticsMessages } from '@/shared/analytics/analytics';
import { errorCodes } from '@/shared/error-codes';
import { usageMessages } from '@/shared/messages';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { ApiError } from '@/web/lib/api-client';
import { useFailureToast } from '@/web/lib/use-failure-toast';

interface SectionUnavailableProps {
  error: unknown;
  /** Said when the section failed to load for another reason than the plan. */
  failedText: string;
  onRetry: () => void;
}

/**
 * Inside a section's card: the plan lacks its feature (with the way to upgrade), or it failed to load,
 * toasted with the screen's one load-failure text as well.
 */
export function SectionUnavailable({ error, failedText, onRetry }: SectionUnavailableProps) {
  const notOnPlan = error instanceof ApiError && error.code === errorCodes.FEATURE_NOT_AVAILABLE;
  useFailureToast(!notOnPlan, analyticsMessages.loadFailed);
  if (notOnPlan) {
    return (
      <div data-testid="locked-section" className="flex flex-col items-center gap-3 py-6 text-center">
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Lock className="size-5" aria-hidden />
        </span>
        <p className="max-w-sm text-sm font-medium text-gray-900">{error.message}</p>
        <Link to={paths.billing} className={buttonVariants({ size: 'sm' })}>
          {usageMessages.upgrade}
        </Link>
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
      <AlertTriangle className="size-6 text-red-500" aria-hidden />
      <p className="text-sm font-medium text-gray-900">{failedText}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden />
        Try again
      </Button>
    </div>
  );
}
