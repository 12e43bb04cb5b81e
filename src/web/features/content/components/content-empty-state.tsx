import { FileText, Plus, SearchX } from 'lucide-react';
import { contentMessages } from '@/shared/content/content';
import { Button } from '@/web/components/ui/button';
import { usePermissions } from '@/web/lib/permissions';
import { contentLabels } from '../labels';

/** One text while searching or filtering, another for an empty library. */
export function ContentEmptyState({ filtering, onCreate }: { filtering: boolean; onCreate: () => void }) {
  const Icon = filtering ? SearchX : FileText;
  const { canEdit } = usePermissions();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-gray-100">
        <Icon className="size-6 text-gray-400" aria-hidden />
      </span>
      <p className="font-medium text-gray-900">{filtering ? contentMessages.noContentFound : contentMessages.noContentYet}</p>
      <p className="max-w-sm text-sm text-gray-500">{filtering ? contentMessages.noContentFoundHint : contentMessages.noContentYetHint}</p>
      {!filtering && canEdit && (
        <Button size="sm" onClick={onCreate}>
          <Plus aria-hidden />
          {contentLabels.create}
        </Button>
      )}
    </div>
  );
}
