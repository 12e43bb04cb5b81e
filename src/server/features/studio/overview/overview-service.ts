import { and, count, eq, isNotNull, sum } from 'drizzle-orm';
import type { StudioOverview, StudioTemplate } from '@/shared/studio/studio';
import { studioTemplates } from '@/shared/studio/templates';
import type { Viewer } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import { studioAudio } from '../audio/schema';
import { studioVideos } from '../videos/schema';
import { reachOfVideos } from '../videos/video-reach';

/** The four stat cards and the templates' use counts, from stored rows. */
export class StudioOverviewService {
  constructor(private readonly db: Database) {}

  async overview(viewer: Viewer): Promise<StudioOverview> {
    const { db } = this;
    const [videos] = await db
      .select({
        videos: count(),
        renderedMs: sum(studioVideos.durationMs),
      })
      .from(studioVideos)
      .where(eq(studioVideos.workspaceId, viewer.workspaceId));
    const [audio] = await db
      .select({ audio: count(), renderedMs: sum(studioAudio.durationMs) })
      .from(studioAudio)
      .where(eq(studioAudio.workspaceId, viewer.workspaceId));
    const reported = [...(await reachOfVideos(db, viewer.workspaceId)).values()].filter((reach) => reach.views !== null);
    return {
      videos: videos?.videos ?? 0,
      audio: audio?.audio ?? 0,
      renderedSeconds: Math.round((Number(videos?.renderedMs ?? 0) + Number(audio?.renderedMs ?? 0)) / 1000),
      views: reported.length ? reported.reduce((total, reach) => total + reach.views!, 0) : null,
    };
  }

  /** The presets, each with the number of this workspace's videos made from it. */
  async templates(viewer: Viewer): Promise<StudioTemplate[]> {
    const uses = await this.db
      .select({ template: studioVideos.template, uses: count() })
      .from(studioVideos)
      .where(and(eq(studioVideos.workspaceId, viewer.workspaceId), isNotNull(studioVideos.template)))
      .groupBy(studioVideos.template);
    const usesOf = new Map(uses.map((row) => [row.template, row.uses]));
    return studioTemplates.map((template) => ({ ...template, uses: usesOf.get(template.id) ?? 0 }));
  }
}
