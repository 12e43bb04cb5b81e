import { randomBytes } from 'node:crypto';
import { BatchWriter, type BatchWriterOptions } from '../../../db/batch-writer';
import type { Database } from '../../../db/database';
import type { Logger } from '../../../logger';
import { monetizationClicks } from './schema';

export interface ClickRow {
  clickId: string;
  linkId: string;
  workspaceId: string;
  visitorId: bigint;
  variant: number;
  contentId: string | null;
  occurredAt: Date;
}

/** 128 random bits, handed to the destination as `uc` and named back by a conversion. */
export function newClickId(): string {
  return randomBytes(16).toString('base64url');
}

// Small batches often: building and writing a batch holds the process (PGlite runs in it), and the
// redirects waiting behind a short hold keep their p99 low where one long hold a second would not.
const clickBatches: BatchWriterOptions = { flushEveryMs: 250, flushAtCount: 400 };

/** Tracked clicks, written in batches off the redirect's path (ADR 031): a crash loses at most a quarter of a second. */
export class ClickBuffer extends BatchWriter<ClickRow> {
  constructor(db: Database, logger: Logger, options: BatchWriterOptions = clickBatches) {
    super(
      {
        what: 'tracked clicks',
        logger,
        write: async (rows) => {
          await db
            .insert(monetizationClicks)
            .values([...rows])
            .onConflictDoNothing();
        },
      },
      options,
    );
  }
}
