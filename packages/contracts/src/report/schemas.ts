import { z } from 'zod';
import { dayText, idLike, integer, list, optionalInteger } from '../schemas/fields.ts';

const direction = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: '呼叫方向格式错误' })
  .transform((v) => Number(v) as 0 | 1)
  .default(1);

const optionalStamp = z.union([z.number(), z.string()], { error: '时间戳格式错误' }).optional();

/** The report range: the dates are checked by the server (330060) so every range problem has one code. */
export const reportQuery = z.object({
  businessId: idLike('企业ID'),
  channelCode: idLike('渠道'),
  /** Script ids; empty or absent means all. */
  speechSkillId: list(integer('话术ID', { positive: true }), '话术'),
  /** Business-side numbers (cpnCode); empty or absent means all. Used by the reception tab. */
  callee: list(z.string({ error: '被叫号码格式错误' }).trim().max(32, '被叫号码格式错误'), '被叫号码'),
  beginTime: dayText('开始日期'),
  endTime: dayText('结束日期'),
  /** 1 outbound (default), 0 inbound. */
  direction,
  beginTimeStamp: optionalStamp,
  endTimeStamp: optionalStamp,
});

const count = z.number().int().nonnegative();
/** A percentage 0-100 with two decimals. */
const rate = z.number().min(0).max(100);

/** A measure's value per period key: YYYYMMDDHH by hour, YYYYMMDD by day, YYYYMM by month. */
const byGranularity = <T extends z.ZodType>(value: T) => {
  const perPeriod = z.record(z.string().regex(/^\d{6}(\d{2}(\d{2})?)?$/), value);
  return z.object({ hour: perPeriod, day: perPeriod, month: perPeriod });
};

/**
 * The line chart's data as the platform's clients read it: by measure, then granularity, then
 * period key. Only the range's granularity has periods (every one of them, zeros included); the
 * other two are empty. callDuration is talk time in ms, interactCount dialogue turns,
 * callAnswerRate a percentage with two decimals.
 */
export const callAnalysis = z.object({
  callDuration: byGranularity(count),
  interactCount: byGranularity(count),
  callTotal: byGranularity(count),
  callAnswer: byGranularity(count),
  callAnswerRate: byGranularity(rate),
});

/** The headline figures, also at the top level of the row. */
export const reportFigures = z.object({
  totalCall: count,
  totalAnswer: count,
  totalTel: count,
  /** ms per answered call, rounded. */
  avgDuration: count,
  totalDuration: count,
  A: rate,
  B: rate,
  transferCount: count,
  smsCount: count,
});

export const bucketCount = z.object({ name: z.string(), value: count });

/**
 * rows[0] of indexStatistics. totalTel counts distinct customer numbers (the callee of an
 * outbound call, the caller of an inbound one). A and B are the shares of calls tagged with
 * intention A and B among answered calls, in percent with two decimals (0 when none answered).
 * tagIntention counts calls per intention tag name (every tag of the business, zeros included).
 * labels: calls per customer label, label_skill the names of the scripts that set it, joined by 、.
 */
export const reportSummaryRow = z.object({
  granularity: z.enum(['hour', 'day', 'month']),
  ...reportFigures.shape,
  /** The same figures again, where the original console reads them. */
  summary: reportFigures,
  tagIntention: z.record(z.string(), count),
  callAnalysis,
  /** The call-duration pie: answered calls per CALL_DURATION_BUCKETS entry, in that order. */
  callDurationDistribution: z.array(bucketCount),
  /** The dialogue-turn pie: answered calls per DIALOGUE_TURN_BUCKETS entry, in that order. */
  interactCountDistribution: z.array(bucketCount),
  labels: z.record(z.string(), z.object({ count, label_skill: z.string() })),
});

/**
 * rows[0] of indexCallBatchStatistics. There is no task number list yet: totalTelUnCall counts
 * customers called in the range whose calls all went unanswered. totalRate is totalAnswer over
 * totalCall in percent.
 */
export const callBatchRow = z.object({
  totalTelUnCall: count,
  totalAnswer: count,
  totalCall: count,
  totalRate: rate,
});

export const intentionTagRow = z.object({
  contextId: z.string(),
  name: z.string(),
  description: z.string(),
  talkScriptFlag: z.number().int(),
});

export const calleeNumberRow = z.object({
  /** The number's id. */
  resId: z.number().int(),
  cpnCode: z.string(),
  cpnType: z.number().int(),
  status: z.number().int(),
  /** 0 in service, 1 expired (expires_at passed). */
  expirationStatus: z.number().int(),
  /** The number's reception rule as JSON text (receptionRule); '' when it has none. */
  itemJson: z.string(),
});

export const reportSchemas = {
  indexStatistics: { body: reportQuery, row: reportSummaryRow },
  indexCallBatchStatistics: { body: reportQuery, row: callBatchRow },
  queryLabelOptionList: { row: intentionTagRow },
  queryCPNInfoWithBus: {
    body: z.object({
      businessId: integer('企业ID', { positive: true }),
      cpnTypeArr: list(integer('号码类型', { column: 'smallint' }), '号码类型'),
      status: optionalInteger('号码状态', { column: 'smallint' }),
    }),
    row: calleeNumberRow,
  },
};
