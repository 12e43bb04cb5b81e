import { LifeBuoy } from 'lucide-react';
import { type SupportOverview, supportMessages } from '@/shared/support/support';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { useFailureToast } from '@/web/lib/use-failure-toast';
import { useSupport } from '../api/get-support';
import { OnboardingChecklistCard } from './onboarding-checklist';
import { SupportEntryCard } from './support-entry-card';

/** Settings → Support: each support entry the plans sell, how to reach those the plan includes, and the way to the others. */
export function SupportSettingsTab() {
  const support = useSupport();
  useFailureToast(support.isError, supportMessages.loadFailed);
  if (support.data) return <SupportEntries overview={support.data} />;
  return (
    <Card className="flex flex-col items-center gap-3 py-16 text-sm text-gray-500">
      {support.isError ? (
        <>
          <p>{supportMessages.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void support.refetch()}>
            Try again
          </Button>
        </>
      ) : (
        <div role="status" className="flex flex-col items-center gap-3">
          <Spinner />
          Loading support…
        </div>
      )}
    </Card>
  );
}

function SupportEntries({ overview }: { overview: SupportOverview }) {
  const onboarding = overview.entries.find((entry) => entry.feature === 'onboarding_assistance');
  return (
    <div className="space-y-6">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          <LifeBuoy className="size-5 text-brand-600" aria-hidden />
          Support
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          What your {overview.plan.name} plan includes, and how to reach the team behind this Uplift.
        </p>
      </div>
      {onboarding?.included && <OnboardingChecklistCard />}
      <div className="grid gap-4 md:grid-cols-2">
        {overview.entries.map((entry) => (
          <SupportEntryCard key={entry.feature} entry={entry} />
        ))}
      </div>
    </div>
  );
}
