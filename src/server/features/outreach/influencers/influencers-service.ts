import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { errorCodes } from '@/shared/error-codes';
import {
  type Influencer,
  type InfluencerImportResult,
  type InfluencerPlatform,
  type influencerInputSchema,
  type influencerLookupSchema,
  type influencerUpdateSchema,
  influencerMessages as text,
  influencerPlatformLabels,
} from '@/shared/outreach/influencers';
import { requireEditor } from '../../../auth/permissions';
import type { Viewer } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import { ServiceError, notFound } from '../../../lib/service-error';
import { type CanonicalHandle, canonicalHandle, isLookupPlatform } from './handles';
import { readInfluencerCsv } from './influencer-csv';
import { nextStatusRefusal } from './influencer-status';
import type { ProfileReaders } from './profiles/profile-readers';
import type { PlatformProfile } from './profiles/platform-profile';
import { outreachInfluencers } from './schema';

type InfluencerRow = typeof outreachInfluencers.$inferSelect;
type NewInfluencer = typeof outreachInfluencers.$inferInsert;

const exists = () => new ServiceError(409, errorCodes.INFLUENCER_EXISTS, text.exists);

/** A workspace's Influencer Network: added by hand, from a CSV, or found by handle on a platform with a public API. */
export class InfluencersService {
  constructor(private readonly deps: { db: Database; profiles: ProfileReaders }) {}

  async list(viewer: Viewer): Promise<Influencer[]> {
    const rows = await this.deps.db
      .select()
      .from(outreachInfluencers)
      .where(eq(outreachInfluencers.workspaceId, viewer.workspaceId))
      .orderBy(desc(outreachInfluencers.createdAt), desc(outreachInfluencers.id));
    return rows.map(influencerOf);
  }

  /** One added by hand: the figures are the user's, whichever the platform. */
  async add(viewer: Viewer, input: z.output<typeof influencerInputSchema>): Promise<Influencer> {
    requireEditor(viewer);
    const [row] = await this.deps.db
      .insert(outreachInfluencers)
      .values(byHand(viewer, input, checkedHandle(input.platform, input.handle)))
      .onConflictDoNothing()
      .returning();
    if (!row) throw exists();
    return influencerOf(row);
  }

  /** One found by handle: its name and figures as the platform's public API reads them now. */
  async lookup(viewer: Viewer, { platform, handle: typed }: z.output<typeof influencerLookupSchema>): Promise<Influencer> {
    requireEditor(viewer);
    const handle = checkedHandle(platform, typed);
    // A duplicate is refused before the platform is asked.
    if (await this.findByKey(viewer, platform, handle.key)) throw exists();
    const profile = await this.deps.profiles[platform](handle.handle);
    const [row] = await this.deps.db
      .insert(outreachInfluencers)
      .values({
        workspaceId: viewer.workspaceId,
        platform,
        handle: handle.handle,
        handleKey: handle.key,
        name: profile.name,
        ...figuresOf(profile),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw exists();
    return influencerOf(row);
  }

  /** Reads the figures again; when the platform cannot say, the last figures stay with why they could not be renewed. */
  async refresh(viewer: Viewer, id: string): Promise<Influencer> {
    requireEditor(viewer);
    const row = await this.rowOf(viewer, id);
    const { platform } = row;
    if (!isLookupPlatform(platform))
      throw new ServiceError(400, errorCodes.BAD_REQUEST, text.notReadable(influencerPlatformLabels[platform]));
    let change: Partial<NewInfluencer>;
    try {
      change = figuresOf(await this.deps.profiles[platform](row.handle));
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      change = { figuresError: error.message };
    }
    return influencerOf(await this.save(viewer, id, change));
  }

  async update(viewer: Viewer, id: string, changes: z.output<typeof influencerUpdateSchema>): Promise<Influencer> {
    requireEditor(viewer);
    const row = await this.rowOf(viewer, id);
    if (changes.status) {
      const refusal = nextStatusRefusal(row.status, changes.status);
      if (refusal) throw new ServiceError(409, errorCodes.WRONG_STATUS, refusal);
    }
    return influencerOf(await this.save(viewer, id, changes));
  }

  async remove(viewer: Viewer, id: string): Promise<void> {
    requireEditor(viewer);
    const removed = await this.deps.db
      .delete(outreachInfluencers)
      .where(and(eq(outreachInfluencers.id, id), eq(outreachInfluencers.workspaceId, viewer.workspaceId)))
      .returning({ id: outreachInfluencers.id });
    if (removed.length === 0) throw notFound();
  }

  /** A CSV's rows, added by hand as one: those already in the list (or earlier in the file) are skipped. */
  async importCsv(viewer: Viewer, csv: string): Promise<InfluencerImportResult> {
    requireEditor(viewer);
    const { rows, refused } = readInfluencerCsv(csv);
    const added =
      rows.length === 0
        ? []
        : await this.deps.db
            .insert(outreachInfluencers)
            .values(rows.map((row) => byHand(viewer, row.input, row.handle)))
            .onConflictDoNothing()
            .returning({ id: outreachInfluencers.id });
    return { added: added.length, skipped: rows.length - added.length, refused };
  }

  private async findByKey(viewer: Viewer, platform: InfluencerPlatform, handleKey: string) {
    const [row] = await this.deps.db
      .select({ id: outreachInfluencers.id })
      .from(outreachInfluencers)
      .where(
        and(
          eq(outreachInfluencers.workspaceId, viewer.workspaceId),
          eq(outreachInfluencers.platform, platform),
          eq(outreachInfluencers.handleKey, handleKey),
        ),
      );
    return row;
  }

  private async rowOf(viewer: Viewer, id: string): Promise<InfluencerRow> {
    const [row] = await this.deps.db
      .select()
      .from(outreachInfluencers)
      .where(and(eq(outreachInfluencers.id, id), eq(outreachInfluencers.workspaceId, viewer.workspaceId)));
    if (!row) throw notFound();
    return row;
  }

  private async save(viewer: Viewer, id: string, change: Partial<NewInfluencer>): Promise<InfluencerRow> {
    const [row] = await this.deps.db
      .update(outreachInfluencers)
      .set({ ...change, updatedAt: new Date() })
      .where(and(eq(outreachInfluencers.id, id), eq(outreachInfluencers.workspaceId, viewer.workspaceId)))
      .returning();
    if (!row) throw notFound();
    return row;
  }
}

function checkedHandle(platform: InfluencerPlatform, typed: string): CanonicalHandle {
  const handle = canonicalHandle(platform, typed);
  if (typeof handle === 'string') throw new ServiceError(400, errorCodes.VALIDATION_FAILED, handle);
  return handle;
}

function byHand(viewer: Viewer, input: z.output<typeof influencerInputSchema>, handle: CanonicalHandle): NewInfluencer {
  return {
    workspaceId: viewer.workspaceId,
    name: input.name,
    platform: input.platform,
    handle: handle.handle,
    handleKey: handle.key,
    followers: input.followers ?? null,
    niche: input.niche,
    rate: input.rate,
    email: input.email ?? null,
  };
}

function figuresOf(profile: PlatformProfile) {
  return {
    followers: profile.followers,
    engagementRate: profile.engagementRate,
    profileUrl: profile.profileUrl,
    figuresSource: 'platform' as const,
    figuresReadAt: new Date(),
    figuresError: null,
  };
}

export function influencerOf(row: InfluencerRow): Influencer {
  return {
    id: row.id,
    name: row.name,
    platform: row.platform,
    handle: row.handle,
    profileUrl: row.profileUrl,
    followers: row.followers,
    engagementRate: row.engagementRate,
    niche: row.niche,
    rate: row.rate,
    email: row.email,
    status: row.status,
    figures: { source: row.figuresSource, readAt: row.figuresReadAt?.toISOString() ?? null, error: row.figuresError },
    createdAt: row.createdAt.toISOString(),
  };
}
