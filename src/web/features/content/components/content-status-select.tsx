import { type ContentStatus, contentMessages, contentStatuses } from '@/shared/content';
import { NativeSelect } from '@/web/components/ui/native-select';
import { toast } from '@/web/lib/toast';
import { useUpdateContentStatus } from '../api/update-content-status';
import { statusLabels } from '../labels';

/** Workspaces §4: the status can be set freely among draft, scheduled and published. */
export function ContentStatusSelect({ id, title, status }: { id: string; title: string; status: ContentStatus }) {
  const update = useUpdateContentStatus();
  return (
    <NativeSelect
      aria-label={`Status of ${title}`}
      className="h-8 text-xs"
      value={update.isPending ? update.variables.status : status}
      disabled={update.isPending}
      onChange={(event) => {
        const next = event.target.value as ContentStatus;
        update.mutate(
          { id, status: next },
          {
            onSuccess: () => toast.success(contentMessages.statusChanged(next)),
            onError: () => toast.error(contentMessages.statusFailed),
          },
        );
      }}
    >
      {contentStatuses.map((option) => (
        <option key={option} value={option}>
          {statusLabels[option]}
        </option>
      ))}
    </NativeSelect>
  );
}
