// Publishing a Content Engine item to the workspace's own site (WordPress, Ghost): shared by the
// route and the content screen's Publish action.
import { z } from 'zod';

export const publishTargets = ['wordpress', 'ghost'] as const;
export type PublishTarget = (typeof publishTargets)[number];

export const publishTargetLabels: Record<PublishTarget, string> = { wordpress: 'WordPress', ghost: 'Ghost' };

/** POST /api/integrations/publishing: an item to a connected site, live or as a draft there. */
export const publishContentSchema = z.strictObject({
  contentId: z.uuid(),
  target: z.enum(publishTargets),
  status: z.enum(['publish', 'draft']),
  /** An image on the web to upload as the post's featured image. */
  featuredImageUrl: z
    .url({ protocol: /^https?$/, message: 'Enter the image’s full address, such as https://example.com/cover.jpg' })
    .max(2000)
    .nullish(),
});
export type PublishContentInput = z.infer<typeof publishContentSchema>;

/** Where an item went: one per item and site. */
export interface ContentPublication {
  target: PublishTarget;
  status: 'publish' | 'draft';
  url: string;
  publishedAt: string;
}

/** GET /api/integrations/publishing?contentId=: the sites connected, and where the item already is. */
export interface PublishingState {
  connectedTargets: PublishTarget[];
  publications: ContentPublication[];
}

export const publishingMessages = {
  action: (target: PublishTarget) => `Publish to ${publishTargetLabels[target]}`,
  dialogTitle: (target: PublishTarget) => `Publish to ${publishTargetLabels[target]}`,
  live: 'Publish now',
  draft: 'Save as a draft there',
  featuredImage: 'Featured image address (optional)',
  submit: 'Publish',
  published: (target: PublishTarget) => `Published to ${publishTargetLabels[target]}`,
  drafted: (target: PublishTarget) => `Saved as a draft on ${publishTargetLabels[target]}`,
  failed: 'Failed to publish',
  onlyBlog: 'Only blog posts can be published to a site.',
  notConnected: (target: PublishTarget) => `Connect ${publishTargetLabels[target]} in Integrations first.`,
  alreadyThere: (target: PublishTarget, url: string) => `This item is already on ${publishTargetLabels[target]}: ${url}`,
  imageRefused: 'The featured image could not be fetched: it must be a JPEG, PNG, GIF or WebP image of at most 5 MB.',
} as const;
