import { LayoutTemplate, Plus } from 'lucide-react';
import { useState } from 'react';
import { type EmailTemplate, emailMessages } from '@/shared/email/email';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { usePermissions } from '@/web/lib/permissions';
import { toast } from '@/web/lib/toast';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useLoadFailure } from '../use-load-failure';
import { TemplateCard } from './template-card';
import { TemplateDialog } from './template-dialog';
import { TemplatePreviewDialog } from './template-preview-dialog';

type Open = { kind: 'create' } | { kind: 'edit' | 'preview' | 'delete'; template: EmailTemplate };

/** The Templates tab: reusable emails to start campaigns from. */
export function TemplatesTab({ onUse }: { onUse: (template: EmailTemplate) => void }) {
  const templates = useTemplates();
  useLoadFailure(templates.isError);
  const { canEdit } = usePermissions();
  const remove = useDeleteTemplate();
  const reportFailure = useActionFailureToast();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const list = templates.data ?? [];

  function confirmDelete(template: EmailTemplate) {
    remove.mutate(template.id, {
      onSuccess: () => toast.success(emailMessages.templateDeleted),
      onError: (error) => reportFailure(error, 'Failed to delete template'),
      onSettled: close,
    });
  }

  return (
    <div className="space-y-4">
      {canEdit && (
        <div className="flex justify-end">
          <Button onClick={() => setOpen({ kind: 'create' })}>
            <Plus aria-hidden />
            Create Template
          </Button>
        </div>
      )}
      {templates.isPending ? (
        <div role="status" className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : list.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <LayoutTemplate className="size-6" aria-hidden />
          </span>
          <p className="font-semibold text-gray-900">{templates.isError ? 'Templates could not be loaded' : 'No templates yet'}</p>
          <p className="max-w-md text-sm text-gray-600">
            Save the emails you send often (a newsletter, a welcome, an offer) and start each campaign from one.
          </p>
        </Card>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              onUse={onUse}
              onPreview={(chosen) => setOpen({ kind: 'preview', template: chosen })}
              onEdit={(chosen) => setOpen({ kind: 'edit', template: chosen })}
              onDelete={(chosen) => setOpen({ kind: 'delete', template: chosen })}
            />
          ))}
        </div>
      )}
      {open?.kind === 'create' && <TemplateDialog onClose={close} />}
      {open?.kind === 'edit' && <TemplateDialog template={open.template} onClose={close} />}
      {open?.kind === 'preview' && <TemplatePreviewDialog template={open.template} onClose={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete template?"
          text={`“${open.template.name}” goes; campaigns made from it keep their content.`}
          confirmLabel="Delete template"
          pending={remove.isPending}
          onConfirm={() => confirmDelete(open.template)}
          onClose={close}
        />
      )}
    </div>
  );
}
