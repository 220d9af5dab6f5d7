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

export type KnowledgeBaseRow = z.output<typeof knowledgeBaseRow>;
export type QuestionRow = z.output<typeof questionRow>;
export type ImportTaskRow = z.output<typeof importTaskRow>;
export type KnowledgeAnswerRow = z.output<typeof knowledgeAnswerRow>;
