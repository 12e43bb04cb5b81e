// The stored payload of a piece of content, checked against its type's schema, and the edit form's
// plain-text fields for each type (tags and hashtags as one line of text).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ContentBody,
  type ContentType,
  type SocialPlatform,
  type UpdateContentInput,
  contentPayloadSchemas,
  updateContentSchema,
} from '@/shared/content/content';
import { resolverFrom } from '@/web/lib/resolver-from';

/** The body when it matches its type's schema; null when a stored body cannot be shown or edited. */
export function parseContentBody(type: ContentType, body: unknown): ContentBody | null {
  const parsed = contentPayloadSchemas[type].safeParse(body);
  return parsed.success ? ({ type, body: parsed.data } as ContentBody) : null;
}

export interface SocialPostFields {
  platform: SocialPlatform;
  content: string;
  hashtags: string;
}

export type EditForm =
  | { type: 'blog'; title: string; metaDescription: string; content: string; tags: string }
  | { type: 'social'; title: string; posts: SocialPostFields[] }
  | { type: 'email'; title: string; subject: string; content: string; cta: string }
  | { type: 'video'; title: string; script: string; scenes: { time: string; text: string; description: string }[] };

/** "seo, baking tips" → ["seo", "baking tips"]. */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** "#bread #baking, tips" → ["#bread", "#baking", "tips"]: whitespace or commas separate hashtags. */
export function splitHashtags(text: string): string[] {
  return text.split(/[\s,]+/).filter(Boolean);
}

/** A hashtag as shown: with its leading '#', whether or not the writer stored one. */
export function formatHashtag(tag: string): string {
  return tag.startsWith('#') ? tag : `#${tag}`;
}

/** The edit form for a stored item; null when its body does not match the type's schema. */
export function toEditForm(item: { type: ContentType; title: string; body: unknown }): EditForm | null {
  const parsed = parseContentBody(item.type, item.body);
  if (!parsed) return null;
  switch (parsed.type) {
    case 'blog':
      return {
        type: 'blog',
        title: parsed.body.title,
        metaDescription: parsed.body.metaDescription,
        content: parsed.body.content,
        tags: parsed.body.tags.join(', '),
      };
    case 'social':
      return {
        type: 'social',
        title: item.title,
        posts: parsed.body.map((post) => ({ platform: post.platform, content: post.content, hashtags: post.hashtags.join(' ') })),
      };
    case 'email':
      return { type: 'email', title: item.title, subject: parsed.body.subject, content: parsed.body.content, cta: parsed.body.cta };
    case 'video':
      return {
        type: 'video',
        title: parsed.body.title,
        script: parsed.body.script,
        scenes: parsed.body.scenes.map((scene) => ({ ...scene })),
      };
  }
}

/** The PUT body for an edit form: blog and video titles are also the item's title. */
export function fromEditForm(form: EditForm): UpdateContentInput {
  switch (form.type) {
    case 'blog':
      return {
        type: 'blog',
        title: form.title,
        body: { title: form.title, metaDescription: form.metaDescription, content: form.content, tags: splitTags(form.tags) },
      };
    case 'social':
      return {
        type: 'social',
        title: form.title,
        body: form.posts.map((post) => ({ platform: post.platform, content: post.content, hashtags: splitHashtags(post.hashtags) })),
      };
    case 'email':
      return { type: 'email', title: form.title, body: { subject: form.subject, content: form.content, cta: form.cta } };
    case 'video':
      return { type: 'video', title: form.title, body: { title: form.title, script: form.script, scenes: form.scenes } };
  }
}

const fieldNames: Record<string, string> = {
  title: 'Title',
  metaDescription: 'Meta description',
  content: 'Content',
  tags: 'Tags',
  hashtags: 'Hashtags',
  subject: 'Subject',
  cta: 'Call to action',
  script: 'Script',
  scenes: 'Scenes',
  time: 'Scene time',
  text: 'Scene text',
  description: 'Scene description',
};

/** A problem in words ("Content is required"), named by the deepest field of its path that the form shows. */
function problemInWords(issue: { code: string; path?: PropertyKey[] }): string {
  const field = [...(issue.path ?? [])].reverse().find((part): part is string => typeof part === 'string' && part in fieldNames);
  const name = field ? fieldNames[field] : 'A field';
  if (issue.code === 'too_small') return `${name} is required`;
  if (issue.code === 'too_big') return `${name} is too long`;
  return `${name} is not valid`;
}

/** The edit dialog's check: the PUT body, with the same schema the server uses and its problems in words. */
export const editFormResolver = resolverFrom(fromEditForm, zodResolver(updateContentSchema, { error: problemInWords }));
