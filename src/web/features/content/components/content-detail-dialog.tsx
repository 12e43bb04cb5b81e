import { Copy, Pencil, Share2 } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { type ContentItem, contentMessages } from '@/shared/content/content';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { usePermissions } from '@/web/lib/permissions';
import { toast } from '@/web/lib/toast';
import type { ContentItemAction, Loaded } from '@/web/lib/web-module';
import { useContent } from '../api/get-content';
import { parseContentBody } from '../content-payload';
import { contentLabels, typeLabels } from '../labels';
import { formatDate, formatDateTime } from '../schedule-time';
import { ContentBodyView } from './content-body-view';
import { ContentStatusBadge } from './content-status-badge';
import { PublishedAddressField } from './published-address-field';
import { ScheduleField } from './schedule-field';
import { ScrollArea } from '@/web/components/ui/scroll-area';

interface ContentDetailDialogProps {
  /** The item in /content?id=; null keeps the dialog closed. */
  id: string | null;
  /** What other areas add under the item (Publish to WordPress). */
  itemActions: readonly Loaded<ContentItemAction>[];
  onClose: () => void;
  onEdit: (item: ContentItem) => void;
}

/** Content detail: the item rendered for its type, with Close, Export and Edit, its published address and its schedule. */
export function ContentDetailDialog({ id, itemActions, onClose, onEdit }: ContentDetailDialogProps) {
  const content = useContent(id);
  const item = content.data;
  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={item?.title ?? (content.isError ? contentLabels.loadFailed : contentLabels.view)}
      className="max-w-3xl"
    >
      {item ? (
        <DetailBody key={item.id} item={item} itemActions={itemActions} onClose={onClose} onEdit={onEdit} />
      ) : content.isError ? (
        <div className="space-y-4">
          <p role="alert" className="text-sm text-gray-600">
            {contentLabels.notFound}
          </p>
          <div className="flex justify-end">
            <Button variant="outline" onClick={onClose}>
              {contentLabels.close}
            </Button>
          </div>
        </div>
      ) : (
        <div role="status" className="flex justify-center py-10">
          <Spinner />
        </div>
      )}
    </Dialog>
  );
}

function DetailBody({
  item,
  itemActions,
  onClose,
  onEdit,
}: {
  item: ContentItem;
  itemActions: readonly Loaded<ContentItemAction>[];
  onClose: () => void;
  onEdit: (item: ContentItem) => void;
}) {
  const parsed = parseContentBody(item.type, item.body);
  const { canEdit } = usePermissions();
  const navigate = useNavigate();
  useEffect(() => {
    if (!parsed) toast.error(contentMessages.parseFailed, { id: `content-parse-${item.id}` });
  }, [parsed, item.id]);

  async function exportJson() {
    try {
      await navigator.clipboard.writeText(JSON.stringify(item, null, 2));
      toast.success(contentMessages.copied);
    } catch {
      toast.error('Could not copy to the clipboard');
    }
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2 text-xs text-gray-500">
        <Badge tone="brand">{typeLabels[item.type]}</Badge>
        <ContentStatusBadge status={item.status} />
        {item.source === 'offline' && <Badge tone="yellow">{contentMessages.offlineDraftLabel}</Badge>}
        <span>Created {formatDate(item.createdAt)}</span>
        {item.scheduledAt && <span>· Scheduled for {formatDateTime(item.scheduledAt)}</span>}
        {item.metrics.views > 0 && <span>· {contentLabels.views(item.metrics.views)}</span>}
      </div>
      <ScrollArea label={item.title} className="max-h-[55vh] rounded-xl bg-gray-50 p-4">
        <ContentBodyView content={parsed} />
      </ScrollArea>
      <PublishedAddressField item={item} />
      {canEdit && <ScheduleField id={item.id} scheduledAt={item.scheduledAt} />}
      {itemActions.map(({ id, Component }) => (
        <Component key={id} contentId={item.id} contentType={item.type} />
      ))}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {contentLabels.close}
        </Button>
        <Button variant="outline" onClick={exportJson}>
          <Copy aria-hidden />
          {contentLabels.export}
        </Button>
        {canEdit && item.type === 'social' && parsed && (
          // The Social Engine's composer opens with these posts, to publish or schedule on the connected accounts.
          <Button variant="outline" onClick={() => void navigate(paths.socialCompose(item.id))}>
            <Share2 aria-hidden />
            {contentLabels.sendToSocial}
          </Button>
        )}
        {canEdit && (
          <Button onClick={() => onEdit(item)}>
            <Pencil aria-hidden />
            {contentLabels.edit}
          </Button>
        )}
      </div>
    </div>
  );
}
