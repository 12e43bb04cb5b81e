import { type ContentTone, type ContentType, type SocialPlatform, contentTypes } from '@/shared/content/content';

/** What the AI Content Creator opens with: from a quick action, an idea or ?create=<type>. */
export interface CreatorPreset {
  topic?: string;
  type?: ContentType;
  tone?: ContentTone;
  platforms?: SocialPlatform[];
}

/** The platforms the spec's social writer covers, ticked when the creator opens for social posts. */
export const defaultSocialPlatforms: SocialPlatform[] = ['Instagram', 'Twitter', 'LinkedIn', 'Facebook'];

/** ?create=<type> from the dashboard; anything but a content type opens nothing. */
export function presetFromCreateParam(value: string | null): CreatorPreset | null {
  if (!value || !(contentTypes as readonly string[]).includes(value)) return null;
  const type = value as ContentType;
  return type === 'social' ? { type, platforms: defaultSocialPlatforms } : { type };
}
