import type { SampleRows } from '../../../sample-workspace/sample-rows';
import { content } from '../schema';
import { contentSearchText } from '../search-text';
import { sampleContent } from './sample-content';

const day = 24 * 3600 * 1000;

/** The Content Engine's part of the Sample workspace (ServerModule.sample): its pieces, each created with an event. */
export const contentSampleRows: SampleRows = {
  async insert(tx, { workspaceId, userId, now, event }) {
    await tx.insert(content).values(
      sampleContent.map(({ createdDaysAgo, scheduledInDays, metrics, status, title, publishedUrl, ...piece }) => {
        const createdAt = new Date(now.getTime() - createdDaysAgo * day);
        event('content_created', `Created the ${piece.type} ${title}`, createdAt, { content_type: piece.type });
        return {
          workspaceId,
          createdBy: userId,
          title,
          type: piece.type,
          body: piece.body,
          status,
          source: null,
          searchText: contentSearchText(title, piece),
          scheduledAt: scheduledInDays === undefined ? null : new Date(now.getTime() + scheduledInDays * day),
          publishedUrl: publishedUrl ?? null,
          metrics,
          createdAt,
          // Published pieces went out a few hours after they were written.
          updatedAt: status === 'published' ? new Date(createdAt.getTime() + 3 * 3600 * 1000) : createdAt,
        };
      }),
    );
  },
};

/** Where the sample's pieces were published: the sample traffic (analytics) visits these addresses. */
export const samplePublishedUrls: readonly string[] = sampleContent.flatMap((piece) => (piece.publishedUrl ? [piece.publishedUrl] : []));

/** What the sample's content adds up to, for tests: each piece was created with an event. */
export const sampleContentFigures = { content: sampleContent.length, events: sampleContent.length } as const;
