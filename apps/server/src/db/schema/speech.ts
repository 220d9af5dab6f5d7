import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './account.ts';
import { createdAt } from './columns.ts';

/** Intention tags of a business's scripts (queryLabelOptionList). */
export const intentionTags = pgTable(
  'intention_tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    contextId: text('context_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** 1 the tag comes from a script (talk script), 0 a business-wide tag. */
    talkScriptFlag: smallint('talk_script_flag').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('intention_tags_business_name_key').on(t.businessId, t.name)],
);

/**
 * The enterprise's speech scripts. `draft` is the flow document being edited (null for scripts
 * made before drafts existed: read as the empty script); its revision counts saves so two editors
 * cannot overwrite each other. status: 0 never submitted, 1 under review, 2 rejected, 3 approved,
 * 4 published (contracts ScriptStatus). A deleted script keeps its row, so past calls keep its
 * name in the report.
 */
export const speechSkills = pgTable(
  'speech_skills',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    name: text('name').notNull(),
    status: smallint('status').notNull().default(4),
    /** 1 普通话术, 2 动态话术. */
    type: smallint('type').notNull().default(1),
    industryType: text('industry_type').notNull().default(''),
    draft: jsonb('draft'),
    draftRevision: integer('draft_revision').notNull().default(0),
    /** The draft revision last submitted for review: a draft of another revision has changes. */
    submittedRevision: integer('submitted_revision'),
    /** The version tasks run; null before the first publication. */
    publishedVersion: integer('published_version'),
    /** 1 while a running task uses the script. */
    taskStatus: smallint('task_status').notNull().default(0),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('speech_skills_business_name_key').on(t.businessId, t.name).where(sql`${t.deletedAt} is null`)],
);

/**
 * Frozen versions of a script: made by submitting the draft, then reviewed and perhaps published.
 * status (contracts VersionStatus): 1 under review, 2 rejected (remark says why), 3 approved,
 * 4 published (the one tasks run), 5 published before and replaced since.
 */
export const speechSkillVersions = pgTable(
  'speech_skill_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    speechSkillId: integer('speech_skill_id')
      .notNull()
      .references(() => speechSkills.id),
    version: integer('version').notNull(),
    document: jsonb('document').notNull(),
    status: smallint('status').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('speech_skill_versions_skill_version_key').on(t.speechSkillId, t.version)],
);

/** The platform's script templates (话术模板), the same for every enterprise. */
export const scriptTemplates = pgTable(
  'script_templates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    type: smallint('type').notNull().default(1),
    industryType: text('industry_type').notNull().default(''),
    document: jsonb('document').notNull(),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('script_templates_name_key').on(t.name)],
);
