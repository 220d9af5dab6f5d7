import type { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import type { dictionaryRow, dictionarySchemas, termRow } from './schemas.ts';

/**
 * Similar-word dictionaries (相近词库, modules-spec 3.6, service brainkb): named lists of standard
 * terms, each with the words customers use for it. Knowledge bases link to them (adddicrelation);
 * the dialogue engine treats a term and its synonyms as one word.
 */
const dic = '/api/v1/dic/{businessId}';
const term = '/api/v1/dic/term/{businessId}';

const route = (path: string, summary: string) =>
  ({ service: 'brainkb', method: 'POST', path, auth: 'session', access: 'knowledge', summary }) as const;

export const dictionaryApi = defineEndpoints<typeof dictionarySchemas>()({
  /**
   * The enterprise's dictionaries, oldest first. With kbId, `selected` says which are linked to
   * that knowledge base (the detail page's 关联相近词库); without, it is 0.
   */
  queryDicList: route(`${dic}/query/list`, '相近词库列表'),
  /** cname with every whitespace removed. */
  addDict: route(`${dic}/add`, '新建词库'),
  /** Removes the dictionary, its terms and its links; refused while a linked base is under review. */
  delDict: route(`${dic}/deletedic`, '删除词库'),
  /** Adds a download-centre task (downloadType 21) of the dictionary's terms; the answer has no rows. */
  exportDic: route(`${dic}/flush/exportDic`, '导出词库'),
  /** 刷新词典: the dialogue engine reads the terms when it starts a dialogue; this marks the dictionary updated. */
  addTask: route(`${dic}/flush/addtask`, '刷新词库'),
  /** rows[0]: the dictionary with a page of its terms. */
  queryDicDetail: route(`${dic}/query/detail`, '词库详情'),
  /**
   * Adds a term, or with id changes one. synonyms is one text split on commas (ASCII or
   * full-width), trimmed, without repeats or the term itself.
   */
  addSingle: route(`${term}/add/single`, '添加或编辑标准词'),
  queryDetail: route(`${term}/query/detail`, '标准词详情'),
  /** The terms containing `term` (spaces ignored), or all of them when it is empty. */
  queryByterm: route(`${term}/query/byterm`, '搜索标准词'),
  delDicbyids: route(`${term}/delete/byids`, '删除标准词'),
  /** Multipart dicId and the spreadsheet `file`; rows[0].id is the import task (knowledgeApi.queryTask). */
  addBatch: route(`${term}/add/batch`, '批量添加标准词'),
  /** rows[0].path below config staticUrl: the term import template. */
  exportKnow: route('/api/v1/dic/template/{businessId}/query', '词库导入模板'),
});

export type DictionaryRow = z.output<typeof dictionaryRow>;
export type TermRow = z.output<typeof termRow>;
