import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usageMessages } from '@/shared/messages';
import { buttonVariants } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import type { ContentLimitState } from '@/web/lib/content-limit';

/** The month's content generations are used up. */
export function ContentLimitBanner({ state, onUpgrade }: { state: ContentLimitState; onUpgrade: (() => void) | undefined }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4">
      <Lock className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden />
      <div className="min-w-0 space-y-1">
        <p className="font-medium text-red-900">{usageMessages.contentLimitTitle}</p>
        <p className="text-sm text-red-800">{usageMessages.contentLimitText(state.used, state.limit)}</p>
        <UpgradeAction onUpgrade={onUpgrade} className="inline-block text-sm font-semibold text-red-900 underline-offset-4 hover:underline">
          {usageMessages.upgradeToContinue}
        </UpgradeAction>
      </div>
    </div>
  );
}

/**
 * At the limit the upgrade modal opens. A link to the billing page underneath, for a new tab
 * or a screen outside the app frame, where no modal is provided.
 */
export function UpgradeAction({
  onUpgrade,
  className,
  children,
}: {
  onUpgrade: (() => void) | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={paths.billing}
      className={className ?? buttonVariants()}
      onClick={(event) => {
        if (!onUpgrade || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        onUpgrade();
      }}
    >
      {children}
    </Link>
  );
}
