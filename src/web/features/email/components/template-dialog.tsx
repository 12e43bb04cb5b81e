import { type FormEvent, useId, useState } from 'react';
import { type BodyFormat, type EmailTemplate, type EmailTemplateCategory, emailMessages, emailTemplateCategories } from '@/shared/email';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { toast } from '@/web/lib/toast';
import { createTemplateSchema, useCreateTemplate } from '../api/create-template';
import { useUpdateTemplate } from '../api/update-template';
import { useFailureToast } from '../use-failure-toast';
import { BodyEditor } from './body-editor';
import { Field } from './field';

/** Create Email Template (§2), or change one: name, category, subject and body, with a preview. */
export function TemplateDialog({ template, onClose }: { template?: EmailTemplate; onClose: () => void }) {
  const id = useId();
  const [name, setName] = useState(template?.name ?? '');
  const [category, setCategory] = useState<EmailTemplateCategory>(template?.category ?? 'Newsletter');
  const [format, setFormat] = useState<BodyFormat>(template?.format ?? 'markdown');
  const [subject, setSubject] = useState(template?.subject ?? '');
  const [body, setBody] = useState(template?.body ?? '');
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const reportFailure = useFailureToast(onClose);
  const pending = create.isPending || update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createTemplateSchema.safeParse({ name, category, format, subject, body });
    if (!parsed.success) return void toast.error(parsed.error.issues[0]?.message ?? emailMessages.templateNameRequired);
    const onError = (error: unknown) => reportFailure(error, 'Failed to save template');
    const onSuccess = (message: string) => () => {
      toast.success(message);
      onClose();
    };
    if (template) update.mutate({ id: template.id, input: parsed.data }, { onSuccess: onSuccess(emailMessages.templateSaved), onError });
    else create.mutate(parsed.data, { onSuccess: onSuccess(emailMessages.templateCreated), onError });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} dismissible={!pending} title={template ? 'Edit Email Template' : 'Create Email Template'} className="max-w-2xl">
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Template name" htmlFor={`${id}-name`} className="sm:col-span-2">
            <Input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} placeholder="Monthly newsletter" autoComplete="off" />
          </Field>
          <Field label="Category" htmlFor={`${id}-category`}>
            <NativeSelect id={`${id}-category`} value={category} onChange={(event) => setCategory(event.target.value as EmailTemplateCategory)}>
              {emailTemplateCategories.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <Field label="Subject" htmlFor={`${id}-subject`}>
          <Input id={`${id}-subject`} value={subject} onChange={(event) => setSubject(event.target.value)} autoComplete="off" />
        </Field>
        <BodyEditor id={`${id}-body`} label="Body" subject={subject} format={format} body={body} rows={12} onFormatChange={setFormat} onBodyChange={setBody} />
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : template ? 'Save template' : 'Create template'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
