import { BatchWriter, type BatchWriterOptions, defaultBatchOptions } from '../../../db/batch-writer';
import type { Database } from '../../../db/database';
import type { Logger } from '../../../logger';
import { existingProjectIds } from '../../../projects/directory';
import type { EventStore } from '../store/event-store';
import type { EventRow } from './event-row';

export type EventBufferOptions = BatchWriterOptions;
export const defaultBufferOptions = defaultBatchOptions;

/**
 * Events wait here and are written together through the event store (ADR 019). Each write marks the
 * days it touched stale, so their rollups are redone.
 */
export class EventBuffer extends BatchWriter<EventRow> {
  constructor(db: Database, store: EventStore, logger: Logger, options: EventBufferOptions = defaultBufferOptions) {
    super(
      {
        what: 'analytics events',
        logger,
        write: async (received) => {
          // A project deleted since its events arrived would fail the whole batch on its foreign key.
          const projectIds = [...new Set(received.map((row) => row.projectId))];
          const existing = new Set(await existingProjectIds(db, projectIds));
          const rows = received.filter((row) => existing.has(row.projectId));
          if (rows.length > 0) await store.append(rows);
        },
      },
      options,
    );
  }
}
