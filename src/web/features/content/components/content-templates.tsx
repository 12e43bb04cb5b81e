import { LayoutTemplate, Plus } from 'lucide-react';
import { useState } from 'react';
import { type ContentTemplate, contentTemplateMessages, templateUsageText } from '@/shared/content/templates';
import { EmptyState } from '@/web/components/empty-state';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Dialog } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { usePermissions } from '@/web/lib/permissions';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useDeleteContentTemplate } from '../api/delete-content-template';
import { useDuplicateContentTemplate } from '../api/duplicate-content-template';
import { useContentTemplates } from '../api/get-content-templates';
import { contentLabels } from '../labels';
import { ContentTemplateCard, type TemplateCardActions } from './content-template-card';
import { ContentTemplateDialog } from './content-template-dialog';

type View = { kind: 'list' } | { kind: 'create' } | { kind: 'edit' | 'delete'; template: ContentTemplate };

interface ContentTemplatesProps {
  onClose: () => void;
  /** Opens the AI Content Creator from the template. */
  onUse: (template: ContentTemplate) => void;
}

/**
 * The Content Engine's templates: the list, and in its place (one dialog at a time) the form or the
 * delete confirmation, returning to the list afterwards.
 */
export function ContentTemplates({ onClose, onUse }: ContentTemplatesProps) {
  const [view, setView] = useState<View>({ kind: 'list' });
  const remove = useDeleteContentTemplate();
  const reportFailure = useActionFailureToast({ close: onClose });
  const backToList = () => setView({ kind: 'list' });

  if (view.kind === 'create') return <ContentTemplateDialog onClose={backToList} />;
  if (view.kind === 'edit') return <ContentTemplateDialog template={view.template} onClose={backToList} />;
  if (view.kind === 'delete') {
    return (
      <ConfirmDialog
        title={contentLabels.deleteTemplateTitle}
        text={contentLabels.deleteTemplateText(view.template.name)}
        confirmLabel={contentLabels.delete}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(view.template.id, {
            onSuccess: () => toast.success(contentTemplateMessages.deleted),
            onError: (error) => reportFailure(error, contentTemplateMessages.deleteFailed),
            onSettled: backToList,
          })
        }
        onClose={backToList}
      />
    );
  }
  return <TemplatesList onClose={onClose} onUse={onUse} onCreate={() => setView({ kind: 'create' })} onOpen={setView} />;
}

interface TemplatesListProps extends ContentTemplatesProps {
  onCreate: () => void;
  onOpen: (view: View) => void;
}

function TemplatesList({ onClose, onUse, onCreate, onOpen }: TemplatesListProps) {
  const templates = useContentTemplates();
  const { canEdit } = usePermissions();
  const duplicate = useDuplicateContentTemplate();
  const reportFailure = useActionFailureToast({ close: onClose });
  const data = templates.data;
  const usage = data && templateUsageText(data.used, data.limit);
  const actions: TemplateCardActions = {
    onUse,
    onEdit: (template) => onOpen({ kind: 'edit', template }),
    onDelete: (template) => onOpen({ kind: 'delete', template }),
    onDuplicate: (template) =>
      duplicate.mutate(template.id, {
        onSuccess: () => toast.success(contentTemplateMessages.duplicated),
        onError: (error) => reportFailure(error, contentTemplateMessages.saveFailed),
      }),
    busy: duplicate.isPending,
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={contentLabels.templatesTitle}
      description={contentLabels.templatesDescription}
      className="max-w-3xl"
    >
      <div className="max-h-[70vh] space-y-6 overflow-y-auto pr-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-gray-600" data-testid="template-usage">
            {usage}
          </p>
          {canEdit && (
            <Button onClick={onCreate}>
              <Plus aria-hidden />
              {contentLabels.createTemplate}
            </Button>
          )}
        </div>
        {templates.isPending ? (
          <div role="status" className="flex justify-center py-8">
            <Spinner />
          </div>
        ) : !data ? (
          <p role="alert" className="text-sm text-red-600">
            {contentTemplateMessages.loadFailed}
          </p>
        ) : (
          <>
            <section className="space-y-3">
              <h3 className="text-sm font-semibold text-gray-900">{contentLabels.yourTemplates}</h3>
              {data.templates.length === 0 ? (
                <EmptyState icon={LayoutTemplate} title={contentLabels.noTemplatesYet}>
                  {contentLabels.noTemplatesHint}
                </EmptyState>
              ) : (
                <ul className="grid gap-3 sm:grid-cols-2">
                  {data.templates.map((template) => (
                    <ContentTemplateCard key={template.id} template={template} {...actions} />
                  ))}
                </ul>
              )}
            </section>
            <section className="space-y-3">
              <h3 className="text-sm font-semibold text-gray-900">{contentLabels.starterTemplates}</h3>
              <ul className="grid gap-3 sm:grid-cols-2">
                {data.starters.map((template) => (
                  <ContentTemplateCard key={template.id} template={template} {...actions} />
                ))}
              </ul>
            </section>
          </>
        )}
      </div>
    </Dialog>
  );
}
