import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { type EmailList, type MembershipStatus, emailMessages, listInputSchema, membershipStatuses } from '@/shared/email/email';
import type { z } from 'zod';
import type { Database } from '../../../db/database';
import { readWorkspaceRows } from '../../../db/workspace-reads';
import { ServiceError, notFound } from '../../../lib/service-error';
import type { Viewer } from '../../../auth/viewer';
import { emailCampaigns, emailListMembers, emailLists } from '../schema';

type ListValues = z.output<typeof listInputSchema>;

/** The workspace's lists, each with its members by status and its public sign-up page. */
export class ListsService {
  constructor(
    private readonly db: Database,
    private readonly publicUrl: string,
  ) {}

  /** Kept until the workspace's lists or memberships change (db/workspace-reads.ts). */
  async list(viewer: Viewer): Promise<EmailList[]> {
    return readWorkspaceRows(
      this.db,
      {
        name: 'email.lists',
        tables: ['email_lists', 'email_list_members'],
        workspaceId: viewer.workspaceId,
        variant: '',
        rows: (lists) => lists.length,
      },
      () => this.read(viewer),
    );
  }

  private async read(viewer: Viewer): Promise<EmailList[]> {
    const rows = await this.db
      .select()
      .from(emailLists)
      .where(eq(emailLists.workspaceId, viewer.workspaceId))
      .orderBy(desc(emailLists.createdAt));
    const counts = await this.db
      .select({ listId: emailListMembers.listId, status: emailListMembers.status, members: count() })
      .from(emailListMembers)
      .where(eq(emailListMembers.workspaceId, viewer.workspaceId))
      .groupBy(emailListMembers.listId, emailListMembers.status);
    return rows.map((row) =>
      this.toList(
        row,
        counts.filter((entry) => entry.listId === row.id),
      ),
    );
  }

  async create(viewer: Viewer, values: ListValues): Promise<EmailList> {
    const [row] = await this.db
      .insert(emailLists)
      .values({ ...values, workspaceId: viewer.workspaceId })
      .returning();
    return this.toList(row!, []);
  }

  async update(viewer: Viewer, id: string, values: Partial<ListValues>): Promise<EmailList> {
    const [row] = await this.db
      .update(emailLists)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(emailLists.id, id), eq(emailLists.workspaceId, viewer.workspaceId)))
      .returning();
    if (!row) throw notFound();
    return (await this.list(viewer)).find((list) => list.id === id)!;
  }

  /** Its memberships go with it; subscribers stay in the workspace's audience. */
  async remove(viewer: Viewer, id: string): Promise<void> {
    const list = await this.owned(viewer, id);
    const [busy] = await this.db
      .select({ value: count() })
      .from(emailCampaigns)
      .where(and(eq(emailCampaigns.listId, list.id), inArray(emailCampaigns.status, ['scheduled', 'sending', 'paused'])));
    if ((busy?.value ?? 0) > 0) throw new ServiceError(409, 'LIST_IN_USE', emailMessages.listInUse);
    await this.db.delete(emailLists).where(eq(emailLists.id, list.id));
  }

  /** The list, if it is the viewer's workspace's. */
  async owned(viewer: Pick<Viewer, 'workspaceId'>, id: string): Promise<typeof emailLists.$inferSelect> {
    const [row] = await this.db
      .select()
      .from(emailLists)
      .where(and(eq(emailLists.id, id), eq(emailLists.workspaceId, viewer.workspaceId)));
    if (!row) throw notFound();
    return row;
  }

  formUrl(listId: string): string {
    return `${this.publicUrl}/m/subscribe/${listId}`;
  }

  private toList(row: typeof emailLists.$inferSelect, counts: ReadonlyArray<{ status: MembershipStatus; members: number }>): EmailList {
    const byStatus = Object.fromEntries(
      membershipStatuses.map((status) => [status, counts.find((entry) => entry.status === status)?.members ?? 0]),
    );
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      optIn: row.optIn,
      counts: byStatus as EmailList['counts'],
      formUrl: this.formUrl(row.id),
      createdAt: row.createdAt.toISOString(),
    };
  }
}
