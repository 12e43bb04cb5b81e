import { and, eq, isNull, lt } from 'drizzle-orm';
import type { WorkflowRun, WorkflowStep } from '@/shared/integrations/workflows';
import type { Database } from '../../../db/database';
import { workflowRuns } from './schema';

type RunRow = typeof workflowRuns.$inferSelect;

/** One run's log as it happens: each step is written when it ends, so the card shows a run in progress. */
export class RunLog {
  private constructor(
    private readonly db: Database,
    readonly id: string,
    private readonly steps: WorkflowStep[] = [],
  ) {}

  /**
   * Opens the run of `kind` for `eventId` (or for a scheduled run, its `periodKey`), or answers null
   * when that event or period already has one: a retried job never runs a workflow twice for one event
   * (posts are not written twice), nor a schedule twice in one period.
   */
  static async open(
    db: Database,
    run: { workspaceId: string; kind: string; trigger: string } & ({ eventId: string } | { periodKey: string; startedAt: Date }),
  ): Promise<RunLog | null> {
    const [row] = await db
      .insert(workflowRuns)
      .values({ ...run, status: 'running' })
      .onConflictDoNothing()
      .returning({ id: workflowRuns.id });
    return row ? new RunLog(db, row.id) : null;
  }

  /**
   * Takes up the running runs of `kind` that wait for `awaiting` (an audit's id), or none: the one
   * that takes them stops them waiting, so a redelivered event does not go on twice.
   */
  static async resume(db: Database, run: { workspaceId: string; kind: string; awaiting: string }): Promise<RunLog[]> {
    const rows = await db
      .update(workflowRuns)
      .set({ awaiting: null })
      .where(
        and(
          eq(workflowRuns.workspaceId, run.workspaceId),
          eq(workflowRuns.kind, run.kind),
          eq(workflowRuns.awaiting, run.awaiting),
          eq(workflowRuns.status, 'running'),
        ),
      )
      .returning({ id: workflowRuns.id, steps: workflowRuns.steps });
    return rows.map((row) => new RunLog(db, row.id, [...row.steps]));
  }

  /** The run stops here until what it waits for happens (see resume). */
  async waitFor(awaiting: string): Promise<void> {
    await this.db.update(workflowRuns).set({ awaiting }).where(eq(workflowRuns.id, this.id));
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

/** A run that works (not one waiting for an audit) ends within seconds; one still running after this was cut off. */
const interruptedAfterMs = 15 * 60_000;

/**
 * Ends the runs a stopped process left under way. They are not run again: what they did before
 * stopping (a post saved, a lead added) must not be done twice; the card says to check their steps.
 */
export async function failInterruptedRuns(db: Database, now: Date): Promise<number> {
  const interrupted = await db
    .update(workflowRuns)
    .set({
      status: 'failed',
      error: 'Uplift stopped during this run. It was not run again, so that nothing is done twice: check its steps.',
      finishedAt: now,
    })
    .where(
      and(
        eq(workflowRuns.status, 'running'),
        isNull(workflowRuns.awaiting),
        lt(workflowRuns.startedAt, new Date(now.getTime() - interruptedAfterMs)),
      ),
    )
    .returning({ id: workflowRuns.id });
  return interrupted.length;
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
