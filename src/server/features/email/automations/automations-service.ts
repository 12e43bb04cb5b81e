import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type EmailAutomation, type automationInputSchema, automationMessages, emailMessages } from '@/shared/email/email';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import { ServiceError, notFound } from '../../../lib/service-error';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import type { ListsService } from '../lists/lists-service';
import { emailAutomationRuns, emailAutomations } from '../schema';
import type { EmailSettingsService } from '../settings/email-settings';

type AutomationValues = z.output<typeof automationInputSchema>;

/** Welcome e-mails and drip sequences (Email automation, Professional and up). */
export class AutomationsService {
  constructor(
    private readonly deps: {
      db: Database;
      entitlements: Entitlements;
      lists: ListsService;
      settings: EmailSettingsService;
      wake: () => Promise<void>;
    },
  ) {}

  async list(viewer: Viewer): Promise<EmailAutomation[]> {
    const rows = await this.deps.db
      .select()
      .from(emailAutomations)
      .where(eq(emailAutomations.workspaceId, viewer.workspaceId))
      .orderBy(desc(emailAutomations.createdAt));
    return this.withFigures(rows);
  }

  async create(viewer: Viewer, values: AutomationValues): Promise<EmailAutomation> {
    await this.check(viewer, values.listId);
    const [row] = await this.deps.db
      .insert(emailAutomations)
      .values({ ...values, workspaceId: viewer.workspaceId })
      .returning();
    return (await this.withFigures([row!]))[0]!;
  }

  async update(viewer: Viewer, id: string, values: AutomationValues): Promise<EmailAutomation> {
    await this.check(viewer, values.listId);
    return this.change(viewer, id, { ...values });
  }

  /** On: everyone who joins the list from now on goes through it. Off: nobody gets its next e-mail until it is on again. */
  async setEnabled(viewer: Viewer, id: string, enabled: boolean): Promise<EmailAutomation> {
    if (enabled) {
      (await this.deps.entitlements.of(allowanceOf(viewer))).requireFeature('email_automation', automationMessages.notOnPlan);
      // Its e-mails carry the postal address anti-spam law asks for, as campaigns do.
      if (!(await this.deps.settings.get(viewer)).postalAddress.trim())
        throw new ServiceError(400, 'POSTAL_ADDRESS_NEEDED', emailMessages.postalAddressNeeded);
    }
    const automation = await this.change(viewer, id, { enabled });
    if (enabled) await this.deps.wake();
    return automation;
  }

  async remove(viewer: Viewer, id: string): Promise<void> {
    const removed = await this.deps.db
      .delete(emailAutomations)
      .where(and(eq(emailAutomations.id, id), eq(emailAutomations.workspaceId, viewer.workspaceId)))
      .returning({ id: emailAutomations.id });
    if (removed.length === 0) throw notFound();
  }

  /**
   * Starts the list's automations that are on for people who have just joined it (a confirmed
   * sign-up, or added by hand): their first e-mail is due after its delay.
   */
  async enroll(workspaceId: string, listId: string, subscriberIds: readonly string[]): Promise<void> {
    if (subscriberIds.length === 0) return;
    const automations = await this.deps.db
      .select()
      .from(emailAutomations)
      .where(and(eq(emailAutomations.workspaceId, workspaceId), eq(emailAutomations.listId, listId), eq(emailAutomations.enabled, true)));
    if (automations.length === 0) return;
    const now = Date.now();
    await this.deps.db
      .insert(emailAutomationRuns)
      .values(
        automations.flatMap((automation) =>
          subscriberIds.map((subscriberId) => ({
            automationId: automation.id,
            subscriberId,
            workspaceId,
            nextAt: new Date(now + (automation.steps[0]?.delayHours ?? 0) * 3_600_000),
          })),
        ),
      )
      .onConflictDoNothing();
    await this.deps.wake();
  }

  private async check(viewer: Viewer, listId: string): Promise<void> {
    await this.deps.lists.owned(viewer, listId);
  }

  private async change(viewer: Viewer, id: string, values: Partial<typeof emailAutomations.$inferInsert>): Promise<EmailAutomation> {
    const [row] = await this.deps.db
      .update(emailAutomations)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(emailAutomations.id, id), eq(emailAutomations.workspaceId, viewer.workspaceId)))
      .returning();
    if (!row) throw notFound();
    return (await this.withFigures([row]))[0]!;
  }

  private async withFigures(rows: ReadonlyArray<typeof emailAutomations.$inferSelect>): Promise<EmailAutomation[]> {
    const active = rows.length
      ? await this.deps.db
          .select({ automationId: emailAutomationRuns.automationId, people: count() })
          .from(emailAutomationRuns)
          .where(
            and(
              inArray(
                emailAutomationRuns.automationId,
                rows.map((row) => row.id),
              ),
              sql`${emailAutomationRuns.status} in ('active', 'sending')`,
            ),
          )
          .groupBy(emailAutomationRuns.automationId)
      : [];
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      kind: row.kind,
      listId: row.listId,
      enabled: row.enabled,
      steps: row.steps,
      active: active.find((entry) => entry.automationId === row.id)?.people ?? 0,
      sent: row.sentCount,
    }));
  }
}
