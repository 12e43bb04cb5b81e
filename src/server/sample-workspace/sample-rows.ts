import type { Database } from '../db/database';
import type { SampleProject } from '../projects/sample';

export type { SampleProject } from '../projects/sample';

/** The transaction a Sample workspace is made in: its rows are written all or nothing. */
export type SampleTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Records an event in the sample's activity, marked `sample: true`; all are written at the end. */
export type RecordSampleEvent = (type: string, description: string, createdAt: Date, data: Record<string, unknown>) => void;

/** What an area's sample rows are written for: a new Sample workspace and its projects. */
export interface SampleScope {
  workspaceId: string;
  /** Who loaded it: the author of the sample's rows. */
  userId: string;
  /** The moment of loading: every date counts from it, so the sample always looks current. */
  now: Date;
  /** The sample projects, written first (projects/sample.ts), in their order. */
  projects: readonly SampleProject[];
  event: RecordSampleEvent;
}

/**
 * An area's part of the Sample workspace (ADR 008), handed to the core through its module
 * (`ServerModule.sample`). The core makes the workspace and its projects, then calls each area's
 * `insert` in the order of the list in modules.ts, all in one transaction.
 */
export interface SampleRows {
  /** Writes the area's labelled sample rows into the new workspace. */
  insert?(tx: SampleTransaction, sample: SampleScope): Promise<void>;
}
