import { AlertTriangle, X } from 'lucide-react';
import { Link } from 'react-router';
import { usageMessages } from '@/shared/messages';
import type { UsageKey } from '@/shared/user';
import { paths } from '@/web/config/paths';
import { usageLabels } from '../usage-format';

/** 'Social accounts' reads 'social accounts' mid-sentence; 'AI content generations' keeps its capitals. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label);

/**
 * 'Approaching usage limits': shown above the meters when any is at 80% or more, and in the app's
 * frame, where it can be closed (`onDismiss`).
 */
export function UsageLimitsBanner({ nearLimit, onDismiss }: { nearLimit: readonly UsageKey[]; onDismiss?: () => void }) {
  if (nearLimit.length === 0) return null;
  return (
    <div role="status" className="flex items-start gap-3 rounded-xl border border-yellow-200 bg-yellow-50 p-4">
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-yellow-600" aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-medium text-yellow-900">{usageMessages.approachingLimits}</p>
          <p className="text-sm text-yellow-800">
            Close to or at the limit: {nearLimit.map((key) => inSentence(usageLabels[key])).join(', ')}.
          </p>
        </div>
        <Link to={paths.billing} className="text-sm font-semibold text-yellow-900 underline-offset-4 hover:underline">
          {usageMessages.upgrade}
        </Link>
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={usageMessages.dismissBanner}
          className="-m-1 rounded-md p-1 text-yellow-700 hover:bg-yellow-100 hover:text-yellow-900"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </div>
  );
}
