import { Lock, Workflow } from 'lucide-react';
import { errorCodes } from '@/shared/error-codes';
import { usageMessages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { ApiError } from '@/web/lib/api-client';
import { useAutomations } from '../api/get-automations';
import { useLoadFailure } from '../use-load-failure';
import { usePlanFeature } from '../use-plan-feature';
import { useUpgrade } from '../use-upgrade';
import { AutomationCard } from './automation-card';

/** The Automation tab: welcome series and drips that run by themselves, each with its switch. */
export function AutomationTab() {
  const automations = useAutomations();
  const allowed = usePlanFeature('email_automation');
  const lockedByServer = automations.error instanceof ApiError && automations.error.code === errorCodes.FEATURE_NOT_AVAILABLE;
  useLoadFailure(automations.isError && !lockedByServer);
  const upgrade = useUpgrade();

  if (automations.isPending) {
    return (
      <div role="status" className="flex justify-center py-12">
        <Spinner />
      </div>
    );
  }
  const list = automations.data ?? [];
  return (
    <div className="space-y-4">
      {(!allowed || lockedByServer) && (
        <div className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2 text-sm text-gray-800">
            <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
            Email automation is part of the Professional and Enterprise plans.
          </p>
          <Button size="sm" onClick={upgrade} className="self-start sm:self-auto">
            {usageMessages.upgrade}
          </Button>
        </div>
      )}
      {list.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Workflow className="size-6" aria-hidden />
          </span>
          <p className="font-semibold text-gray-900">No automations yet</p>
          <p className="max-w-lg text-sm text-gray-600">
            An automation sends by itself when something happens: a welcome series greets each new subscriber of a list, a drip sends a
            sequence of emails days apart. Each person gets every step once, at the right time for them, while you do nothing.
          </p>
        </Card>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {list.map((automation) => (
            <AutomationCard key={automation.id} automation={automation} allowed={allowed} />
          ))}
        </div>
      )}
    </div>
  );
}
