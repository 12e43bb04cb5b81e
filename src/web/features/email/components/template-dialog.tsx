import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { type EmailTemplate, emailMessages, emailTemplateCategories } from '@/shared/email/email';
import { FormDialog } from '@/web/components/form-dialog';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { firstFormError } from '@/web/lib/first-form-error';
import { toast } from '@/web/lib/toast';
import { createTemplateSchema, useCreateTemplate } from '../api/create-template';
import { useUpdateTemplate } from '../api/update-template';
import { useCreateOrSave } from '@/web/lib/use-create-or-save';
import { BodyEditor } from './body-editor';
import { Field } from './field';

/** Create Email Template, or change one: name, category, subject and body, with a preview. */
export function TemplateDialog({ template, onClose }: { template?: EmailTemplate; onClose: () => void }) {
  const id = useId();
  const form = useForm({
    resolver: zodResolver(createTemplateSchema),
    defaultValues: {
      name: template?.name ?? '',
      category: template?.category ?? 'Newsletter',
      format: template?.format ?? 'markdown',
      subject: template?.subject ?? '',
      body: template?.body ?? '',
    },
  });
  // The body editor previews and inserts merge tags, so it works on the values themselves.
  const [subject, format, body] = useWatch({ control: form.control, name: ['subject', 'format', 'body'] });
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const { save, pending } = useCreateOrSave({
    editing: template,
    create,
    update,
    onClose,
    texts: { created: emailMessages.templateCreated, saved: emailMessages.templateSaved, failed: 'Failed to save template' },
  });

  const submit = form.handleSubmit(save, (errors) => toast.error(firstFormError(errors) ?? emailMessages.templateNameRequired));

  return (
    <FormDialog
      title={template ? 'Edit Email Template' : 'Create Email Template'}
      className="max-w-2xl"
      onSubmit={submit}
      onClose={onClose}
      pending={pending}
      submitLabel={template ? 'Save template' : 'Create template'}
      pendingLabel="Saving…"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Template name" htmlFor={`${id}-name`} className="sm:col-span-2">
          <Input id={`${id}-name`} {...form.register('name')} placeholder="Monthly newsletter" autoComplete="off" />
        </Field>
        <Field label="Category" htmlFor={`${id}-category`}>
          <NativeSelect id={`${id}-category`} {...form.register('category')}>
            {emailTemplateCategories.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field label="Subject" htmlFor={`${id}-subject`}>
        <Input id={`${id}-subject`} {...form.register('subject')} autoComplete="off" />
      </Field>
      <BodyEditor
        id={`${id}-body`}
        label="Body"
        subject={subject ?? ''}
        format={format ?? 'markdown'}
        body={body ?? ''}
        rows={12}
        onFormatChange={(next) => form.setValue('format', next)}
        onBodyChange={(next) => form.setValue('body', next)}
      />
    </FormDialog>
  );
}
