import type { ContentBody } from '@/shared/content/content';

/**
 * The words a search matches: the title and the payload's readable text, lower-cased, without the
 * JSON's own keys (a search for "content" must not match every social post by its field name).
 */
export function contentSearchText(title: string, content: ContentBody): string {
  return [title, ...payloadText(content)].join('\n').toLowerCase();
}

function payloadText(content: ContentBody): string[] {
  switch (content.type) {
    case 'blog':
      return [content.body.title, content.body.metaDescription, content.body.content, ...content.body.tags];
    case 'social':
      return content.body.flatMap((post) => [post.platform, post.content, ...post.hashtags]);
    case 'email':
      return [content.body.subject, content.body.content, content.body.cta];
    case 'video':
      return [content.body.title, content.body.script, ...content.body.scenes.flatMap((scene) => [scene.text, scene.description])];
  }
}

/** A LIKE pattern that matches the text anywhere, with the user's % and _ taken literally. */
export function containsPattern(query: string): string {
  return `%${query.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
