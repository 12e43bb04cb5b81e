import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { TrackedLink } from '@/shared/monetization/programs';
import type { Database } from '../../../db/database';
import { TtlCache } from '../../../lib/ttl-cache';
import { monetizationLeadMagnets } from '../lead-magnets/schema';
import { monetizationPrograms } from '../programs/schema';
import { monetizationProducts } from '../products/schema';
import { monetizationLinks } from './schema';

// No 0/O or 1/l/I: a slug read off a printed page or a QR code's caption is typed right.
const slugAlphabet = '23456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const slugLength = 8;

/** What the redirect needs of a link, without a database round trip. */
export interface LinkTarget {
  linkId: string;
  workspaceId: string;
  destination: string;
  /** An A/B test's second destination, and the percent of visitors sent there. */
  variantB: string | null;
  split: number;
  medium: 'affiliate' | 'product' | 'lead-magnet';
  /** A paused program's or product's link still takes visitors there, without counting them. */
  counted: boolean;
}

export type LinkOwner = { programId: string } | { productId: string } | { leadMagnetId: string };

function newSlug(): string {
  let slug = '';
  for (let index = 0; index < slugLength; index++) slug += slugAlphabet[randomInt(slugAlphabet.length)];
  return slug;
}

/**
 * The tracked links of programs and products. The redirect reads them from a cache of 30 seconds
 * (unknown slugs too), which this process empties on every change it makes; another process sees a
 * change within those 30 seconds.
 */
export class TrackedLinks {
  private readonly targets = new TtlCache<string, LinkTarget | 'none'>(30_000, 50_000);

  constructor(
    private readonly db: Database,
    private readonly publicUrl: string,
  ) {}

  urlOf(slug: string): string {
    return `${this.publicUrl}/r/${slug}`;
  }

  shown(row: { id: string; slug: string; destination: string }): TrackedLink {
    return { id: row.id, slug: row.slug, url: this.urlOf(row.slug), destination: row.destination };
  }

  /** Makes the owner's link, or points the one it has at the new destination. */
  async setDestination(workspaceId: string, owner: LinkOwner, destination: string): Promise<TrackedLink> {
    const where =
      'programId' in owner
        ? eq(monetizationLinks.programId, owner.programId)
        : 'productId' in owner
          ? eq(monetizationLinks.productId, owner.productId)
          : eq(monetizationLinks.leadMagnetId, owner.leadMagnetId);
    const [updated] = await this.db
      .update(monetizationLinks)
      .set({ destination })
      .where(and(eq(monetizationLinks.workspaceId, workspaceId), where))
      .returning();
    if (updated) {
      this.forget(updated.slug);
      return this.shown(updated);
    }
    // Fifty-seven to the eighth: a clash is rare, and the unique index makes another try safe.
    for (;;) {
      const slug = newSlug();
      const [made] = await this.db
        .insert(monetizationLinks)
        .values({ workspaceId, slug, destination, ...owner })
        .onConflictDoNothing({ target: monetizationLinks.slug })
        .returning();
      if (made) {
        this.forget(slug);
        return this.shown(made);
      }
    }
  }

  async removeOf(workspaceId: string, owner: { productId: string }): Promise<void> {
    const removed = await this.db
      .delete(monetizationLinks)
      .where(and(eq(monetizationLinks.workspaceId, workspaceId), eq(monetizationLinks.productId, owner.productId)))
      .returning({ slug: monetizationLinks.slug });
    for (const { slug } of removed) this.forget(slug);
  }

  /** The links of these programs or products, by owner id. */
  async ofOwners(
    workspaceId: string,
    kind: 'program' | 'product' | 'lead-magnet',
    ids: readonly string[],
  ): Promise<Map<string, TrackedLink>> {
    if (ids.length === 0) return new Map();
    const column = {
      program: monetizationLinks.programId,
      product: monetizationLinks.productId,
      'lead-magnet': monetizationLinks.leadMagnetId,
    }[kind];
    const rows = await this.db
      .select()
      .from(monetizationLinks)
      .where(and(eq(monetizationLinks.workspaceId, workspaceId), inArray(column, [...ids])));
    return new Map(rows.map((row) => [(row.programId ?? row.productId ?? row.leadMagnetId)!, this.shown(row)]));
  }

  /** A status change or a deletion elsewhere: the redirect reads the link again. */
  forgetWorkspaceLinks(workspaceId: string): void {
    this.targets.deleteWhere((target) => target !== 'none' && target.workspaceId === workspaceId);
  }

  /** The redirect's read: from the cache, else one query. */
  async target(slug: string): Promise<LinkTarget | null> {
    const cached = this.targets.get(slug);
    if (cached !== undefined) return cached === 'none' ? null : cached;
    const readAt = this.targets.generation;
    const [row] = await this.db
      .select({
        linkId: monetizationLinks.id,
        workspaceId: monetizationLinks.workspaceId,
        destination: monetizationLinks.destination,
        variantB: monetizationLinks.variantB,
        split: monetizationLinks.split,
        leadMagnetStatus: monetizationLeadMagnets.status,
        programStatus: monetizationPrograms.status,
        productStatus: monetizationProducts.status,
      })
      .from(monetizationLinks)
      .leftJoin(monetizationPrograms, eq(monetizationPrograms.id, monetizationLinks.programId))
      .leftJoin(monetizationProducts, eq(monetizationProducts.id, monetizationLinks.productId))
      .leftJoin(monetizationLeadMagnets, eq(monetizationLeadMagnets.id, monetizationLinks.leadMagnetId))
      .where(eq(monetizationLinks.slug, slug));
    const target: LinkTarget | null = row
      ? {
          linkId: row.linkId,
          workspaceId: row.workspaceId,
          destination: row.destination,
          variantB: row.variantB,
          split: row.split,
          medium: row.programStatus ? 'affiliate' : row.productStatus ? 'product' : 'lead-magnet',
          counted: (row.programStatus ?? row.productStatus ?? row.leadMagnetStatus) === 'Active',
        }
      : null;
    this.targets.set(slug, target ?? 'none', { readAt });
    return target;
  }

  private forget(slug: string): void {
    this.targets.delete(slug);
  }
}
