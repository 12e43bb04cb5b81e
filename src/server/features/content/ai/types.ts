import type { z } from 'zod';
import type { ContentTone, SocialPlatform, contentInsightSchema } from '@/shared/content/content';

/** What the user asked the AI Content Creator for. */
export interface ContentBrief {
  topic: string;
  tone: ContentTone;
  platforms: readonly SocialPlatform[];
  /** The content template the user started from: its outline and its instructions. */
  template?: TemplateGuide;
}

/** What a content template tells the writer: the sections to follow, in order, and extra instructions. */
export interface TemplateGuide {
  name: string;
  sections: readonly string[];
  prompt: string;
}

/** One of the Content Strategy Assistant's insights. */
export type Insight = z.infer<typeof contentInsightSchema>;
