import type { z } from 'zod';
import type { ContentTone, SocialPlatform, contentInsightSchema } from '@/shared/content/content';

/** What the user asked the AI Content Creator for. */
export interface ContentBrief {
  topic: string;
  tone: ContentTone;
  platforms: readonly SocialPlatform[];
}

/** One of the Content Strategy Assistant's insights. */
export type Insight = z.infer<typeof contentInsightSchema>;
