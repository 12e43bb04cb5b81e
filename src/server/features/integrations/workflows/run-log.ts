import { eq } from 'drizzle-orm';
import type { WorkflowRun, WorkflowStep } from '@/shared/integrations/workflows';
import type { Database } from '../../../db/database';
import { workflowRuns } from './schema';

type RunRow = typeof workflowRuns.$inferSelect;

/** One run's log as it happens: each step is written when it ends, so the card shows a run in progress. */
export class RunLog {
  private readonly steps: WorkflowStep[] = [];

  private constructor(
    private readonly db: Database,
    readonly id: string,
  ) {}

  /**
   * Opens the run of `kind` for `eventId`, or answers null when that event already has one: a retried
   * job never runs a workflow twice for one event (posts are not written twice).
   */
  static async open(db: Database, run: { workspaceId: string; kind: string; eventId: string; trigger: string }): Promise<RunLog | null> {
    const [row] = await db
      .insert(workflowRuns)
      .values({ ...run, status: 'running' })
      .onConflictDoNothing({ target: [workflowRuns.workspaceId, workflowRuns.kind, workflowRuns.eventId] })
      .returning({ id: workflowRuns.id });
    return row ? new RunLog(db, row.id) : null;
  }

  async step(label: string, status: WorkflowStep['status'], detail: string | null = null): Promise<void> {
    this.steps.push({ label, status, detail });
    await this.db.update(workflowRuns).set({ steps: this.steps }).where(eq(workflowRuns.id, this.id));
  }

  async finish(status: 'succeeded' | 'skipped'): Promise<void> {
    await this.db.update(workflowRuns).set({ status, steps: this.steps, finishedAt: new Date() }).where(eq(workflowRuns.id, this.id));
  }

  async fail(error: string): Promise<void> {
    await this.db
      .update(workflowRuns)
      .set({ status: 'failed', error, steps: this.steps, finishedAt: new Date() })
      .where(eq(workflowRuns.id, this.id));
  }
}

export function runOf(row: RunRow): WorkflowRun {
  return {
    id: row.id,
    trigger: row.trigger,
    status: row.status,
    steps: row.steps,
    error: row.error,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
