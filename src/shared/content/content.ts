// Content and the Content Engine:
// the payload shapes every writer produces, the API's shapes and the quoted texts.
import { z } from 'zod';
import { aiMessages, type ContentSource } from '../ai';
import { instant } from '../dates';

export const contentTypes = ['blog', 'social', 'email', 'video'] as const;
export type ContentType = (typeof contentTypes)[number];

export const contentStatuses = ['draft', 'scheduled', 'published'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

export const contentTones = ['professional', 'casual', 'friendly', 'authoritative', 'conversational'] as const;
export type ContentTone = (typeof contentTones)[number];

export const socialPlatforms = ['Instagram', 'Twitter', 'LinkedIn', 'Facebook', 'TikTok', 'YouTube'] as const;
export type SocialPlatform = (typeof socialPlatforms)[number];

export type { ContentSource };

export const contentMessages = {
  enterTopic: 'Please enter a topic',
  selectPlatform: 'Please select at least one platform',
  generated: 'Content generated successfully!',
  generateFailed: aiMessages.generateFailed,
  saved: 'Content saved successfully!',
  saveFailed: 'Failed to save content. Please try again.',
  noContentToSave: 'No content to save',
  parseFailed: 'Failed to parse content',
  parseForEditingFailed: 'Failed to parse content for editing',
  statusChanged: (status: ContentStatus) => `Content ${status} successfully`,
  statusFailed: 'Failed to update content status',
  deleteConfirm: 'Are you sure you want to delete this content?',
  deleteFailed: 'Failed to delete content',
  copied: 'Content copied to clipboard',
  searchPlaceholder: 'Search content...',
  noContentFound: 'No content found',
  noContentFoundHint: 'Try adjusting your search terms or filters',
  noContentYet: 'No content yet',
  noContentYetHint: 'Create your first piece of content to get started',
  offlineDraftLabel: 'Offline draft',
  bulkNotOnPlan: 'Bulk generation is part of the Professional and Enterprise plans.',
  calendarNotOnPlan: 'The content calendar is part of the Professional and Enterprise plans.',
} as const;

const text = (max: number) => z.string().trim().min(1).max(max);

export const blogPayloadSchema = z.object({
  title: text(200),
  metaDescription: z.string().trim().max(320),
  /** Markdown: #, ## and ### headings, numbered and dash lists. Rendered sanitized. */
  content: text(50_000),
  tags: z.array(text(60)).max(20),
});
export type BlogPayload = z.infer<typeof blogPayloadSchema>;

export const socialPostSchema = z.object({
  platform: z.enum(socialPlatforms),
  content: text(5_000),
  hashtags: z.array(text(60)).max(30),
});
export type SocialPost = z.infer<typeof socialPostSchema>;
export const socialPayloadSchema = z.array(socialPostSchema).min(1).max(socialPlatforms.length);
export type SocialPayload = z.infer<typeof socialPayloadSchema>;

export const emailPayloadSchema = z.object({
  subject: text(200),
  content: text(20_000),
  cta: z.string().trim().max(120),
});
export type EmailPayload = z.infer<typeof emailPayloadSchema>;

export const videoSceneSchema = z.object({
  /** "0:00-0:05": when the scene plays within the script. */
  time: text(20),
  text: text(2_000),
  description: z.string().trim().max(1_000),
});
export const videoPayloadSchema = z.object({
  title: text(200),
  script: text(20_000),
  scenes: z.array(videoSceneSchema).min(1).max(40),
});
export type VideoPayload = z.infer<typeof videoPayloadSchema>;

export interface ContentPayloads {
  blog: BlogPayload;
  social: SocialPayload;
  email: EmailPayload;
  video: VideoPayload;
}

export const contentPayloadSchemas = {
  blog: blogPayloadSchema,
  social: socialPayloadSchema,
  email: emailPayloadSchema,
  video: videoPayloadSchema,
} as const;

/** A stored piece of content: the type decides the payload's shape. */
export type ContentBody = { [K in ContentType]: { type: K; body: ContentPayloads[K] } }[ContentType];

export interface ContentMetrics {
  views: number;
  clicks: number;
  engagement: number;
  revenue: number;
}

export type ContentItem = ContentBody & {
  id: string;
  title: string;
  status: ContentStatus;
  source: ContentSource | null;
  metrics: ContentMetrics;
  scheduledAt: string | null;
  /** Where the piece was published: Analytics counts its views from page views of this address. */
  publishedUrl: string | null;
  createdAt: string;
  updatedAt: string;
};

/** POST /api/content/generate: what the AI Content Creator sends. */
export const generateContentSchema = z
  .object({
    topic: z.string({ message: contentMessages.enterTopic }).trim().min(1, contentMessages.enterTopic).max(300),
    type: z.enum(contentTypes),
    tone: z.enum(contentTones).default('professional'),
    platforms: z.array(z.enum(socialPlatforms)).max(socialPlatforms.length).default([]),
    projectId: z.uuid().optional(),
    /** A content template (the workspace's or a starter): its structure and instructions guide the writer. */
    templateId: z.uuid().optional(),
  })
  .refine((input) => input.type !== 'social' || input.platforms.length > 0, {
    message: contentMessages.selectPlatform,
    path: ['platforms'],
  });
export type GenerateContentInput = z.input<typeof generateContentSchema>;

/** What a generation answers: a draft to save, and which writer produced it. */
export type GeneratedContent = ContentBody & {
  title: string;
  source: ContentSource;
  /** The provider's model name, or null for the offline writer. */
  model: string | null;
};

/** POST /api/content: saving a draft (from the creator) or any content the user wrote. */
export const saveContentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('blog'), title: text(200), body: blogPayloadSchema, source: z.enum(['ai', 'offline']).nullish() }),
  z.object({ type: z.literal('social'), title: text(200), body: socialPayloadSchema, source: z.enum(['ai', 'offline']).nullish() }),
  z.object({ type: z.literal('email'), title: text(200), body: emailPayloadSchema, source: z.enum(['ai', 'offline']).nullish() }),
  z.object({ type: z.literal('video'), title: text(200), body: videoPayloadSchema, source: z.enum(['ai', 'offline']).nullish() }),
]);
export type SaveContentInput = z.input<typeof saveContentSchema>;

export const contentIdeaSchema = z.object({
  title: text(200),
  description: z.string().trim().max(500),
  type: z.enum(contentTypes),
  difficulty: z.enum(['Easy', 'Medium', 'Hard']),
  potential: z.enum(['Medium', 'High', 'Very High']),
});
export type ContentIdea = z.infer<typeof contentIdeaSchema>;
export const contentIdeasSchema = z.array(contentIdeaSchema).length(6);

/** GET /api/content: one page of the library, newest first, with counts for the tabs. */
export const contentListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  type: z.enum(contentTypes).optional(),
  status: z.enum(contentStatuses).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
  /** The `nextCursor` of the page before: the page after it, whatever was added since (the public API's paging). */
  cursor: z
    .string()
    .regex(/^\d{1,19}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'That cursor is not one this list gave')
    .optional(),
});
export type ContentListQuery = z.input<typeof contentListQuerySchema>;

export interface ContentList {
  items: ContentItem[];
  total: number;
  page: number;
  pageSize: number;
  /** Matches of the search per type, whatever the type filter: the tab counts. */
  counts: Record<'all' | ContentType, number>;
  /** Where the next page starts (`cursor`), or null on the last page. */
  nextCursor: string | null;
}

/** PUT /api/content/:id: the edit dialog saves the title and the type's own fields. */
export const updateContentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('blog'), title: text(200), body: blogPayloadSchema }),
  z.object({ type: z.literal('social'), title: text(200), body: socialPayloadSchema }),
  z.object({ type: z.literal('email'), title: text(200), body: emailPayloadSchema }),
  z.object({ type: z.literal('video'), title: text(200), body: videoPayloadSchema }),
]);
export type UpdateContentInput = z.input<typeof updateContentSchema>;

/** PATCH /api/content/:id/status. */
export const contentStatusSchema = z.object({ status: z.enum(contentStatuses) });

/** PATCH /api/content/:id/schedule: a time sets status scheduled; null unschedules back to draft. */
export const contentScheduleSchema = z.object({ scheduledAt: instant().nullable() });

/** PATCH /api/content/:id/published-url: the address the piece is read at, or null to clear it. */
export const contentPublishedUrlSchema = z.object({
  publishedUrl: z
    .url({ protocol: /^https?$/, message: 'Enter the full address, such as https://example.com/blog/my-post' })
    .max(2000, 'An address has at most 2000 characters')
    .nullable(),
});

/** GET /api/content/calendar?from&to: scheduled and published content in a month view's range. */
export const contentCalendarQuerySchema = z.object({
  from: instant(),
  to: instant(),
});
export interface CalendarEntry {
  id: string;
  title: string;
  type: ContentType;
  status: ContentStatus;
  /** When it is planned (scheduled_at), or when it was published (updated_at) without a plan. */
  date: string;
}

/** GET /api/content/ideas?round=n: six ideas; each round gives six new ones. */
export interface ContentIdeas {
  ideas: ContentIdea[];
  source: ContentSource;
  round: number;
}

/** POST /api/content/bulk (plans with bulk generation): one job writes a draft per topic. */
export const bulkGenerateSchema = z
  .object({
    topics: z.array(z.string().trim().min(1, contentMessages.enterTopic).max(300)).min(1, contentMessages.enterTopic).max(50),
    type: z.enum(contentTypes),
    tone: z.enum(contentTones).default('professional'),
    platforms: z.array(z.enum(socialPlatforms)).max(socialPlatforms.length).default([]),
    projectId: z.uuid().optional(),
  })
  .refine((input) => input.type !== 'social' || input.platforms.length > 0, {
    message: contentMessages.selectPlatform,
    path: ['platforms'],
  });
export type BulkGenerateInput = z.input<typeof bulkGenerateSchema>;

export interface BulkGeneration {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  total: number;
  completed: number;
  failed: number;
  contentIds: string[];
  error: string | null;
}

/** POST /api/content/insights: the Content Strategy Assistant's advice from the library and project. */
export interface ContentInsight {
  title: string;
  detail: string;
}
export interface ContentInsights {
  insights: ContentInsight[];
  source: ContentSource;
}

/** The AI engine's answer for the Content Strategy Assistant: a few concrete next steps. */
export const contentInsightSchema = z.object({ title: text(120), detail: text(600) });
export const contentInsightsSchema = z.array(contentInsightSchema).min(1).max(8);
