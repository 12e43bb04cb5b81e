import { LayoutTemplate } from 'lucide-react';
import { type StudioTemplate, studioMessages } from '@/shared/studio/studio';
import { EmptyState } from '@/web/components/empty-state';
import { ListPending } from '@/web/components/list-pending';
import { useFailureToast } from '@/web/lib/use-failure-toast';
import { useTemplates } from '../api/get-templates';
import { TemplateCard } from './template-card';

/** Templates: the four presets a video can start from, with how often this workspace used each. */
export function TemplatesTab({ canEdit, onUse }: { canEdit: boolean; onUse: (template: StudioTemplate) => void }) {
  const templates = useTemplates();
  useFailureToast(templates.isError, studioMessages.loadFailed);
  if (templates.data === undefined)
    return <ListPending what="templates" failed={templates.isError} onRetry={() => void templates.refetch()} />;
  if (templates.data.length === 0)
    return (
      <EmptyState icon={LayoutTemplate} title="No templates">
        The Studio&apos;s templates could not be found. Create a video from a topic instead.
      </EmptyState>
    );
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Templates">
      {templates.data.map((template) => (
        <li key={template.id}>
          <TemplateCard template={template} canEdit={canEdit} onUse={() => onUse(template)} />
        </li>
      ))}
    </ul>
  );
}
