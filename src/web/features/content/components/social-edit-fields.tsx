import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import type { EditForm, SocialPostFields } from '../content-payload';
import { EditField } from './edit-field';

type SocialForm = Extract<EditForm, { type: 'social' }>;

export function SocialEditFields({ form, onChange }: { form: SocialForm; onChange: (form: SocialForm) => void }) {
  function setPost(index: number, post: SocialPostFields) {
    onChange({ ...form, posts: form.posts.map((current, at) => (at === index ? post : current)) });
  }
  return (
    <>
      <EditField id="edit-title" label="Title">
        <Input id="edit-title" maxLength={200} value={form.title} onChange={(event) => onChange({ ...form, title: event.target.value })} />
      </EditField>
      {form.posts.map((post, index) => (
        <fieldset key={`${post.platform}-${index}`} className="space-y-3 rounded-xl border border-gray-200 p-4">
          <legend className="px-1 text-sm font-semibold text-gray-900">{post.platform}</legend>
          <EditField id={`edit-post-${index}`} label={`${post.platform} post`}>
            <Textarea
              id={`edit-post-${index}`}
              rows={4}
              value={post.content}
              onChange={(event) => setPost(index, { ...post, content: event.target.value })}
            />
          </EditField>
          <EditField id={`edit-hashtags-${index}`} label={`${post.platform} hashtags`}>
            <Input
              id={`edit-hashtags-${index}`}
              value={post.hashtags}
              placeholder="#marketing #growth"
              onChange={(event) => setPost(index, { ...post, hashtags: event.target.value })}
            />
          </EditField>
        </fieldset>
      ))}
    </>
  );
}
