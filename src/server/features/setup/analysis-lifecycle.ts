import { and, eq, lt, notInArray, or, sql } from 'drizzle-orm';
import { setupMessages } from '@/shared/setup';
import type { Database } from '../../db/database';
import { websiteAnalyses } from './schema';

/** A running analysis says it is alive this often, whatever it is waiting for (a page, a reader, the AI). */
const heartbeatMs = 10_000;
/** Three missed heartbeats: the process that ran it has died (a crash, a kill, a restart). */
export const runningSilentMs = 3 * heartbeatMs;
/** A queued analysis waits for a worker; its job expires after 5 minutes, so past 6 it never starts. */
export const queuedSilentMs = 6 * 60_000;

/** Keeps a running analysis's heartbeat (its updatedAt) fresh until the returned stop is called. */
export function keepAlive(db: Database, analysisId: string): () => void {
  const timer = setInterval(() => {
    void db
      .update(websiteAnalyses)
      .set({ updatedAt: new Date() })
      .where(and(eq(websiteAnalyses.id, analysisId), eq(websiteAnalyses.status, 'running')))
      .catch(() => undefined);
  }, heartbeatMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Core §8 has a text for a website that could not be analysed, and a general one for the rest. */
export function failureText(mode: 'url' | 'manual' | 'upload'): string {
  return mode === 'url' ? setupMessages.analyzeFailed : setupMessages.analysisFailed;
}

const failureByMode = sql`case when ${websiteAnalyses.mode} = 'url' then ${setupMessages.analyzeFailed} else ${setupMessages.analysisFailed} end`;

/**
 * Ends as failed the workspace's analyses whose process died: running ones silent past three
 * heartbeats, queued ones whose job has expired. They free their slot at once.
 */
export async function failAbandonedAnalyses(db: Database, workspaceId: string): Promise<void> {
  const now = Date.now();
  await db
    .update(websiteAnalyses)
    .set({ status: 'failed', error: failureByMode, updatedAt: new Date(now) })
    .where(
      and(
        eq(websiteAnalyses.workspaceId, workspaceId),
        or(
          and(eq(websiteAnalyses.status, 'running'), lt(websiteAnalyses.updatedAt, new Date(now - runningSilentMs))),
          and(eq(websiteAnalyses.status, 'queued'), lt(websiteAnalyses.updatedAt, new Date(now - queuedSilentMs))),
        ),
      ),
    );
}

/**
 * At start, when this process is the database's only worker (the embedded default, where one process
 * owns the data folder), what the last run left under way either runs now or never will: analyses
 * still running were cut off, and queued ones whose job no longer waits (the run stopped between
 * storing one and queueing its job, or while its job was being taken) have nothing to start them.
 * Both end as failed; queued ones with a waiting job keep it and run once, as the job is taken.
 */
export async function failInterruptedAnalyses(db: Database, waitingAnalysisIds: readonly string[]): Promise<void> {
  const neverStarting = and(eq(websiteAnalyses.status, 'queued'), notInArray(websiteAnalyses.id, [...waitingAnalysisIds]));
  await db
    .update(websiteAnalyses)
    .set({ status: 'failed', error: failureByMode, updatedAt: new Date() })
    .where(or(eq(websiteAnalyses.status, 'running'), neverStarting));
}
