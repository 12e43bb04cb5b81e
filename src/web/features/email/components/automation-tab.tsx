import { Lock, Plus, Workflow } from 'lucide-react';
import { useState } from 'react';
import { type EmailAutomation, automationMessages } from '@/shared/email/email';
import { usageMessages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { usePermissions } from '@/web/lib/permissions';
import { toast } from '@/web/lib/toast';
import { useUpgrade } from '@/web/lib/use-upgrade';
import { useDeleteAutomation } from '../api/delete-automation';
import { useAutomations } from '../api/get-automations';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useLoadFailure } from '../use-load-failure';
import { usePlanFeature } from '../use-plan-feature';
import { AutomationCard } from './automation-card';
import { AutomationDialog } from './automation-dialog';

type Open = { kind: 'create' } | { kind: 'edit' | 'delete'; automation: EmailAutomation };

/** The Automation tab: welcome series and drips that send by themselves, each with its switch. */
export function AutomationTab() {
  const automations = useAutomations();
  useLoadFailure(automations.isError);
  const allowed = usePlanFeature('email_automation');
  const { canEdit } = usePermissions();
  const upgrade = useUpgrade();
  const remove = useDeleteAutomation();
  const reportFailure = useActionFailureToast();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const list = automations.data ?? [];

  if (automations.isPending) {
    return (
      <div role="status" className="flex justify-center py-12">
        <Spinner />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {!allowed ? (
        <div className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2 text-sm text-gray-800">
            <Lock className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
            {automationMessages.notOnPlan}
          </p>
          {canEdit && (
            <Button size="sm" onClick={upgrade} className="self-start sm:self-auto">
              {usageMessages.upgrade}
            </Button>
          )}
        </div>
      ) : (
        canEdit && (
          <div className="flex justify-end">
            <Button onClick={() => setOpen({ kind: 'create' })}>
              <Plus aria-hidden />
              Create automation
            </Button>
          </div>
        )
      )}
      {list.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Workflow className="size-6" aria-hidden />
          </span>
          <p className="font-semibold text-gray-900">{automations.isError ? 'Automations could not be loaded' : 'No automations yet'}</p>
          <p className="max-w-lg text-sm text-gray-600">
            An automation sends by itself when someone joins a list: a welcome series greets each new subscriber, a drip sends a sequence of
            emails days apart. Each person gets every email once, at the right time for them, while you do nothing.
          </p>
        </Card>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {list.map((automation) => (
            <AutomationCard
              key={automation.id}
              automation={automation}
              allowed={allowed}
              onEdit={() => setOpen({ kind: 'edit', automation })}
              onDelete={() => setOpen({ kind: 'delete', automation })}
            />
          ))}
        </div>
      )}
      {open?.kind === 'create' && <AutomationDialog onClose={close} />}
      {open?.kind === 'edit' && <AutomationDialog automation={open.automation} onClose={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete automation?"
          text={`“${open.automation.name}” stops, and nobody in it gets its next email.`}
          confirmLabel="Delete automation"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(open.automation.id, {
              onSuccess: () => toast.success(automationMessages.deleted),
              onError: (error) => reportFailure(error, 'Failed to delete automation'),
              onSettled: close,
            })
          }
          onClose={close}
        />
      )}
    </div>
  );
}
