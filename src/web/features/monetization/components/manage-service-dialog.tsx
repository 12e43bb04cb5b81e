import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { monetizationMessages } from '@/shared/monetization/monetization';
import { formatAmount } from '@/shared/monetization/price';
import type { ConsultingService } from '@/shared/monetization/services';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Switch } from '@/web/components/ui/switch';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useDeleteService, useUpdateService } from '../api/services';
import { formatAmounts } from '../monetization-format';
import { ServiceClients } from './service-clients';

interface ManageServiceDialogProps {
  service: ConsultingService;
  canEdit: boolean;
  onClose: () => void;
  onEdit: () => void;
  /** Record Revenue, preset to this service and the Consulting Services stream. */
  onRecordRevenue: () => void;
}

/** Manage: whether the service is offered, its clients or bookings, and revenue recorded against it. */
export function ManageServiceDialog({ service, canEdit, onClose, onEdit, onRecordRevenue }: ManageServiceDialogProps) {
  const id = useId();
  const update = useUpdateService();
  const reportFailure = useActionFailureToast();
  const available = service.status === 'Available';

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={service.name}
      description={`${service.type} · ${formatAmount(service.priceMinor, service.currency)} · revenue in this period: ${formatAmounts(service.revenue)}`}
      className="sm:max-w-2xl"
    >
      <div className="space-y-6 text-sm">
        <div className="flex flex-wrap items-center gap-3">
          <Switch
            id={`${id}-available`}
            checked={available}
            disabled={!canEdit || update.isPending}
            onCheckedChange={(checked) =>
              update.mutate(
                { id: service.id, update: { status: checked ? 'Available' : 'Paused' } },
                {
                  onSuccess: (saved) => toast.success(`${saved.name} is ${saved.status === 'Available' ? 'available' : 'paused'}`),
                  onError: (error) => reportFailure(error, 'Failed to update the service'),
                },
              )
            }
          />
          <label htmlFor={`${id}-available`} className="font-medium text-gray-900">
            {available ? 'Available' : 'Paused'}
          </label>
          {canEdit && (
            <div className="ml-auto flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={onEdit}>
                <Pencil aria-hidden />
                Edit
              </Button>
              <Button size="sm" onClick={onRecordRevenue}>
                <Plus aria-hidden />
                Record revenue
              </Button>
            </div>
          )}
        </div>
        <ServiceClients service={service} canEdit={canEdit} />
        {canEdit && <DeleteService service={service} onDeleted={onClose} />}
      </div>
    </Dialog>
  );
}

/** Asked in place: a second dialog over this one would fight it for the focus. */
function DeleteService({ service, onDeleted }: { service: ConsultingService; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteService();
  const reportFailure = useActionFailureToast();
  if (!confirming)
    return (
      <div className="border-t border-gray-100 pt-4">
        <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden />
          Delete service
        </Button>
      </div>
    );
  return (
    <div role="alert" className="flex flex-wrap items-center gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
      <span className="flex-1">Delete {service.name} and its list of clients?</span>
      <Button size="sm" variant="outline" disabled={remove.isPending} onClick={() => setConfirming(false)}>
        Cancel
      </Button>
      <Button
        size="sm"
        variant="destructive"
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(service.id, {
            onSuccess: () => {
              toast.success(monetizationMessages.serviceDeleted);
              onDeleted();
            },
            onError: (error) => reportFailure(error, 'Failed to delete the service'),
          })
        }
      >
        Delete
      </Button>
    </div>
  );
}
