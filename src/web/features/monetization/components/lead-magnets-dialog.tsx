import { Magnet, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import type { PeriodSelection } from '@/web/lib/period-selection';
import { useLeadMagnets } from '../api/lead-magnets';
import { EmptyState } from '@/web/components/empty-state';
import { LeadMagnetForm } from './lead-magnet-form';
import { LeadMagnetItem } from './lead-magnet-item';
import { ListPending } from '@/web/components/list-pending';

interface LeadMagnetsDialogProps {
  selection: PeriodSelection;
  canEdit: boolean;
  onClose: () => void;
}

/**
 * Lead Magnets: the workspace's magnets with the period's views and sign-ups, and Create. The form
 * takes the dialog's place rather than opening over it: two dialogs would fight for the focus.
 */
export function LeadMagnetsDialog({ selection, canEdit, onClose }: LeadMagnetsDialogProps) {
  const magnets = useLeadMagnets(selection);
  const [creating, setCreating] = useState(false);

  if (creating) return <LeadMagnetForm onDone={() => setCreating(false)} />;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Lead Magnets"
      description="A file or a link given for an e-mail address; each sign-up joins an Email Marketing list after confirming it."
      className="sm:max-w-3xl"
    >
      <div className="space-y-4">
        {canEdit && (
          <div className="flex justify-end">
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              New lead magnet
            </Button>
          </div>
        )}
        {magnets.data === undefined ? (
          <ListPending what="lead magnets" failed={magnets.isError} onRetry={() => void magnets.refetch()} />
        ) : magnets.data.length === 0 ? (
          <EmptyState icon={Magnet} title="No lead magnets yet">
            {canEdit
              ? 'Create one: a guide, a checklist or a template people get by e-mail after signing up.'
              : 'Lead magnets appear here once an Owner or Editor creates them.'}
          </EmptyState>
        ) : (
          <ul className="space-y-3" aria-label="Lead magnets">
            {magnets.data.map((magnet) => (
              <LeadMagnetItem key={magnet.id} magnet={magnet} canEdit={canEdit} />
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
