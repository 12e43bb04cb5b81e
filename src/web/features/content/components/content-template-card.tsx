import { Copy, Pencil, Sparkles, Trash2 } from 'lucide-react';
import { type ContentTemplate, structureSections } from '@/shared/content/templates';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { usePermissions } from '@/web/lib/permissions';
import { contentLabels, toneLabels, typeLabels } from '../labels';

export interface TemplateCardActions {
  onUse: (template: ContentTemplate) => void;
  onEdit: (template: ContentTemplate) => void;
  onDuplicate: (template: ContentTemplate) => void;
  onDelete: (template: ContentTemplate) => void;
  /** A change is on its way: the buttons wait. */
  busy: boolean;
}

/** One template: type, tone and outline; use it in the creator, duplicate it, and edit or delete the workspace's own. */
export function ContentTemplateCard({
  template,
  onUse,
  onEdit,
  onDuplicate,
  onDelete,
  busy,
}: TemplateCardActions & { template: ContentTemplate }) {
  const { canEdit } = usePermissions();
  const sections = structureSections(template.structure);
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-gray-200 p-4" data-testid="content-template">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="min-w-0 font-medium break-words text-gray-900">{template.name}</h4>
        <Badge tone="brand">{typeLabels[template.type]}</Badge>
        <Badge>{toneLabels[template.tone]}</Badge>
        {template.starter && <Badge tone="gray">{contentLabels.starterBadge}</Badge>}
      </div>
      {sections.length > 0 && <p className="line-clamp-2 text-sm text-gray-600">{sections.join(' · ')}</p>}
      {canEdit && (
        <div className="flex items-center gap-1">
          <Button size="sm" onClick={() => onUse(template)} aria-label={`${contentLabels.useTemplate} ${template.name}`}>
            <Sparkles aria-hidden />
            {contentLabels.useTemplate}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => onDuplicate(template)}
            aria-label={`${contentLabels.duplicateTemplate} ${template.name}`}
          >
            <Copy aria-hidden />
            {contentLabels.duplicateTemplate}
          </Button>
          {!template.starter && (
            <div className="ml-auto flex">
              <Button
                size="icon"
                variant="ghost"
                className="size-8"
                title={contentLabels.edit}
                aria-label={`${contentLabels.edit} ${template.name}`}
                onClick={() => onEdit(template)}
              >
                <Pencil aria-hidden />
              </Button>
              <Button
                size="icon"
                variant="ghost"
                className="size-8 text-red-600 hover:bg-red-50"
                title={contentLabels.delete}
                aria-label={`${contentLabels.delete} ${template.name}`}
                onClick={() => onDelete(template)}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          )}
        </div>
      )}
    </li>
  );
}
