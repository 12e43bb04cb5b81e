import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReportQuery } from '@/shared/analytics/analytics';
import type {
  MonetizationSettings,
  MonetizationSettingsInput,
  MonetizationSummary,
  RevenueEntry,
  RevenueEntryPage,
  RevenueImportResult,
  revenueInputSchema,
} from '@/shared/monetization/revenue';
import { requireEditor } from '../../../auth/permissions';
import type { Viewer } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import { ServiceError, notFound } from '../../../lib/service-error';
import { monetizationProducts } from '../products/schema';
import { monetizationPrograms } from '../programs/schema';
import { monetizationServices } from '../services/schema';
import { monetizationSettingsOf, saveMonetizationSettings } from '../settings/monetization-settings';
import { readRevenueCsv } from './revenue-csv';
import type { RevenueLedger } from './revenue-ledger';
import { recordRevenue } from './revenue-writer';
import { monetizationRevenue } from './schema';

/** Revenue the user records by hand or from a file, and the ledger's reads. */
export class RevenueService {
  constructor(
    private readonly db: Database,
    private readonly ledger: RevenueLedger,
  ) {}

  summary(viewer: Viewer, query: ReportQuery): Promise<MonetizationSummary> {
    return this.ledger.summary(viewer.workspaceId, query);
  }

  entries(viewer: Viewer, page: number): Promise<RevenueEntryPage> {
    return this.ledger.entries(viewer.workspaceId, page);
  }

  async record(viewer: Viewer, input: z.output<typeof revenueInputSchema>): Promise<RevenueEntry> {
    requireEditor(viewer);
    await this.requireOwnRows(viewer.workspaceId, input);
    const [id] = await recordRevenue(this.db, viewer.workspaceId, [
      {
        source: 'manual',
        dedupeKey: randomUUID(),
        stream: input.stream,
        amountMinor: input.amountMinor,
        currency: input.currency,
        occurredAt: new Date(`${input.date}T12:00:00Z`),
        notes: input.notes,
        programId: input.programId ?? null,
        productId: input.productId ?? null,
        serviceId: input.serviceId ?? null,
        createdBy: viewer.userId,
      },
    ]);
    return (await this.ledger.entry(viewer.workspaceId, id!))!;
  }

  async importCsv(viewer: Viewer, csv: string): Promise<RevenueImportResult> {
    requireEditor(viewer);
    const { rows, rejected } = readRevenueCsv(csv);
    const added = await recordRevenue(
      this.db,
      viewer.workspaceId,
      rows.map((row) => ({ ...row, createdBy: viewer.userId })),
    );
    return { added: added.length, duplicates: rows.length - added.length, rejected: rejected.slice(0, 20) };
  }

  settings(viewer: Viewer): Promise<MonetizationSettings> {
    return monetizationSettingsOf(this.db, viewer.workspaceId);
  }

  saveSettings(viewer: Viewer, settings: MonetizationSettingsInput): Promise<MonetizationSettings> {
    requireEditor(viewer);
    return saveMonetizationSettings(this.db, viewer.workspaceId, settings);
  }

  /** Only what was entered by hand or imported: a postback or a sale is corrected where it came from. */
  async remove(viewer: Viewer, id: string): Promise<void> {
    requireEditor(viewer);
    const removed = await this.db
      .delete(monetizationRevenue)
      .where(
        and(
          eq(monetizationRevenue.workspaceId, viewer.workspaceId),
          eq(monetizationRevenue.id, id),
          inArray(monetizationRevenue.source, ['manual', 'csv']),
        ),
      )
      .returning({ id: monetizationRevenue.id });
    if (removed.length === 0) throw notFound();
  }

  /** A program, product or service named must be the workspace's own. */
  private async requireOwnRows(
    workspaceId: string,
    input: { programId?: string | null; productId?: string | null; serviceId?: string | null },
  ) {
    const checks = [
      [monetizationPrograms, input.programId],
      [monetizationProducts, input.productId],
      [monetizationServices, input.serviceId],
    ] as const;
    for (const [table, id] of checks) {
      if (!id) continue;
      const [row] = await this.db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.workspaceId, workspaceId), eq(table.id, id)));
      if (!row) throw new ServiceError(400, 'VALIDATION_FAILED', 'That program, product or service is not in this workspace');
    }
  }
}
