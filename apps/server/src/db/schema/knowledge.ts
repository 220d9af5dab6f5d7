import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses } from './account.ts';
import { createdAt } from './columns.ts';

/**
 * Knowledge bases (知识点). state (contracts KnowledgeState): 0 never submitted (or changed since
 * the last review), 2 under review (nothing of it changes), 3 approved, 4 rejected (reason says
 * why). updated_at moves with every change of the base, its questions, recordings and links.
 */
export const knowledgeBases = pgTable(
  'knowledge_bases',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    cname: text('cname').notNull(),
    state: smallint('state').notNull().default(0),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('knowledge_bases_business_cname_key').on(t.businessId, t.cname)],
);

/** The categories (分类) of a knowledge base; every question has one. */
export const knowledgeTags = pgTable(
  'knowledge_tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kbId: integer('kb_id')
      .notNull()
      .references(() => knowledgeBases.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('knowledge_tags_kb_name_key').on(t.kbId, t.name)],
);

/** A question of a knowledge base: its main question (name, unique in the base) and settings. */
export const knowledgeQuestions = pgTable(
  'knowledge_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kbId: integer('kb_id')
      .notNull()
      .references(() => knowledgeBases.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => knowledgeTags.id),
    name: text('name').notNull(),
    /** 1: the customer may interrupt the answer. */
    interrupt: smallint('interrupt').notNull().default(0),
    /** 1: an SMS of sms_template_code is sent when the question is answered. */
    sendSms: smallint('send_sms').notNull().default(0),
    smsTemplateCode: text('sms_template_code').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('knowledge_questions_kb_name_key').on(t.kbId, t.name),
    index('knowledge_questions_tag_idx').on(t.tagId),
  ],
);

/** Other ways customers ask a question (相似问法), at most 30 a question, in the dialog's order. */
export const knowledgeSimilarQuestions = pgTable(
  'knowledge_similar_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => knowledgeQuestions.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [index('knowledge_similar_questions_question_idx').on(t.questionId, t.position)],
);

/**
 * The three answers of a question (回答1-3, position 1-3). type audio: content is the name of a
 * recording (uploads kind knowledgeAudio of the base's business), description its text.
 */
export const knowledgeAnswers = pgTable(
  'knowledge_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => knowledgeQuestions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    type: text('type').notNull().default('text'),
    content: text('content').notNull().default(''),
    description: text('description').notNull().default(''),
  },
  (t) => [uniqueIndex('knowledge_answers_question_position_key').on(t.questionId, t.position)],
);

/** Similar-word dictionaries (相近词库) of an enterprise. */
export const dictionaries = pgTable(
  'dictionaries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    cname: text('cname').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('dictionaries_business_cname_key').on(t.businessId, t.cname)],
);

/** A standard term of a dictionary and the words customers use for it (a JSON array of text). */
export const dictionaryTerms = pgTable(
  'dictionary_terms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dictionaryId: integer('dictionary_id')
      .notNull()
      .references(() => dictionaries.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    synonyms: jsonb('synonyms').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('dictionary_terms_dictionary_term_key').on(t.dictionaryId, t.term)],
);

/** Which dictionaries a knowledge base uses (关联相近词库). */
export const knowledgeDictionaries = pgTable(
  'knowledge_dictionaries',
  {
    kbId: integer('kb_id')
      .notNull()
      .references(() => knowledgeBases.id, { onDelete: 'cascade' }),
    dictionaryId: integer('dictionary_id')
      .notNull()
      .references(() => dictionaries.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.kbId, t.dictionaryId] }),
    index('knowledge_dictionaries_dictionary_idx').on(t.dictionaryId),
  ],
);
