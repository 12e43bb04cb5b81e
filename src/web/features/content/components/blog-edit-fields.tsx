import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import type { EditForm } from '../content-payload';
import { contentLabels } from '../labels';
import { EditField } from './edit-field';

type BlogForm = Extract<EditForm, { type: 'blog' }>;

export function BlogEditFields({ form, onChange }: { form: BlogForm; onChange: (form: BlogForm) => void }) {
  return (
    <>
      <EditField id="edit-title" label="Title">
        <Input id="edit-title" maxLength={200} value={form.title} onChange={(event) => onChange({ ...form, title: event.target.value })} />
      </EditField>
      <EditField id="edit-meta" label={contentLabels.metaDescription}>
        <Input
          id="edit-meta"
          maxLength={320}
          value={form.metaDescription}
          onChange={(event) => onChange({ ...form, metaDescription: event.target.value })}
        />
      </EditField>
      <EditField id="edit-content" label="Content (Markdown)">
        <Textarea
          id="edit-content"
          rows={12}
          className="font-mono text-xs"
          value={form.content}
          onChange={(event) => onChange({ ...form, content: event.target.value })}
        />
      </EditField>
      <EditField id="edit-tags" label={`${contentLabels.tags} (comma-separated)`}>
        <Input id="edit-tags" value={form.tags} onChange={(event) => onChange({ ...form, tags: event.target.value })} />
      </EditField>
    </>
  );
}
