import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ProductStatus, ProductType } from '@/shared/monetization/products';
import { workspaces } from '../../../tenancy/schema';

/** A digital product the workspace sells; its sale page's tracked link, if any, is in monetization_links. */
export const monetizationProducts = pgTable(
  'monetization_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<ProductType>().notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<ProductStatus>().notNull().default('Active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('monetization_products_workspace_idx').on(table.workspaceId, table.createdAt)],
);
