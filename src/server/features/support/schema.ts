import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { user } from '../../auth/schema';

/**
 * How the operator of this instance is reached for each support feature (Admin → Support): one row
 * for the instance. Not secrets: every customer whose plan includes an entry is shown it.
 */
export const supportContacts = pgTable(
  'support_contacts',
  {
    id: text('id').primaryKey().default('instance'),
    emailAddress: text('email_address'),
    emailHours: text('email_hours'),
    priorityAddress: text('priority_address'),
    priorityHours: text('priority_hours'),
    phoneNumber: text('phone_number'),
    phoneHours: text('phone_hours'),
    managerName: text('manager_name'),
    managerEmail: text('manager_email'),
    managerPhone: text('manager_phone'),
    onboardingUrl: text('onboarding_url'),
    onboardingEmail: text('onboarding_email'),
    onboardingNote: text('onboarding_note'),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('support_contacts_one_row', sql`${table.id} = 'instance'`)],
);
