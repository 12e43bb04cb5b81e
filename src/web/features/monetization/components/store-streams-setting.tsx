import { useId } from 'react';
import { type RevenueStream, revenueStreamLabels, revenueStreams } from '@/shared/monetization/monetization';
import { NativeSelect } from '@/web/components/ui/native-select';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useMonetizationSettings, useUpdateMonetizationSettings } from '../api/settings';

/**
 * The stream each connected shop's sales count in. A sale the shop marks with a product of the hub
 * (Stripe's uplift_product metadata) counts as that product does, whatever is chosen here.
 */
export function StoreStreamsSetting({ canEdit }: { canEdit: boolean }) {
  const id = useId();
  const settings = useMonetizationSettings();
  const update = useUpdateMonetizationSettings();
  const reportFailure = useActionFailureToast();
  const saved = settings.data;
  if (!saved || saved.stores.length === 0) return null;

  const choose = (storeId: string, stream: RevenueStream) =>
    update.mutate(
      { analyticsRevenue: saved.analyticsRevenue, storeStreams: { ...saved.storeStreams, [storeId]: stream } },
      {
        onSuccess: () => toast.success(`Its sales now count as ${revenueStreamLabels[stream]}`),
        onError: (error) => reportFailure(error, 'Failed to save the setting'),
      },
    );

  return (
    <div className="space-y-2 rounded-lg bg-gray-50 p-3 text-sm">
      <p className="font-medium text-gray-900">Where each shop’s sales count</p>
      {saved.stores.map((store) => (
        <div key={store.id} className="flex flex-wrap items-center justify-between gap-2">
          <label htmlFor={`${id}-${store.id}`} className="text-gray-700">
            {store.name}
          </label>
          <NativeSelect
            id={`${id}-${store.id}`}
            className="w-56"
            value={saved.storeStreams[store.id] ?? 'products'}
            disabled={!canEdit || update.isPending}
            onChange={(event) => choose(store.id, event.target.value as RevenueStream)}
          >
            {revenueStreams.map((stream) => (
              <option key={stream} value={stream}>
                {revenueStreamLabels[stream]}
              </option>
            ))}
          </NativeSelect>
        </div>
      ))}
    </div>
  );
}
