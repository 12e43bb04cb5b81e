import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Suppression } from '@/shared/outreach/campaigns';
import { requireEditor } from '../../../auth/permissions';
import type { Viewer } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import { notFound } from '../../../lib/service-error';
import { emailRefusedAddresses, unsubscribeAddress } from '../../email';
import { outreachSuppressions } from './schema';

/**
 * Who a workspace never contacts: its outreach suppressions (an address, or a whole domain) and the
 * addresses Email Marketing has unsubscribed, bounced or had a complaint from. Shared both ways: an
 * outreach unsubscribe leaves the workspace's mailing lists too.
 */
export class Suppressions {
  constructor(private readonly db: Database) {}

  /** Whether mail to `address` (at the prospect's site `siteDomain`; none for an influencer) must not go. */
  async refuses(workspaceId: string, address: string, siteDomain: string | null): Promise<boolean> {
    return (await this.refusedAmong(workspaceId, [{ address, siteDomain }])).size > 0;
  }

  /**
   * Of these recipients, the addresses (in lower case) mail must not go to: the address, its domain
   * or the prospect's site suppressed here, or the address refused by Email Marketing. Two queries
   * for a whole batch.
   */
  async refusedAmong(workspaceId: string, recipients: readonly { address: string; siteDomain: string | null }[]): Promise<Set<string>> {
    const checks = recipients.map(({ address, siteDomain }) => {
      const lower = address.toLowerCase();
      return {
        address: lower,
        values: [lower, lower.slice(lower.lastIndexOf('@') + 1), ...(siteDomain ? [siteDomain.toLowerCase()] : [])],
      };
    });
    if (checks.length === 0) return new Set();
    const own = await this.db
      .select({ value: outreachSuppressions.value })
      .from(outreachSuppressions)
      .where(
        and(
          eq(outreachSuppressions.workspaceId, workspaceId),
          inArray(outreachSuppressions.value, [...new Set(checks.flatMap((check) => check.values))]),
        ),
      );
    const suppressed = new Set(own.map((row) => row.value));
    const left = await emailRefusedAddresses(
      this.db,
      workspaceId,
      checks.map((check) => check.address),
    );
    return new Set(
      checks
        .filter((check) => left.has(check.address) || check.values.some((value) => suppressed.has(value)))
        .map((check) => check.address),
    );
  }

  async add(workspaceId: string, values: readonly string[], reason: string): Promise<void> {
    if (values.length === 0) return;
    await this.db
      .insert(outreachSuppressions)
      .values([...new Set(values.map((value) => value.toLowerCase()))].map((value) => ({ workspaceId, value, reason })))
      .onConflictDoNothing();
  }

  /** The recipient asked not to be contacted again: the address and the site's domain, here and in Email Marketing. */
  async unsubscribe(workspaceId: string, address: string, siteDomain: string | null): Promise<void> {
    await this.add(workspaceId, siteDomain ? [address, siteDomain] : [address], 'unsubscribed');
    await unsubscribeAddress(this.db, workspaceId, address);
  }

  async list(viewer: Viewer): Promise<Suppression[]> {
    const rows = await this.db
      .select()
      .from(outreachSuppressions)
      .where(eq(outreachSuppressions.workspaceId, viewer.workspaceId))
      .orderBy(desc(outreachSuppressions.createdAt));
    return rows.map(shown);
  }

  async addByHand(viewer: Viewer, value: string): Promise<Suppression> {
    requireEditor(viewer);
    await this.add(viewer.workspaceId, [value], 'manual');
    const [row] = await this.db
      .select()
      .from(outreachSuppressions)
      .where(and(eq(outreachSuppressions.workspaceId, viewer.workspaceId), eq(outreachSuppressions.value, value.toLowerCase())));
    return shown(row!);
  }

  async remove(viewer: Viewer, id: string): Promise<void> {
    requireEditor(viewer);
    const removed = await this.db
      .delete(outreachSuppressions)
      .where(and(eq(outreachSuppressions.id, id), eq(outreachSuppressions.workspaceId, viewer.workspaceId)))
      .returning({ id: outreachSuppressions.id });
    if (removed.length === 0) throw notFound();
  }
}

function shown(row: typeof outreachSuppressions.$inferSelect): Suppression {
  return { id: row.id, value: row.value, reason: row.reason, createdAt: row.createdAt.toISOString() };
}
