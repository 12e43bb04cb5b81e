import { and, desc, eq, inArray } from 'drizzle-orm';
import { errorCodes } from '@/shared/error-codes';
import { studioMessages } from '@/shared/studio/studio';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import { isUniqueViolation } from '../../../db/errors';
import { ServiceError } from '../../../lib/service-error';
import type { TrackedJob } from '../../../jobs/tracked-job';
import { studioRenders } from './schema';

export type RenderRow = typeof studioRenders.$inferSelect;
export type RenderSubject = { videoId: string } | { audioId: string };

/** The renders of a video or an audio: started one at a time per item, read newest first. */
export class RenderRecords {
  constructor(
    private readonly db: Database,
    private readonly job: () => TrackedJob<typeof studioRenders>,
  ) {}

  /** Queues a render of the item; refused while one of it is under way. */
  async start(viewer: Viewer, subject: RenderSubject): Promise<RenderRow> {
    await this.job().failAbandoned(viewer.workspaceId);
    const allowance = allowanceOf(viewer);
    const record = await this.db
      .insert(studioRenders)
      .values({
        ...subject,
        workspaceId: viewer.workspaceId,
        createdBy: viewer.userId,
        allowanceWorkspaceId: allowance.workspaceId,
        allowanceIsAdmin: allowance.isAdmin,
      })
      .returning()
      .then(([row]) => row!)
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new ServiceError(409, errorCodes.RENDER_UNDER_WAY, studioMessages.renderUnderWay);
        throw error;
      });
    await this.job().enqueue(record);
    return record;
  }

  /** The newest render of each item, by the item's id. */
  async latest(workspaceId: string, subject: 'video' | 'audio', ids: readonly string[]): Promise<Map<string, RenderRow>> {
    if (ids.length === 0) return new Map();
    await this.job().failAbandoned(workspaceId);
    const column = subject === 'video' ? studioRenders.videoId : studioRenders.audioId;
    const rows = await this.db
      .selectDistinctOn([column])
      .from(studioRenders)
      .where(and(eq(studioRenders.workspaceId, workspaceId), inArray(column, [...ids])))
      .orderBy(column, desc(studioRenders.createdAt));
    return new Map(rows.map((row) => [(subject === 'video' ? row.videoId : row.audioId)!, row]));
  }
}
