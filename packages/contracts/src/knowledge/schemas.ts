import { z } from 'zod';
import { CATALOGUE_NAME_PATTERN } from '../rules.ts';
import { flagValue } from '../schemas/endpoint.ts';
import {
  chosenId,
  flag,
  idLike,
  idList,
  integer,
  optionalInteger,
  optionalText,
  paging,
  requiredText,
  sortOrder,
  text,
} from '../schemas/fields.ts';
import { ImportStatus, KnowledgeState, knowledgeLimits } from './constants.ts';

const kbId = integer('知识点ID', { positive: true });
const questionId = integer('问题ID', { positive: true });
const baseName = requiredText('知识点名称', knowledgeLimits.baseName, '请输入知识点名称').regex(
  CATALOGUE_NAME_PATTERN,
  '知识点名称格式不正确',
);
const tagName = requiredText('分类名称', knowledgeLimits.tagName, '请输入分类名称').regex(
  CATALOGUE_NAME_PATTERN,
  '分类名称格式不正确',
);
const answerType = z.enum(['text', 'audio'], { error: '回答类型格式错误' });

/** One of the dialog's three answers; `content` is the recording's name for audio, else the text. */
function answerInput(label: string) {
  return z.object({
    id: optionalInteger(`${label}ID`, { positive: true }),
    name: optionalText(`${label}名称`, 10),
    rule: optionalText(`${label}规则`, 200),
    type: answerType.default('text'),
    content: optionalText(`${label}内容`, knowledgeLimits.answer),
    description: optionalText(label, knowledgeLimits.answer),
  });
}

type SimilarInput = { question?: string | null; id?: number | string | null };
const isBlankSimilar = (item: SimilarInput | string) =>
  typeof item === 'string' ? item.trim() === '' : !item?.question || item.question.trim() === '';

/** The dialog starts with one empty similar question: blanks are dropped before the limit applies. */
const questionExtends = z
  .preprocess(
    (value: SimilarInput[] | null | undefined) =>
      Array.isArray(value) ? value.filter((item) => !isBlankSimilar(item)) : (value ?? []),
    z
      .array(
        z.object({
          id: optionalInteger('相似问法ID', { positive: true }),
          question: text('相似问法', knowledgeLimits.similarQuestion),
        }),
        { error: '相似问法格式错误' },
      )
      .max(knowledgeLimits.similarQuestions, '最多增加添加30个相似问法')
      .describe('相似问法'),
  )
  .default([]);

const questionFields = z.object({
  kbId,
  question: requiredText('主问法', knowledgeLimits.question, '请输入主问法'),
  questionExtends,
  answers: z
    .tuple([answerInput('回答1'), answerInput('回答2'), answerInput('回答3')], { error: '回答必须为3个' })
    .describe('回答1、回答2、回答3'),
  tagId: chosenId('请选择分类'),
  interrupt: flag('回答支持打断').default(0),
  isSendSms: flag('发短信').default(0),
  // No SMS templates exist yet (settings 9.1 is not built): any code the form sends is kept as it is.
  smsTemplateCode: optionalText('短信模板', knowledgeLimits.smsTemplateCode),
});

/** 发短信 ticked needs the template. */
const smsChosen = (body: { isSendSms: 0 | 1; smsTemplateCode?: string }) =>
  body.isSendSms === 0 || Boolean(body.smsTemplateCode);
const SMS_RULE = { message: '请选择短信', path: ['smsTemplateCode'] };

const dictionaryLink = z.object({ id: z.number().int(), cname: z.string() });

export const knowledgeBaseRow = z.object({
  id: z.number().int(),
  cname: z.string(),
  questionCount: z.number().int(),
  /** YYYY-MM-DD HH:mm:ss in the report time zone: the last change of the base or its content. */
  updateTime: z.string(),
  /** The linked dictionaries; empty shows 未关联. */
  dics: z.array(dictionaryLink),
  state: z.enum(KnowledgeState),
  stateName: z.string(),
  /** Why the review failed (state 4); '' otherwise. */
  reason: z.string(),
});

const answerRow = z.object({
  id: z.number().int(),
  type: answerType,
  /** The recording's name for audio (play it with recordFile), else the text. */
  content: z.string(),
  description: z.string(),
});

export const questionRow = z.object({
  id: z.number().int(),
  tagId: z.number().int(),
  tagName: z.string(),
  name: z.string(),
  /** Always three, 回答1 to 回答3; an unused one has empty content. */
  answers: z.array(answerRow),
});

export const importTaskRow = z.object({
  id: z.number().int(),
  status: z.enum(ImportStatus),
  /** 0-100. */
  process: z.number().int().min(0).max(100),
  /** The final status's text; for 11 the first line is 导入完成：成功N条，失败M条, then a line per rejected row. */
  msg: z.string(),
  /**
   * For 11: the download-centre task (downloadType 22, finished) whose file lists the rejected
   * rows with a 失败原因 column; download it with downloadFile. null otherwise.
   */
  rejectedRowsTaskId: z.number().int().nullable(),
});

/** A line of 体验 with the base to ask, as the original client sends it. */
const experienceBody = z.object({
  content: requiredText('问题', knowledgeLimits.experienceLine, '请输入问题'),
  kbName: integer('知识点ID', { positive: true }),
  threshold: z.number({ error: '阈值格式错误' }).min(0, '阈值格式错误').max(1, '阈值格式错误').optional(),
  analyzed: flag('分词').optional(),
  source: optionalInteger('来源'),
});

export const knowledgeAnswerRow = z.object({
  /** The question answered and the text of it (question or similar question) the line matched. */
  id: z.number().int(),
  question: z.string(),
  matched: z.string(),
  /** 0-1, at least the engine's threshold. */
  score: z.number(),
  answer: z.object({
    contentType: answerType,
    /** The text, or the recording's name (play it with recordFile). */
    answer: z.string(),
    /** The question's id. */
    id: z.number().int(),
  }),
});

const pathRow = z.object({ path: z.string() });
const idRow = z.object({ id: z.number().int() });

export const knowledgeSchemas = {
  queryKnowList: {
    body: z.object({ name: optionalText('知识点名称', 50), ...paging(10), sortRule: sortOrder() }),
    row: knowledgeBaseRow,
  },
  addKnow: { body: z.object({ cname: baseName }), row: idRow },
  deleteKnowledgeByIds: { body: z.object({ ids: idList('知识点ID', 100) }) },
  querylistByBus: {
    body: z.object(paging(1000, 1000)),
    row: z.object({ id: z.number().int(), cname: z.string() }),
  },
  commitKbToReview: { body: z.object({ kbId }), row: z.object({ state: z.enum(KnowledgeState) }) },
  reviewKnowledge: {
    body: z
      .object({
        kbId,
        approve: z.boolean({ error: '请选择审核结果' }),
        reason: optionalText('失败原因', 200),
      })
      .refine((body) => body.approve || Boolean(body.reason), { message: '请填写失败原因', path: ['reason'] }),
    row: z.object({ state: z.enum(KnowledgeState) }),
  },
  refresh: { body: z.object({ kbId }) },
  adddicrelation: {
    body: z.object({ id: kbId, dicIds: idList('词库ID', 100), deleted: flag('取消关联').optional() }),
  },
  exportKbQuestion: { body: z.object({ id: kbId, sysType: idLike('系统类型') }) },
  queryTags: { body: z.object({ kbId }), row: z.object({ id: z.number().int(), name: z.string() }) },
  addTag: { body: z.object({ kbId, name: tagName }), row: idRow },
  queryQuestionList: {
    body: z.object({
      kbId,
      ...paging(10),
      sortName: z.enum(['tagName'], { error: '排序字段格式错误' }).optional(),
      /** Absent sorts by tagName desc. */
      sortRule: sortOrder(),
    }),
    row: questionRow,
  },
  questionDetail: {
    body: z.object({ id: questionId }),
    row: z.object({
      id: z.number().int(),
      kbId: z.number().int(),
      name: z.string(),
      questionExtends: z.array(z.object({ id: z.number().int(), question: z.string() })),
      tagId: z.number().int(),
      tagName: z.string(),
      answers: z.array(answerRow.extend({ name: z.string() })),
      interrupt: flagValue,
      isSendSms: flagValue,
      smsTemplateCode: z.string(),
    }),
  },
  addSingleQuestion: { body: questionFields.refine(smsChosen, SMS_RULE), row: idRow },
  editSingleQuestion: { body: questionFields.extend({ id: questionId }).refine(smsChosen, SMS_RULE) },
  deleteQuestionByIds: { body: z.object({ kbId, ids: idList('问题ID', 500) }) },
  batchtask: { upload: { fileField: 'file', fields: z.object({ kbId }) }, row: idRow },
  recordFill: {
    upload: {
      fileField: 'record',
      aliases: ['file'],
      fields: z.object({
        kbId,
        answerId: optionalInteger('回答ID', { positive: true }),
        questionId: optionalInteger('问题ID', { positive: true }),
      }),
    },
    row: pathRow,
  },
  recordfileDelete: { body: z.object({ id: integer('回答ID', { positive: true }) }) },
  recordFile: {
    query: z.object({
      name: text('录音', 80).regex(/^[a-f0-9]{32}\.(wav|vox)$/, '录音格式错误'),
      token: optionalText('令牌', 200),
    }),
    file: 'audio/wav',
  },
  exportTemplate: { body: z.object({}), row: pathRow },
  analyze: { body: experienceBody, row: z.object({ analyzed: z.string(), words: z.array(z.string()) }) },
  queryByOr: { body: experienceBody, row: knowledgeAnswerRow },
  queryTask: { body: z.object({ id: integer('任务ID', { positive: true }) }), row: importTaskRow },
};
