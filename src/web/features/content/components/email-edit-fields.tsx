import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import type { EditForm } from '../content-payload';
import { contentLabels } from '../labels';
import { EditField } from './edit-field';

type EmailForm = Extract<EditForm, { type: 'email' }>;

export function EmailEditFields({ form, onChange }: { form: EmailForm; onChange: (form: EmailForm) => void }) {
  return (
    <>
      <EditField id="edit-title" label="Title">
        <Input id="edit-title" maxLength={200} value={form.title} onChange={(event) => onChange({ ...form, title: event.target.value })} />
      </EditField>
      <EditField id="edit-subject" label={contentLabels.subject}>
        <Input
          id="edit-subject"
          maxLength={200}
          value={form.subject}
          onChange={(event) => onChange({ ...form, subject: event.target.value })}
        />
      </EditField>
      {/* The e-mail content uses a 4-row textarea. */}
      <EditField id="edit-content" label="Content">
        <Textarea
          id="edit-content"
          rows={4}
          value={form.content}
          onChange={(event) => onChange({ ...form, content: event.target.value })}
        />
      </EditField>
      <EditField id="edit-cta" label={contentLabels.callToAction}>
        <Input id="edit-cta" maxLength={120} value={form.cta} onChange={(event) => onChange({ ...form, cta: event.target.value })} />
      </EditField>
    </>
  );
}
