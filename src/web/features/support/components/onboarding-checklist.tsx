import { CheckCircle2, Circle, ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { type OnboardingChecklist, type OnboardingStepId, supportMessages } from '@/shared/support/support';
import { Card } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { useFailureToast } from '@/web/lib/use-failure-toast';
import { useOnboarding } from '../api/get-onboarding';

/** Where each step is done. */
const stepLinks: Record<OnboardingStepId, { to: string; label: string }> = {
  project: { to: paths.setup, label: 'Open Smart Setup' },
  tracker: { to: paths.analytics, label: 'Get the snippet' },
  content: { to: paths.contentCreate('blog'), label: 'Create content' },
  campaign: { to: paths.dashboard, label: 'Plan a campaign' },
};

/** Onboarding assistance (Professional and up): the workspace's first steps, ticked from its real data. */
export function OnboardingChecklistCard() {
  const onboarding = useOnboarding();
  useFailureToast(onboarding.isError, supportMessages.onboardingLoadFailed);
  return (
    <Card data-testid="onboarding-checklist" className="p-5">
      <h3 className="flex items-center gap-2 font-semibold text-gray-900">
        <ListChecks className="size-5 text-brand-600" aria-hidden />
        Your first steps
        {onboarding.data && (
          <span className="ml-auto text-sm font-normal text-gray-600">
            {onboarding.data.done} of {onboarding.data.total} done
          </span>
        )}
      </h3>
      {onboarding.data ? (
        <Steps checklist={onboarding.data} />
      ) : onboarding.isError ? (
        <p className="mt-3 text-sm text-gray-600">{supportMessages.onboardingLoadFailed}</p>
      ) : (
        <div role="status" className="mt-3 flex items-center gap-2 text-sm text-gray-500">
          <Spinner className="size-4" />
          Loading your progress…
        </div>
      )}
    </Card>
  );
}

function Steps({ checklist }: { checklist: OnboardingChecklist }) {
  return (
    <ol className="mt-3 divide-y divide-gray-100">
      {checklist.steps.map((step) => (
        <li key={step.id} data-step={step.id} data-done={step.done} className="flex items-start gap-3 py-3">
          {step.done ? (
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-label="Done" />
          ) : (
            <Circle className="mt-0.5 size-5 shrink-0 text-gray-300" aria-label="To do" />
          )}
          <div className="min-w-0 flex-1">
            <p className={step.done ? 'font-medium text-gray-500 line-through' : 'font-medium text-gray-900'}>{step.label}</p>
            <p className="text-sm text-gray-600">{step.description}</p>
          </div>
          {!step.done && (
            <Link to={stepLinks[step.id].to} className="shrink-0 text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
              {stepLinks[step.id].label}
            </Link>
          )}
        </li>
      ))}
    </ol>
  );
}
