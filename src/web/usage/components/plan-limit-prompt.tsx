import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { usageMessages } from '@/shared/messages';
import type { PlanLimitDetails } from '@/shared/usage';
import { paths } from '@/web/config/paths';
import { planLimitDetails } from '../plan-limit';

/**
 * What a screen shows when the server refused with PLAN_LIMIT_REACHED (see planLimitDetails):
 * the content banner, the team-member text, or the general limit text.
 */
function PlanLimitPrompt({ details }: { details: PlanLimitDetails }) {
  const content = details.usageKey === 'contentGeneration';
  const text = content
    ? usageMessages.contentLimitText(details.used, details.limit)
    : details.usageKey === 'teamMembers'
      ? usageMessages.teamMemberLimit
      : usageMessages.reachedLimit;
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4">
      <Lock className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div>
          {content && <p className="font-medium text-red-900">{usageMessages.contentLimitTitle}</p>}
          <p className="text-sm text-red-800">{text}</p>
        </div>
        <Link to={paths.billing} className="text-sm font-semibold text-red-900 underline-offset-4 hover:underline">
          {content ? usageMessages.upgradeToContinue : usageMessages.upgrade}
        </Link>
      </div>
    </div>
  );
}

/** The upgrade prompt for a refusal when it is a PLAN_LIMIT_REACHED one; null for any other failure. */
export function planLimitPromptFor(refusal: unknown) {
  const details = planLimitDetails(refusal);
  return details && <PlanLimitPrompt details={details} />;
}
