import { type ContentTone, type ContentType, type SocialPlatform, contentTypes } from '@/shared/content/content';
import type { ContentTemplate } from '@/shared/content/templates';

/** What the AI Content Creator opens with: from a quick action, an idea, a template or ?create=<type>. */
export interface CreatorPreset {
  topic?: string;
  type?: ContentType;
  tone?: ContentTone;
  platforms?: SocialPlatform[];
  /** The content template the draft follows. */
  templateId?: string;
}

/** The platforms the spec's social writer covers, ticked when the creator opens for social posts. */
export const defaultSocialPlatforms: SocialPlatform[] = ['Instagram', 'Twitter', 'LinkedIn', 'Facebook'];

/** ?create=<type> from the dashboard; anything but a content type opens nothing. */
export function presetFromCreateParam(value: string | null): CreatorPreset | null {
  if (!value || !(contentTypes as readonly string[]).includes(value)) return null;
  const type = value as ContentType;
  return type === 'social' ? { type, platforms: defaultSocialPlatforms } : { type };
}

/** Starting from a template: its type, tone and (for social) its platforms, else the usual ones. */
export function presetFromTemplate(template: ContentTemplate): Required<Omit<CreatorPreset, 'topic'>> {
  const platforms = template.type !== 'social' ? [] : template.platforms.length > 0 ? [...template.platforms] : defaultSocialPlatforms;
  return { templateId: template.id, type: template.type, tone: template.tone, platforms };
}
