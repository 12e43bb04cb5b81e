import { Briefcase, Plus } from 'lucide-react';
import { useState } from 'react';
import { formatAmount } from '@/shared/monetization/price';
import type { ConsultingService } from '@/shared/monetization/services';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import type { PeriodSelection } from '@/web/lib/period-selection';
import { useServices } from '../api/services';
import { clientCount, formatAmounts } from '../monetization-format';
import { EmptyState } from '@/web/components/empty-state';
import { ListPending } from '@/web/components/list-pending';
import { ManageServiceDialog } from './manage-service-dialog';
import type { RevenuePreset } from './record-revenue-dialog';
import { ServiceDialog } from './service-dialog';

type Opened = { dialog: 'add' } | { dialog: 'manage' | 'edit'; id: string } | null;

interface ServicesTabProps {
  selection: PeriodSelection;
  canEdit: boolean;
  onRecordRevenue: (preset: RevenuePreset) => void;
}

/** Services: consulting sold one-off or on retainer, with its clients and the period's revenue. */
export function ServicesTab({ selection, canEdit, onRecordRevenue }: ServicesTabProps) {
  const services = useServices(selection);
  const [opened, setOpened] = useState<Opened>(null);
  const chosen = opened && 'id' in opened ? services.data?.find((service) => service.id === opened.id) : undefined;
  const close = () => setOpened(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-600">Revenue counts against a service when it is recorded with it (Manage, Record revenue).</p>
        {canEdit && (
          <Button onClick={() => setOpened({ dialog: 'add' })}>
            <Plus aria-hidden />
            Add Service
          </Button>
        )}
      </div>
      {services.data === undefined ? (
        <ListPending what="services" failed={services.isError} onRetry={() => void services.refetch()} />
      ) : services.data.length === 0 ? (
        <EmptyState icon={Briefcase} title="No services yet">
          {canEdit
            ? 'Add a one-time service or a monthly retainer you offer, then keep its clients and the revenue it brings here.'
            : 'Services appear here once an Owner or Editor adds them.'}
        </EmptyState>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white" aria-label="Services">
          {services.data.map((service) => (
            <ServiceRow
              key={service.id}
              service={service}
              canEdit={canEdit}
              onManage={() => setOpened({ dialog: 'manage', id: service.id })}
            />
          ))}
        </ul>
      )}
      {opened?.dialog === 'add' && <ServiceDialog service={null} onClose={close} />}
      {chosen && opened?.dialog === 'edit' && <ServiceDialog service={chosen} onClose={close} />}
      {chosen && opened?.dialog === 'manage' && (
        <ManageServiceDialog
          service={chosen}
          canEdit={canEdit}
          onClose={close}
          onEdit={() => setOpened({ dialog: 'edit', id: chosen.id })}
          onRecordRevenue={() => {
            close();
            onRecordRevenue({ serviceId: chosen.id, stream: 'services' });
          }}
        />
      )}
    </div>
  );
}

function ServiceRow({ service, canEdit, onManage }: { service: ConsultingService; canEdit: boolean; onManage: () => void }) {
  return (
    <li className="flex flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3" data-testid="service-row">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-gray-900">{service.name}</p>
        <p className="text-sm text-gray-500">
          {service.type} · {formatAmount(service.priceMinor, service.currency)}
          {service.type === 'Monthly Retainer' ? ' a month' : ''}
        </p>
      </div>
      <p className="text-sm text-gray-700">{clientCount(service.activeClients, service.type === 'Monthly Retainer')}</p>
      <p className="text-sm font-medium text-gray-900 tabular-nums">{formatAmounts(service.revenue)}</p>
      <Badge tone={service.status === 'Available' ? 'green' : 'gray'}>{service.status}</Badge>
      <Button size="sm" variant="outline" onClick={onManage}>
        {canEdit ? 'Manage' : 'View'}
      </Button>
    </li>
  );
}
