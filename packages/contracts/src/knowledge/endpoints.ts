import type { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import type { importTaskRow, knowledgeAnswerRow, knowledgeBaseRow, knowledgeSchemas, questionRow } from './schemas.ts';

/**
 * The knowledge base (modules-spec 3, service brainkb): the enterprise's named question-and-answer
 * sets (知识点, field cname), their categories, questions with three answers (text or a recording)
 * and the similar-word dictionaries linked to them. A base is submitted for review (state 2,
 * locked: nothing of it changes until reviewed), then approved (3) or rejected (4, with the
 * reason) by the platform operator. Changing an approved or rejected base puts it back to 0
 * 未提交, so what runs on calls is always what was reviewed last.
 */
const base = '/api/v1/knowledge/{businessId}';
const question = '/api/v1/knowledge/question/{businessId}';
const answer = '/api/v1/knowledge/answer/{businessId}';

const route = (path: string, summary: string) =>
  ({ service: 'brainkb', method: 'POST', path, auth: 'session', access: 'knowledge', summary }) as const;

export const knowledgeApi = defineEndpoints<typeof knowledgeSchemas>()({
  /** name (contains), sorted by updateTime (sortRule asc/desc, newest first by default). */
  queryKnowList: route(`${base}/query/list`, '知识点列表'),
  addKnow: route(`${base}/add`, '添加知识点'),
  /** Removes the bases with their categories, questions and dictionary links; refused while one is under review. */
  deleteKnowledgeByIds: route(`${base}/deleteKnowledgeByIds`, '删除知识点'),
  /** Every base of the enterprise, id and cname (the team page's ACD groups choose from it). */
  querylistByBus: route(`${base}/querylistByBus`, '企业全部知识点'),
  /** Refused without questions (341003) and while an import into the base runs (341007). */
  commitKbToReview: route(`${base}/commitKbToReview`, '提交知识点审核'),
  /** The platform operator (inner login) approves (3) or rejects (4, with the reason) a base under review. */
  reviewKnowledge: route(`${base}/reviewKb`, '审核知识点（运营）'),
  /**
   * 刷新: the original rebuilt its search index here. The dialogue engine builds its index from the
   * stored questions when a call or the experience chat starts, so this only marks the base updated.
   */
  refresh: route(`${base}/flush/addtask`, '刷新知识点'),
  /** Links (or, with deleted 1, unlinks) similar-word dictionaries to the base. */
  adddicrelation: route(`${base}/adddicrelation`, '关联相近词库'),
  /**
   * Adds a download-centre task (downloadType 20) that writes the base's questions in the import
   * template's columns; the answer has no rows.
   */
  exportKbQuestion: route(`${base}/exportKbQuestion`, '导出问题'),
  queryTags: route(`${base}/kbtag/query`, '分类列表'),
  /** rows[0].id is the new category. */
  addTag: route(`${base}/kbtag/add`, '新建分类'),
  /** Sorted by tagName (sortName) desc unless sortRule says asc. */
  queryQuestionList: route(`${question}/query/list`, '问题列表'),
  questionDetail: route(`${question}/query/detail`, '问题详情'),
  addSingleQuestion: route(`${question}/add/single`, '添加问题'),
  /** The answers keep their ids (matched by position 回答1-3); the similar questions are replaced. */
  editSingleQuestion: route(`${question}/edit/single`, '编辑问题'),
  deleteQuestionByIds: route(`${question}/delete/byids`, '删除问题'),
  /**
   * Multipart kbId and the spreadsheet `file` (.xls or .xlsx, 2 MB at most); rows[0].id is the
   * import task to follow with queryTask.
   */
  batchtask: route(`${question}/add/batchtask`, '批量添加问题'),
  /**
   * Multipart kbId, answerId (the answer to set the recording on, when it exists already),
   * questionId and the recording `record` (.wav by content, or .vox by name; 2 MB at most).
   * rows[0].path is the recording's name, sent as an audio answer's content.
   */
  recordFill: route(`${answer}/recordfile/add`, '上传回答录音'),
  /** The answer (id) goes back to its text. */
  recordfileDelete: route(`${answer}/recordfile/delete`, '删除回答录音'),
  /** GET, query `name` (an answer's audio content) and `token`: the recording, to the base's enterprise only. */
  recordFile: {
    service: 'brainkb',
    method: 'GET',
    path: `${answer}/recordfile`,
    auth: 'session',
    access: 'knowledge',
    summary: '回答录音文件',
  },
  /** rows[0].path below config staticUrl: the question import template. */
  exportTemplate: route('/api/v1/knowledge/template/{businessId}/query', '问题导入模板'),
  /**
   * 体验: the words of the line as the dialogue engine segments it (rows[0].analyzed, the words
   * separated by spaces). kbName is the base's id, as the original named its search index.
   */
  analyze: route('/api/v1/search/{businessId}/analyze', '体验：分词'),
  /**
   * 体验: the base's answer to the line, found as a call's knowledge step finds it (the engine's
   * index and threshold, with the base's linked dictionaries). rows[0].answer is the question's
   * first answer (audio: the recording's name, for recordFile); no rows when nothing is similar
   * enough (您的问题已超出范围). threshold, analyzed and source are accepted as the original
   * client sends them; the engine's own threshold decides.
   */
  queryByOr: route('/api/v1/search/{businessId}/or', '体验：问答'),
  /**
   * An import task of questions (batchtask) or dictionary terms (addBatch): status 1 running
   * (process in percent) until a final status (IMPORT_STATUS_TEXT). An unknown id, or another
   * enterprise's, answers status -1 任务不存在.
   */
  queryTask: route('/api/v1/task/{businessId}/query', '导入任务进度'),
});

/** A knowledge base's state (modules-spec 3.2); the client reads only 2 (locked) and 4 (reason). */
export const KnowledgeState = { draft: 0, reviewing: 2, approved: 3, rejected: 4 } as const;
export type KnowledgeStateValue = (typeof KnowledgeState)[keyof typeof KnowledgeState];

export const KNOWLEDGE_STATE_TEXT: Record<KnowledgeStateValue, string> = {
  0: '未提交',
  2: '审核中',
  3: '已通过',
  4: '未通过',
};

/**
 * The status of an import task (modules-spec 3.5). 2 (加载文件成功) is what the original's client
 * stops on; this server never answers it: a task goes from 1 straight to its final status.
 */
export const ImportStatus = {
  running: 1,
  loaded: 2,
  success: 6,
  uploadFailed: 7,
  loadFailed: 8,
  templateInvalid: 9,
  templateEmpty: 10,
  partial: 11,
  tooManySimilar: 12,
  notFound: -1,
} as const;
export type ImportStatusValue = (typeof ImportStatus)[keyof typeof ImportStatus];

export const IMPORT_STATUS_TEXT: Record<ImportStatusValue, string> = {
  1: '导入中',
  2: '加载文件成功',
  6: '导入成功',
  7: '上传失败',
  8: '加载文件失败',
  9: '模板格式错误',
  10: '模板为空',
  11: '部分导入失败',
  12: '超过30个相似问法，不能导入',
  [-1]: '任务不存在',
};

/** Limits of the question dialog (modules-spec 3.4) and of the imports (3.5). */
export const knowledgeLimits = {
  baseName: 10,
  tagName: 10,
  question: 60,
  similarQuestions: 30,
  similarQuestion: 200,
  answers: 3,
  answer: 500,
  smsTemplateCode: 64,
  /** A line typed in 体验. */
  experienceLine: 200,
  /** Recordings and import spreadsheets alike. */
  fileMaxBytes: 2 * 1024 * 1024,
} as const;

/** A question's answers by the names the dialog's tabs, the import's columns and the errors give them. */
export const ANSWER_NAMES = ['回答1', '回答2', '回答3'] as const;
/** The columns of the question import template and of the question export, in order. */
export const QUESTION_IMPORT_HEADER = ['分类', '主问法', '相似问法', ...ANSWER_NAMES] as const;
/** Where the templates are, below config staticUrl (exportTemplate and exportKnow answer these). */
export const QUESTION_TEMPLATE_PATH = '/templates/knowledge-import.xlsx';
export const TERM_TEMPLATE_PATH = '/templates/dictionary-import.xlsx';

export type KnowledgeBaseRow = z.output<typeof knowledgeBaseRow>;
export type QuestionRow = z.output<typeof questionRow>;
export type ImportTaskRow = z.output<typeof importTaskRow>;
export type KnowledgeAnswerRow = z.output<typeof knowledgeAnswerRow>;
