import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './account.ts';
import { createdAt } from './columns.ts';
import { speechSkills } from './speech.ts';

/**
 * AI接待's rules (modules-spec 5.1): the published script that answers an inbound number of the
 * enterprise. `rule` is the router's rule as the console saved it (rule_template.json's shape;
 * queryCPNInfoWithBus answers it as itemJson); the script's id and name are kept beside it so an
 * inbound call finds its script without reading the JSON. One rule per number.
 */
export const receptionRules = pgTable(
  'reception_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    cpnCode: text('cpn_code').notNull(),
    /** The caller the rule matches; * is any. */
    ani: text('ani').notNull().default('*'),
    speechSkillId: integer('speech_skill_id')
      .notNull()
      .references(() => speechSkills.id),
    robotName: text('robot_name').notNull(),
    rule: jsonb('rule').notNull(),
    /** The account that saved it last (the call's traceId). */
    updatedBy: text('updated_by').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('reception_rules_business_code_key').on(t.businessId, t.cpnCode)],
);
