import { useState } from 'react';
import type { AdminUser } from '@/shared/admin/admin';
import { getPlan, type PlanId, planIds } from '@/shared/plans';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/toast';
import { useSetWorkspacePlan } from '../api/set-workspace-plan';
import { adminTexts } from '../admin-texts';
import { useReportActionFailure } from './admin-access';

interface SetPlanDialogProps {
  user: AdminUser;
  workspaceId: string;
  name: string;
  onClose: () => void;
}

const subscription = 'subscription';
type Choice = PlanId | typeof subscription;

const choices: ReadonlyArray<{ value: Choice; label: string; description: string }> = [
  ...planIds.map((id) => ({ value: id, label: getPlan(id).name, description: `$${getPlan(id).price}/month plan, without charging` })),
  { value: subscription, label: 'Use subscription plan', description: 'The plan of the workspace’s own subscription, or Starter' },
];

/** A plan set by hand wins over the workspace's subscription until it is handed back. */
export function SetPlanDialog({ user, workspaceId, name, onClose }: SetPlanDialogProps) {
  const [choice, setChoice] = useState<Choice>(user.planOverride ?? subscription);
  const setPlan = useSetWorkspacePlan();
  const reportFailure = useReportActionFailure();

  function save() {
    const plan = choice === subscription ? null : choice;
    setPlan.mutate(
      { workspaceId, plan },
      {
        onSuccess: () => {
          toast.success(adminTexts.planChanged(name, plan));
          onClose();
        },
        onError: (error) => reportFailure(error, adminTexts.planFailed),
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      dismissible={!setPlan.isPending}
      title={`Set the plan for ${name}`}
      description={`Now on ${user.plan ? getPlan(user.plan).name : 'no plan'}${user.planOverride ? ', set by an admin' : ''}.`}
    >
      <fieldset className="space-y-2">
        <legend className="sr-only">Plan</legend>
        {choices.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
              choice === option.value ? 'border-brand-500 bg-brand-50' : 'border-gray-200 hover:bg-gray-50',
            )}
          >
            <input
              type="radio"
              name="plan"
              value={option.value}
              checked={choice === option.value}
              onChange={() => setChoice(option.value)}
              className="mt-0.5 accent-brand-600"
            />
            <span>
              <span className="block text-sm font-medium text-gray-900">{option.label}</span>
              <span className="block text-xs text-gray-500">{option.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onClose()} disabled={setPlan.isPending}>
          Cancel
        </Button>
        <Button onClick={save} disabled={setPlan.isPending}>
          {setPlan.isPending && <Spinner className="size-4 border-2 border-white/40 border-t-white" />}
          Save plan
        </Button>
      </div>
    </Dialog>
  );
}
