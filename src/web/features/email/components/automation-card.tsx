import { Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { type EmailAutomation, automationMessages } from '@/shared/email/email';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Switch } from '@/web/components/ui/switch';
import { usePermissions } from '@/web/lib/permissions';
import { toast } from '@/web/lib/toast';
import { useEmailLists } from '../api/get-email-lists';
import { useToggleAutomation } from '../api/toggle-automation';
import { formatCount, formatDelay } from '../format';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';

interface AutomationCardProps {
  automation: EmailAutomation;
  /** The plan includes automation; without it one can be turned off, not on. */
  allowed: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One automation: its list, its emails in order, how many are in it and how many emails it sent; its switch. */
export function AutomationCard({ automation, allowed, onEdit, onDelete }: AutomationCardProps) {
  const id = useId();
  const { canEdit } = usePermissions();
  const lists = useEmailLists();
  const toggle = useToggleAutomation();
  const reportFailure = useActionFailureToast();
  const listName = lists.data?.find((list) => list.id === automation.listId)?.name ?? 'a deleted list';

  function onToggle(enabled: boolean) {
    toggle.mutate(
      { id: automation.id, enabled },
      {
        onSuccess: () =>
          toast.success(enabled ? automationMessages.turnedOn(automation.name) : automationMessages.turnedOff(automation.name)),
        onError: (error) => reportFailure(error, 'Failed to change the automation'),
      },
    );
  }

  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="automation-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex items-center gap-2">
            <h3 id={`${id}-name`} className="truncate font-semibold text-gray-900">
              {automation.name}
            </h3>
            <Badge tone={automation.kind === 'welcome' ? 'green' : 'blue'}>{automation.kind === 'welcome' ? 'Welcome' : 'Drip'}</Badge>
          </div>
          <p className="text-sm text-gray-600">For people who join “{listName}”</p>
        </div>
        <Switch
          checked={automation.enabled}
          onCheckedChange={onToggle}
          disabled={!canEdit || (!allowed && !automation.enabled) || toggle.isPending}
          aria-labelledby={`${id}-name`}
        />
      </div>
      <ol className="space-y-1.5 border-l-2 border-gray-100 pl-4 text-sm">
        {automation.steps.map((step, index) => (
          <li key={index} className="flex gap-2">
            <span className="w-28 shrink-0 text-gray-500">{formatDelay(step.delayHours)}</span>
            <span className="min-w-0 truncate text-gray-800">{step.subject}</span>
          </li>
        ))}
      </ol>
      <div className="mt-auto flex items-center justify-between gap-2">
        <p className="text-xs text-gray-500">
          {formatCount(automation.active)} in it now · {formatCount(automation.sent)} emails sent
        </p>
        {canEdit && (
          <div className="flex">
            <Button
              size="icon"
              variant="ghost"
              aria-label={`Edit ${automation.name}`}
              title="Edit"
              onClick={onEdit}
              disabled={!allowed}
              className="size-8"
            >
              <Pencil aria-hidden />
            </Button>
            <Button
              size="icon"
              variant="ghost"
              aria-label={`Delete ${automation.name}`}
              title="Delete"
              onClick={onDelete}
              className="size-8 text-red-600 hover:bg-red-50"
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
