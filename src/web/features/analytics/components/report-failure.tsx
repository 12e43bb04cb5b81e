import { AlertTriangle, Lock, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { analyticsMessages } from '@/shared/analytics';
import { errorCodes } from '@/shared/error-codes';
import { usageMessages } from '@/shared/messages';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { paths } from '@/web/config/paths';
import { ApiError } from '@/web/lib/api-client';

/** True when the server answered that nobody is signed in any more. */
const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The banner of workspaces §2 when the session is gone. */
function SignedOutBanner() {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
      <AlertTriangle className="size-5 shrink-0 text-amber-600" aria-hidden />
      <p className="flex-1 font-medium">{analyticsMessages.signedOut}</p>
      <Link to={paths.login} className="text-sm font-semibold underline-offset-4 hover:underline">
        Sign in
      </Link>
    </div>
  );
}

/** Why the report is not shown: the session ended, the plan lacks analytics, or it failed to load. */
export function ReportFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isSignedOut(error)) return <SignedOutBanner />;
  if (error instanceof ApiError && error.code === errorCodes.FEATURE_NOT_AVAILABLE) {
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
