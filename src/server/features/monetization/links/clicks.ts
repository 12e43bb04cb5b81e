import { randomBytes } from 'node:crypto';
import { BatchWriter, type BatchWriterOptions, defaultBatchOptions } from '../../../db/batch-writer';
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

/** Tracked clicks, written in batches off the redirect's path (ADR 031): a crash loses at most a second. */
export class ClickBuffer extends BatchWriter<ClickRow> {
  constructor(db: Database, logger: Logger, options: BatchWriterOptions = defaultBatchOptions) {
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
