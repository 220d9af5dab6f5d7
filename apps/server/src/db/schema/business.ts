import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './account.ts';
import { createdAt } from './columns.ts';

/** The enterprise verification data of a business (the latest submission). */
export const enterpriseAuths = pgTable('enterprise_auths', {
  businessId: integer('business_id')
    .primaryKey()
    .references(() => businesses.id),
  enterpriseName: text('enterprise_name').notNull(),
  legalPersonName: text('legal_person_name').notNull(),
  legalPersonId: text('legal_person_id').notNull(),
  /** Three upload names, comma-separated: ID front, ID back, business licence. */
  attachmentPath: text('attachment_path').notNull(),
  createUser: text('create_user').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
