import { z } from 'zod';
import { ErrorMessage } from '../errors.ts';
import { dialogItem } from '../flow/dialogue.ts';
import { idLike, integer, optionalInteger, optionalText, paging } from '../schemas/fields.ts';
import { CALL_REPORT_SORT_KEYS, type CallReportSortField, DEFAULT_CALL_REPORT_ORDER } from './constants.ts';

/** One inbound call of the enterprise on /ai/data (modules-spec 5.2). */
export const callReportRow = z.object({
  /** The call's id as text: the viewed marks remember it. */
  calluuid: z.string(),
  /** 被叫号码: the enterprise's reception number. */
  dnis: z.string(),
  /** 呼入号码: the customer's number. */
  tel_number: z.string(),
  /** 话术: the answering script's name, '' when unknown. */
  speech_skill_name: z.string(),
  /** 呼入时间: YYYY-MM-DD HH:mm:ss in the report time zone. */
  call_begin_time: z.string(),
  /** 通话时长 in whole seconds. */
  duration_call: z.number().int(),
  /** The call's labels, each followed by ","; '' when none (the page trims the last comma). */
  label_show: z.string(),
  /** 意向程度: the grade's name, '' when none. */
  tag_intention: z.string(),
  /** 转人工: 1 transferred to an agent, 0 not. */
  transfer_mark: z.number().int(),
  /** 识别详情: the robot's and the customer's lines; empty when nobody spoke. */
  dialog: z.array(dialogItem),
  /** The recording's link; '' when the call has none. */
  voice_url: z.string(),
});

const sortDirections = ['asc', 'desc'];
const sortKeys: readonly string[] = Object.keys(CALL_REPORT_SORT_KEYS);

/** order "<key> <dir>" (several joined by ","), each key one of CALL_REPORT_SORT_KEYS. */
const callReportOrder = optionalText('排序', 200).transform((value, ctx) => {
  const sorts: { field: CallReportSortField; dir: 'asc' | 'desc' }[] = [];
  for (const part of (value || DEFAULT_CALL_REPORT_ORDER).split(',')) {
    const [key = '', dir = 'asc', ...rest] = part.trim().split(/\s+/);
    const known = sortKeys.includes(key) ? CALL_REPORT_SORT_KEYS[key as keyof typeof CALL_REPORT_SORT_KEYS] : null;
    if (!known || rest.length > 0 || !sortDirections.includes(dir.toLowerCase()) || sorts.length === 3) {
      ctx.addIssue({ code: 'custom', message: '排序格式错误' });
      return z.NEVER;
    }
    sorts.push({ field: known, dir: dir.toLowerCase() as 'asc' | 'desc' });
  }
  return sorts;
});

/** Names each in single quotes, joined by "," (意向程度, 被叫号码). */
const QUOTED_NAMES = /^'[^']*'(\s*,\s*'[^']*')*$/;
const quotedNames = (label: string) =>
  optionalText(label, 2000)
    .refine((value) => !value || QUOTED_NAMES.test(value), ErrorMessage.fieldInvalid(label))
    .transform((value) => [...(value ?? '').matchAll(/'([^']*)'/g)].map((match) => match[1]));

/** 呼入时间's ends must be in order; the error names the start. */
const rangeInOrder = <T extends { callOutBeginTime?: number; callOutEndTime?: number }>(body: T) =>
  body.callOutBeginTime === undefined ||
  body.callOutEndTime === undefined ||
  body.callOutBeginTime <= body.callOutEndTime;
const RANGE_ORDER_ERROR = { message: '呼入开始时间不能大于结束时间', path: ['callOutBeginTime'] };

/**
 * The filters and order of /ai/data (modules-spec 5.2): queryCallReport and its 导出报表 read them
 * through this one schema, so the list and the file never select different calls.
 */
const callReportFilterFields = {
  order: callReportOrder,
  businessId: idLike('企业ID'),
  channelCode: idLike('渠道'),
  /** Only 0 (inbound): the page lists reception calls. */
  direction: z
    .union([z.literal(0), z.literal('0')], { error: '呼叫方向格式错误' })
    .optional()
    .transform(() => 0 as const),
  /** 话术: one script's id; absent or '' all. */
  speechSkillId: optionalInteger('话术ID', { positive: true }),
  /** 被叫号码: the enterprise's numbers each in single quotes, joined by ",". */
  callee: quotedNames('被叫号码'),
  /** 意向程度: names each in single quotes, joined by ",". */
  tagIntention: quotedNames('意向程度'),
  /** 标签: names joined by spaces; a call with any of them matches. */
  label: optionalText('标签', 1000).transform((value) => (value ?? '').split(/\s+/).filter(Boolean)),
  /** Part of the customer's number. */
  telNumber: optionalText('手机号码', 20).refine((value) => !value || /^\d+$/.test(value), '手机号码格式错误'),
  /** 呼入时间 range, ms, both ends included. */
  callOutBeginTime: optionalInteger('呼入开始时间', { positive: true, column: 'timestamp' }),
  callOutEndTime: optionalInteger('呼入结束时间', { positive: true, column: 'timestamp' }),
};

/**
 * 导出报表's query (download type 10 from /ai/data): queryCallReport's body without the page, and
 * the range required (日期不能为空 on the page).
 */
export const callReportExportQuery = z
  .object({
    ...callReportFilterFields,
    callOutBeginTime: integer('呼入开始时间', { positive: true, column: 'timestamp' }),
    callOutEndTime: integer('呼入结束时间', { positive: true, column: 'timestamp' }),
  })
  .refine(rangeInOrder, RANGE_ORDER_ERROR);

export const receptionDataSchemas = {
  queryCallReport: {
    body: z.object({ ...paging(10), ...callReportFilterFields }).refine(rangeInOrder, RANGE_ORDER_ERROR),
    row: callReportRow,
  },
};
