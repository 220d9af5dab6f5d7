import type { z } from 'zod';
import { defineEndpoints, type RowOf } from '../endpoint.ts';
import type { speechSchemas, speechSkillRow } from './schemas.ts';

/**
 * The script library (modules-spec 2, service brain): the enterprise's scripts and the platform's
 * templates, and the editor's calls. A script has a draft (edited) and versions: submitting
 * freezes the draft as a version under review (status 1); the operator approves (3 待发布) or
 * rejects it (2 审核未通过, with the reason); publishing makes the approved version the one tasks
 * run (4 已发布). Published versions are kept and can be restored into the draft.
 */
const base = '/api/v1/speechSkill/{businessId}';

export const speechApi = defineEndpoints<typeof speechSchemas>()({
  /** The enterprise's scripts: name (contains), status, id, sorting; also the report's script filter. */
  querySpeechSkill: {
    service: 'brain',
    method: 'POST',
    path: `${base}/querySpeechSkill`,
    auth: 'session',
    access: 'speech',
    summary: '我的话术列表',
  },
  queryTemplateSpeechSkill: {
    service: 'brain',
    method: 'POST',
    path: `${base}/queryTemplateSpeechSkill`,
    auth: 'session',
    access: 'speech',
    summary: '话术模板列表',
  },
  /** A template's content, for the editor's view mode. */
  queryTemplateDetail: {
    service: 'brain',
    method: 'POST',
    path: `${base}/queryTemplateDetail`,
    auth: 'session',
    access: 'speech',
    summary: '话术模板内容',
  },
  /** 使用: a new script of the enterprise with the template's content as its draft. */
  copy: {
    service: 'brain',
    method: 'POST',
    path: `${base}/copy`,
    auth: 'session',
    access: 'speech',
    summary: '使用话术模板',
  },
  /** 新建话术: a new script with the smallest valid content. */
  saveSpeechSkill: {
    service: 'brain',
    method: 'POST',
    path: `${base}/saveSpeechSkill`,
    auth: 'session',
    access: 'speech',
    summary: '新建话术',
  },
  deleteSpeechSkill: {
    service: 'brain',
    method: 'POST',
    path: `${base}/deleteSpeechSkill`,
    auth: 'session',
    access: 'speech',
    summary: '删除话术',
  },
  /**
   * 导出: the script as a .zip (script.json: its name, type, industry and draft), answered as the
   * file itself; the original console posts the id form-urlencoded.
   */
  exportSpeech: {
    service: 'brain',
    method: 'POST',
    path: `${base}/export`,
    auth: 'session',
    access: 'speech',
    summary: '导出话术',
  },
  /** 话术导入: a new script from an exported .zip (field OBJECT, at most 20 MB) under the given name. */
  importSpeech: {
    service: 'brain',
    method: 'POST',
    path: `${base}/import`,
    auth: 'session',
    access: 'speech',
    summary: '导入话术',
  },
  /** A recorded line for a say node (.wav, at most 2 MB); answers the name the node keeps as `audio`. */
  uploadLineAudio: {
    service: 'brain',
    method: 'POST',
    path: `${base}/uploadLineAudio`,
    auth: 'session',
    access: 'speech',
    summary: '上传话术录音',
  },
  /** GET, query id, name and token: a recorded line of the script, to play. */
  lineAudio: {
    service: 'brain',
    method: 'GET',
    path: `${base}/lineAudio`,
    auth: 'session',
    access: 'speech',
    summary: '播放话术录音',
  },
  /** Why the latest review failed (失败原因). */
  querySpeechSkillReview: {
    service: 'brain',
    method: 'POST',
    path: `${base}/querySpeechSkillReview`,
    auth: 'session',
    access: 'speech',
    summary: '话术审核结果',
  },
  /** The industry catalogue of the new-script dialog. */
  querMcpConfig: {
    service: 'brain',
    method: 'POST',
    path: `${base}/querMcpConfig`,
    auth: 'session',
    access: 'speech',
    summary: '话术行业列表',
  },
  /** The customer labels a script can give (its nodes', branches' and intents' labels). */
  queryLabel: {
    service: 'brain',
    method: 'POST',
    path: `${base}/queryLabel`,
    auth: 'session',
    access: 'speech',
    summary: '话术标签列表',
  },
  /** The editor: the script, its draft with its revision, and the draft's problems. */
  queryDraft: {
    service: 'brain',
    method: 'POST',
    path: `${base}/queryDraft`,
    auth: 'session',
    access: 'speech',
    summary: '话术草稿',
  },
  /** Autosave: refused (340005) when the draft's revision moved on since the editor loaded it. */
  saveDraft: {
    service: 'brain',
    method: 'POST',
    path: `${base}/saveDraft`,
    auth: 'session',
    access: 'speech',
    summary: '保存话术草稿',
  },
  /** Freezes the draft as a version under review; refused (340002) while it has problems. */
  submitReview: {
    service: 'brain',
    method: 'POST',
    path: `${base}/submitReview`,
    auth: 'session',
    access: 'speech',
    summary: '提交话术审核',
  },
  /** Makes the approved version the one tasks run. */
  publish: {
    service: 'brain',
    method: 'POST',
    path: `${base}/publish`,
    auth: 'session',
    access: 'speech',
    summary: '发布话术',
  },
  queryVersions: {
    service: 'brain',
    method: 'POST',
    path: `${base}/queryVersions`,
    auth: 'session',
    access: 'speech',
    summary: '话术版本历史',
  },
  queryVersion: {
    service: 'brain',
    method: 'POST',
    path: `${base}/queryVersion`,
    auth: 'session',
    access: 'speech',
    summary: '话术版本内容',
  },
  /** The version's content becomes the draft. */
  restoreVersion: {
    service: 'brain',
    method: 'POST',
    path: `${base}/restoreVersion`,
    auth: 'session',
    access: 'speech',
    summary: '恢复话术版本',
  },
  /**
   * 体验: the opening of a dialogue with the draft (or a version), as the customer hears it. The
   * answer's state goes back with each line of respondExperience; nothing is stored.
   */
  startExperience: {
    service: 'brain',
    method: 'POST',
    path: `${base}/startExperience`,
    auth: 'session',
    access: 'speech',
    summary: '话术体验：开始对话',
  },
  /** 体验: the customer's line (or silence) and the robot's answer, with how it was understood. */
  respondExperience: {
    service: 'brain',
    method: 'POST',
    path: `${base}/respondExperience`,
    auth: 'session',
    access: 'speech',
    summary: '话术体验：客户回答',
  },
  /** The platform operator (inner login): the enterprise's scripts under review. */
  queryReviewList: {
    service: 'brain',
    method: 'POST',
    path: `${base}/queryReviewList`,
    auth: 'session',
    access: 'speech',
    summary: '待审核话术（运营）',
  },
  /** The platform operator approves (待发布) or rejects (审核未通过, with the reason) a version. */
  reviewSpeechSkill: {
    service: 'brain',
    method: 'POST',
    path: `${base}/reviewSpeechSkill`,
    auth: 'session',
    access: 'speech',
    summary: '审核话术（运营）',
  },
});

export type SpeechSkillRow = z.output<typeof speechSkillRow>;
export type SpeechTemplateRow = RowOf<typeof speechApi.queryTemplateSpeechSkill>;
export type SpeechDraftRow = RowOf<typeof speechApi.queryDraft>;
export type SpeechVersionRow = RowOf<typeof speechApi.queryVersions>;
export type ExperienceTurnRow = RowOf<typeof speechApi.startExperience>;
