import { useId } from 'react';
import { Switch } from '@/web/components/ui/switch';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useMonetizationSettings, useUpdateMonetizationSettings } from '../api/settings';

/** Whether revenue the site reports to Analytics counts, so a shop's sale is not counted twice. */
export function AnalyticsRevenueSetting({ canEdit }: { canEdit: boolean }) {
  const id = useId();
  const settings = useMonetizationSettings();
  const update = useUpdateMonetizationSettings();
  const reportFailure = useActionFailureToast();
  const checked = settings.data?.analyticsRevenue ?? false;

  return (
    <div className="flex items-start gap-3 rounded-lg bg-gray-50 p-3">
      <Switch
        id={`${id}-switch`}
        aria-describedby={`${id}-help`}
        checked={checked}
        disabled={!canEdit || settings.data === undefined || update.isPending}
        onCheckedChange={(analyticsRevenue) =>
          update.mutate(
            { analyticsRevenue },
            {
              onSuccess: (saved) =>
                toast.success(
                  saved.analyticsRevenue ? 'Revenue reported to Analytics is counted' : 'Revenue reported to Analytics is not counted',
                ),
              onError: (error) => reportFailure(error, 'Failed to save the setting'),
            },
          )
        }
      />
      <div className="space-y-0.5 text-sm">
        <label htmlFor={`${id}-switch`} className="font-medium text-gray-900">
          Count revenue my site reports to Analytics
        </label>
        <p id={`${id}-help`} className="text-gray-600">
          Events with revenue count as Digital Products. Turn this off when your shop is connected in Integrations, so a sale is not counted
          twice (an event whose order_id a connected shop reported is already skipped).
        </p>
        {settings.isError && <p className="text-red-700">The setting could not be loaded.</p>}
      </div>
    </div>
  );
}
