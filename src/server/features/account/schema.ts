import { customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../../auth/schema';

const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Profile photos, re-encoded by the server (no metadata survives) and kept in the database so every
 * instance of a scale-out deployment serves the same bytes.
 */
export const userPhotos = pgTable('user_photos', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytes('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
