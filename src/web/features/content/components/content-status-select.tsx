import { useState } from 'react';
import { type ContentStatus, contentMessages, contentStatuses } from '@/shared/content/content';
import { NativeSelect } from '@/web/components/ui/native-select';
import { toast } from '@/web/lib/toast';
import { useUpdateContentStatus } from '../api/update-content-status';
import { contentLabels, statusLabels } from '../labels';
import { ScheduleDialog } from './schedule-dialog';

interface ContentStatusSelectProps {
  id: string;
  title: string;
  status: ContentStatus;
  scheduledAt: string | null;
  publishedUrl: string | null;
  /** Opens the piece, where its published address is added. */
  onAddAddress: () => void;
}

/** The status can be set freely among draft, scheduled and published. */
export function ContentStatusSelect({ id, title, status, scheduledAt, publishedUrl, onAddAddress }: ContentStatusSelectProps) {
  const update = useUpdateContentStatus();
  const [askingWhen, setAskingWhen] = useState(false);
  // Marked Published here without an address: Analytics cannot count its views until it has one.
  const [justPublished, setJustPublished] = useState(false);

  function change(next: ContentStatus) {
    // Scheduled needs a time to be on the calendar; the dialog asks for it and sets both.
    if (next === 'scheduled' && !scheduledAt) {
      setAskingWhen(true);
      return;
    }
    update.mutate(
      { id, status: next },
      {
        onSuccess: () => {
          toast.success(contentMessages.statusChanged(next));
          setJustPublished(next === 'published');
        },
        onError: () => toast.error(contentMessages.statusFailed),
      },
    );
  }

  return (
    <>
      <NativeSelect
        aria-label={`Status of ${title}`}
        className="h-8 text-xs"
        value={update.isPending ? update.variables.status : status}
        disabled={update.isPending}
        onChange={(event) => change(event.target.value as ContentStatus)}
      >
        {contentStatuses.map((option) => (
          <option key={option} value={option}>
            {statusLabels[option]}
          </option>
        ))}
      </NativeSelect>
      {justPublished && status === 'published' && !publishedUrl && (
        <p className="text-xs text-gray-500">
          {contentLabels.justPublishedHint}{' '}
          <button type="button" onClick={onAddAddress} className="font-medium text-brand-600 hover:text-brand-700 hover:underline">
            {contentLabels.addAddress}
          </button>
        </p>
      )}
      <ScheduleDialog item={askingWhen ? { id, title } : null} onClose={() => setAskingWhen(false)} />
    </>
  );
}
