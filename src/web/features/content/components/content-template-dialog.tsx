import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { type ContentTemplate, contentTemplateMessages } from '@/shared/content/templates';
import { FormDialog } from '@/web/components/form-dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Textarea } from '@/web/components/ui/textarea';
import { firstFormError } from '@/web/lib/first-form-error';
import { toast } from '@/web/lib/toast';
import { useCreateOrSave } from '@/web/lib/use-create-or-save';
import { createContentTemplateSchema, useCreateContentTemplate } from '../api/create-content-template';
import { useUpdateContentTemplate } from '../api/update-content-template';
import { contentLabels } from '../labels';
import { ContentTypeOptions, ToneOptions } from './content-options';
import { PlatformCheckboxes } from './platform-checkboxes';

/** Create Template, or edit one of the workspace's own: name, type, tone, outline, instructions and platforms. */
export function ContentTemplateDialog({ template, onClose }: { template?: ContentTemplate; onClose: () => void }) {
  const id = useId();
  const form = useForm({
    resolver: zodResolver(createContentTemplateSchema),
    defaultValues: {
      name: template?.name ?? '',
      type: template?.type ?? 'blog',
      tone: template?.tone ?? 'professional',
      structure: template?.structure ?? '',
      prompt: template?.prompt ?? '',
      platforms: template?.platforms ?? [],
    },
  });
  const [type, platforms] = useWatch({ control: form.control, name: ['type', 'platforms'] });
  const create = useCreateContentTemplate();
  const update = useUpdateContentTemplate();
  const { save, pending } = useCreateOrSave({
    editing: template,
    create,
    update,
    onClose,
    texts: { created: contentTemplateMessages.created, saved: contentTemplateMessages.saved, failed: contentTemplateMessages.saveFailed },
  });

  const submit = form.handleSubmit(save, (errors) => toast.error(firstFormError(errors) ?? contentTemplateMessages.nameRequired));

  return (
    <FormDialog
      title={template ? contentLabels.editTemplate : contentLabels.createTemplate}
      className="max-w-2xl"
      onSubmit={submit}
      onClose={onClose}
      pending={pending}
      submitLabel={template ? 'Save template' : 'Create template'}
      pendingLabel="Saving…"
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-name`}>{contentLabels.templateName}</Label>
        <Input
          id={`${id}-name`}
          {...form.register('name')}
          maxLength={100}
          placeholder={contentLabels.templateNamePlaceholder}
          autoComplete="off"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-type`}>{contentLabels.contentType}</Label>
          <NativeSelect id={`${id}-type`} {...form.register('type')}>
            <ContentTypeOptions />
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-tone`}>{contentLabels.tone}</Label>
          <NativeSelect id={`${id}-tone`} {...form.register('tone')}>
            <ToneOptions />
          </NativeSelect>
        </div>
      </div>
      {type === 'social' && <PlatformCheckboxes value={platforms ?? []} onChange={(next) => form.setValue('platforms', next)} />}
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-structure`}>{contentLabels.templateStructure}</Label>
        <Textarea
          id={`${id}-structure`}
          rows={6}
          maxLength={4_000}
          {...form.register('structure')}
          aria-describedby={`${id}-structure-hint`}
        />
        <p id={`${id}-structure-hint`} className="text-xs text-gray-500">
          {contentLabels.templateStructureHint}
        </p>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-prompt`}>{contentLabels.templatePrompt}</Label>
        <Textarea
          id={`${id}-prompt`}
          rows={3}
          maxLength={2_000}
          placeholder={contentLabels.templatePromptPlaceholder}
          {...form.register('prompt')}
        />
      </div>
    </FormDialog>
  );
}
