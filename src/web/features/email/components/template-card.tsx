import { Eye, Pencil, Send, Trash2 } from 'lucide-react';
import type { EmailTemplate } from '@/shared/email/email';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { usePermissions } from '@/web/lib/permissions';
import { formatDate } from '@/shared/date-format';

export interface TemplateActions {
  onUse: (template: EmailTemplate) => void;
  onPreview: (template: EmailTemplate) => void;
  onEdit: (template: EmailTemplate) => void;
  onDelete: (template: EmailTemplate) => void;
}

/** One template: category, subject, how often it was used; use it for a campaign, preview, edit or delete it. */
export function TemplateCard({ template, onUse, onPreview, onEdit, onDelete }: TemplateActions & { template: EmailTemplate }) {
  const { canEdit } = usePermissions();
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="template-card">
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-gray-900">{template.name}</h3>
        <Badge tone="brand" className="shrink-0">
          {template.category}
        </Badge>
      </div>
      <p className="line-clamp-2 min-h-10 text-sm text-gray-600">{template.subject || 'No subject yet'}</p>
      <p className="text-xs text-gray-500">
        {template.format === 'html' ? 'HTML' : 'Markdown'} · used in {template.usage} campaign{template.usage === 1 ? '' : 's'} · updated{' '}
        {formatDate(template.updatedAt, 'date')}
      </p>
      <div className="mt-auto flex items-center gap-1 border-t border-gray-100 pt-3">
        {canEdit && (
          <Button size="sm" onClick={() => onUse(template)}>
            <Send aria-hidden />
            Use
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => onPreview(template)}>
          <Eye aria-hidden />
          Preview
        </Button>
        {canEdit && (
          <div className="ml-auto flex">
            <Button
              size="icon"
              variant="ghost"
              aria-label={`Edit ${template.name}`}
              title="Edit"
              onClick={() => onEdit(template)}
              className="size-8"
            >
              <Pencil aria-hidden />
            </Button>
            <Button
              size="icon"
              variant="ghost"
              aria-label={`Delete ${template.name}`}
              title="Delete"
              onClick={() => onDelete(template)}
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
