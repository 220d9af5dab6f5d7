import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses, operators, users } from './account.ts';
import { createdAt } from './columns.ts';

/** Files people uploaded: stored under DATA_DIR/uploads/<business_id>/<name>. */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    /** Server-generated: random hex plus the extension (.png, .jpg, .wav, .vox, .xls, .xlsx). */
    name: text('name').notNull(),
    /** entAuth | headPhoto | knowledgeAudio | importFile */
    kind: text('kind').notNull(),
    /** The sniffed type: image/png, image/jpeg, audio/wav; audio/x-vox by the name (vox has no magic bytes). */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** The name the person's file had (for display and the log only). */
    originalName: text('original_name').notNull().default(''),
    userId: integer('user_id').references(() => users.id),
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_business_name_key').on(t.businessId, t.name)],
);
