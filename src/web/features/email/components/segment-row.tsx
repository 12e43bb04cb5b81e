import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Segment } from '@/shared/email/email';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { cn } from '@/web/lib/cn';
import { usePermissions } from '@/web/lib/permissions';
import { toast } from '@/web/lib/toast';
import { useDeleteSegment } from '../api/delete-segment';
import { useCampaigns } from '../api/get-campaigns';
import { useEmailLists } from '../api/get-email-lists';
import { formatCount } from '../format';
import { describeRules } from '../segment-rules';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';

const builtInHelp: Record<string, string> = {
  all: 'Everyone subscribed',
  engaged: 'Subscribed and receiving',
  customers: 'On a paid tier',
  leads: 'Not customers yet',
};

interface SegmentRowProps {
  segment: Segment;
  selected: boolean;
  onSelect: () => void;
  onRemoved: () => void;
}

/** One segment: its rules in words, its size and this week's growth; the user's own can be deleted. */
export function SegmentRow({ segment, selected, onSelect, onRemoved }: SegmentRowProps) {
  const { canEdit } = usePermissions();
  const lists = useEmailLists();
  const campaigns = useCampaigns();
  const remove = useDeleteSegment();
  const reportFailure = useActionFailureToast();
  const [confirming, setConfirming] = useState(false);
  const rules = describeRules(segment.rules, {
    list: (id) => lists.data?.find((list) => list.id === id)?.name,
    campaign: (id) => campaigns.data?.find((campaign) => campaign.id === id)?.name,
  });

  function confirmDelete() {
    // Awaited rather than a mutate callback: the row leaves the list at once, and a callback of an
    // unmounted mutation never runs.
    remove.mutateAsync(segment.id).then(
      () => {
        toast.success('Segment deleted');
        onRemoved();
      },
      (error: unknown) => {
        setConfirming(false);
        reportFailure(error, 'Failed to delete segment');
      },
    );
  }

  return (
    <li data-testid="email-segment-row" className={cn('flex items-center gap-3 rounded-lg px-2 py-3', selected && 'bg-brand-50')}>
      <button type="button" onClick={onSelect} aria-pressed={selected} className="min-w-0 flex-1 text-left">
        <span className="block truncate font-medium text-gray-900">{segment.name}</span>
        <span className="block truncate text-xs text-gray-500">
          {segment.builtIn ? `Built-in · ${builtInHelp[segment.id] ?? ''}` : rules.join(' · ') || 'Everyone'}
        </span>
      </button>
      <div className="shrink-0 text-right">
        <p className="font-semibold text-gray-900 tabular-nums">{formatCount(segment.count)}</p>
        <p className="text-xs font-medium text-green-700">+{formatCount(segment.growth)} this week</p>
      </div>
      {canEdit && !segment.builtIn && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${segment.name}`}
          title="Delete"
          onClick={() => setConfirming(true)}
          className="shrink-0 text-red-600 hover:bg-red-50"
        >
          <Trash2 aria-hidden />
        </Button>
      )}
      {confirming && (
        <ConfirmDialog
          title="Delete segment?"
          text={`“${segment.name}” goes; the subscribers in it stay.`}
          confirmLabel="Delete segment"
          pending={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setConfirming(false)}
        />
      )}
    </li>
  );
}
