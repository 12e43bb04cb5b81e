import { Eye, Pencil, Trash2 } from 'lucide-react';
import { type ContentItem, contentMessages } from '@/shared/content/content';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { usePermissions } from '@/web/lib/permissions';
import { toast } from '@/web/lib/toast';
import { useDeleteContent } from '../api/delete-content';
import { contentLabels, typeLabels } from '../labels';
import { formatDate } from '../schedule-time';
import { ContentStatusBadge } from './content-status-badge';
import { ContentStatusSelect } from './content-status-select';
import { ContentTypeIcon } from './content-type-icon';

interface ContentCardProps {
  item: ContentItem;
  onView: (id: string) => void;
  onEdit: (item: ContentItem) => void;
}

export function ContentCard({ item, onView, onEdit }: ContentCardProps) {
  const remove = useDeleteContent();
  const { canEdit } = usePermissions();

  function confirmDelete() {
    if (!window.confirm(contentMessages.deleteConfirm)) return;
    remove.mutate(item.id, { onError: () => toast.error(contentMessages.deleteFailed) });
  }

  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="content-card">
      <div className="flex items-start gap-3">
        <ContentTypeIcon type={item.type} />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge tone="brand">{typeLabels[item.type]}</Badge>
            <ContentStatusBadge status={item.status} />
            {item.source === 'offline' && <Badge tone="yellow">{contentMessages.offlineDraftLabel}</Badge>}
          </div>
          <h3 className="line-clamp-2 break-words font-semibold text-gray-900">{item.title}</h3>
          <p className="text-xs text-gray-500">
            <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
            {item.metrics.views > 0 && <span> · {contentLabels.views(item.metrics.views)}</span>}
          </p>
        </div>
      </div>
      <div className="mt-auto space-y-2 border-t border-gray-100 pt-3">
        {/* A Viewer reads the status from the badge above and opens the item; nothing here changes it. */}
        {canEdit && (
          <ContentStatusSelect
            id={item.id}
            title={item.title}
            status={item.status}
            scheduledAt={item.scheduledAt}
            publishedUrl={item.publishedUrl}
            onAddAddress={() => onView(item.id)}
          />
        )}
        <div className={canEdit ? 'grid grid-cols-3 gap-1' : 'grid grid-cols-1'}>
          <Button variant="ghost" size="sm" onClick={() => onView(item.id)} aria-label={`${contentLabels.view} ${item.title}`}>
            <Eye aria-hidden />
            <span>{contentLabels.view}</span>
          </Button>
          {canEdit && (
            <>
              <Button variant="ghost" size="sm" onClick={() => onEdit(item)} aria-label={`${contentLabels.edit} ${item.title}`}>
                <Pencil aria-hidden />
                <span>{contentLabels.edit}</span>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-red-600 hover:bg-red-50"
                onClick={confirmDelete}
                disabled={remove.isPending}
                aria-label={`${contentLabels.delete} ${item.title}`}
              >
                <Trash2 aria-hidden />
                <span>{contentLabels.delete}</span>
              </Button>
            </>
          )}
        </div>
      </div>
    </Card>
  );
}
