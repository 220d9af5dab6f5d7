import { DEFAULT_REPORT_TIME_ZONE, flowDocument, zoneOffsetMs } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { type CallRecord, recordCalls } from '../call-records/index.ts';
import { numbersInService, seedLines } from '../lines/index.ts';
import { publishedDocuments, seedGradeLabels, seedPublishedScript, templateNamed } from '../speech/index.ts';
import { labelsOfCall, profileOf, type ScriptProfile } from './script-profile.ts';

// Demo data: scripts, intention tags, numbers and generated calls that look like a working
// outbound operation. Everything goes through recordCalls, the path real calls take.

/**
 * The demo's published scripts and the templates they are made from, in the order they are
 * created. The first three names are the content-less demo scripts of earlier releases, which the
 * seed fills in with their template's content.
 */
export const DEMO_SCRIPTS = [
  { name: '房产意向回访', template: '房产电销' },
  { name: '教育课程邀约', template: '教育课程邀约' },
  { name: '保险续保提醒', template: '保险续保回访' },
  { name: '信用贷款推荐', template: '贷款营销' },
] as const;
/** cpnType 1 reception, 2 outbound line, 3 both; the last one is out of service. */
const DEMO_NUMBERS = [
  { cpnCode: '4008001001', cpnType: 1, status: 1 },
  { cpnCode: '02160001002', cpnType: 3, status: 1, lineName: '上海外呼一线', concurrency: 10 },
  { cpnCode: '02160001003', cpnType: 2, status: 1, lineName: '上海外呼二线', concurrency: 5 },
  { cpnCode: '4008001009', cpnType: 1, status: 0 },
] as const;

/** Creates the demo's published scripts, tags and numbers of a business where missing. */
export async function seedDemoCatalogue(db: Db, businessId: number, now: Date): Promise<void> {
  for (const script of DEMO_SCRIPTS) {
    await seedPublishedScript(db, { businessId, name: script.name, template: templateNamed(script.template), now });
  }
  await seedGradeLabels(db, businessId);
  await seedLines(db, businessId, DEMO_NUMBERS);
}

/** mulberry32: a small seeded generator, so the same options give the same calls. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Share of a day's calls per local hour: calling hours 9-12 and 14-20, a few at the edges. */
const HOUR_WEIGHTS = [0, 0, 0, 0, 0, 0, 0, 0, 0.2, 1, 1.3, 1.2, 0.4, 0.5, 1.1, 1.3, 1.2, 1, 0.7, 0.5, 0.3, 0.05, 0, 0];

function pickWeighted(random: () => number, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = random() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i];
    if (r < 0) return i;
  }
  return weights.length - 1;
}

interface TrafficOptions {
  businessId: number;
  /** Days back from `end`, ending with the day of `end`. */
  days: number;
  /** Total calls over those days. */
  calls: number;
  /** Calls start before this instant. */
  end: Date;
  /** Share of inbound calls (0-1). */
  inboundShare?: number;
  seed?: number;
  timeZone?: string;
}

/**
 * Generates calls: per day a volume around the average (weekends lighter), local calling hours,
 * answer rates of 35-60% per script, talk times around 40 s with a long tail, turns following the
 * talk time, intentions A-D skewed by the conversation's length, and labels, transfers and SMS
 * that the call's script can give.
 */
function generateCalls(
  options: TrafficOptions,
  catalogue: { scripts: ScriptProfile[]; outboundLines: string[]; receptionNumbers: string[] },
): CallRecord[] {
  const random = seededRandom(options.seed ?? options.businessId);
  const timeZone = options.timeZone ?? DEFAULT_REPORT_TIME_ZONE;
  const inboundShare = options.inboundShare ?? 0.2;
  const answerRates = catalogue.scripts.map((_, i) => 0.35 + ((i * 0.11) % 0.25));
  const customers = Math.max(10, Math.round(options.calls * 0.75));
  const offset = zoneOffsetMs(options.end, timeZone);
  const endLocalDay = Math.floor((options.end.getTime() + offset) / 86_400_000);
  const dayWeights = Array.from({ length: options.days }, (_, d) => {
    const weekday = (endLocalDay - (options.days - 1 - d) + 4) % 7; // 0 Sunday
    return (weekday === 0 || weekday === 6 ? 0.5 : 1) * (0.8 + random() * 0.4);
  });
  const weightTotal = dayWeights.reduce((a, b) => a + b, 0);
  const calls: CallRecord[] = [];
  for (let d = 0; d < options.days; d++) {
    const localDayStart = (endLocalDay - (options.days - 1 - d)) * 86_400_000 - offset;
    const count = Math.round((options.calls * dayWeights[d]) / weightTotal);
    for (let i = 0; i < count; i++) {
      const hour = pickWeighted(random, HOUR_WEIGHTS);
      const startMs = localDayStart + hour * 3_600_000 + Math.floor(random() * 3_600_000);
      if (startMs >= options.end.getTime() - 600_000) continue;
      const scriptIndex = Math.floor(random() * catalogue.scripts.length);
      const script = catalogue.scripts[scriptIndex];
      const inbound = catalogue.receptionNumbers.length > 0 && random() < inboundShare;
      const customer = `1${3 + Math.floor(random() * 7)}${String(Math.floor(random() * customers) * 7919)
        .padStart(9, '0')
        .slice(-9)}`;
      const answered = random() < (inbound ? 0.85 : answerRates[scriptIndex]);
      const ringMs = 3_000 + Math.floor(random() * 20_000);
      // Talk time: log-normal around 40 s, capped at 10 minutes.
      const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
      const durationMs = answered ? Math.min(600_000, Math.round(Math.exp(10.6 + 0.9 * normal))) : 0;
      const turns = answered ? Math.max(0, Math.round(durationMs / 9_000 + random() * 3 - 1)) : 0;
      const rolled = answered
        ? turns >= 8
          ? ['A', 'A', 'B', 'B', 'C'][Math.floor(random() * 5)]
          : turns >= 4
            ? ['A', 'B', 'B', 'C', 'C', 'D'][Math.floor(random() * 6)]
            : ['B', 'C', 'D', 'D'][Math.floor(random() * 4)]
        : '';
      // Only a grade the script's rules can give; the rest fall to its default, as in a real call.
      const intention = !answered ? '' : script.grades.has(rolled) ? rolled : script.defaultGrade;
      const transferred =
        answered && script.transfers && (intention === 'A' ? random() < 0.4 : intention === 'B' && random() < 0.1);
      const smsSent = answered && script.sends && random() < (intention === 'A' || intention === 'B' ? 0.6 : 0.1);
      const labels = answered ? labelsOfCall(script, { intention, transferred, smsSent }, random) : [];
      const line = inbound
        ? catalogue.receptionNumbers[Math.floor(random() * catalogue.receptionNumbers.length)]
        : catalogue.outboundLines[Math.floor(random() * catalogue.outboundLines.length)];
      const startAt = new Date(startMs);
      const answerAt = answered ? new Date(startMs + ringMs) : null;
      const endAt = new Date(startMs + ringMs + durationMs);
      calls.push({
        businessId: options.businessId,
        direction: inbound ? 0 : 1,
        taskId: inbound ? '' : `demo-task-${scriptIndex + 1}`,
        speechSkillId: script.id,
        line,
        caller: inbound ? customer : line,
        callee: inbound ? line : customer,
        startAt,
        answerAt,
        endAt,
        durationMs,
        answered,
        turns,
        intention,
        labels,
        transferred,
        smsSent,
        transcriptRef: answered ? `demo/${options.businessId}/${startMs}-${i}` : '',
      });
    }
  }
  return calls;
}

/**
 * The business's published scripts and numbers the generator uses; creates the demo catalogue
 * when it has no published script (calls only run published scripts).
 */
async function catalogueOf(db: Db, businessId: number, now: Date) {
  let scripts = await publishedDocuments(db, businessId);
  if (scripts.length === 0) {
    await seedDemoCatalogue(db, businessId, now);
    scripts = await publishedDocuments(db, businessId);
  }
  const numbers = await numbersInService(db, businessId);
  const outboundLines = numbers.filter((n) => n.cpnType === 2 || n.cpnType === 3).map((n) => n.cpnCode);
  return {
    scripts: scripts.map((script) => profileOf(script.id, flowDocument.parse(script.document))),
    outboundLines: outboundLines.length > 0 ? outboundLines : ['02160000000'],
    receptionNumbers: numbers.filter((n) => n.cpnType === 1 || n.cpnType === 3).map((n) => n.cpnCode),
  };
}

/** Generates and records demo calls in batches (one transaction each); answers how many were written. */
export async function writeDemoTraffic(db: Db, options: TrafficOptions, batchSize = 5000): Promise<number> {
  const catalogue = await catalogueOf(db, options.businessId, options.end);
  const calls = generateCalls(options, catalogue);
  for (let i = 0; i < calls.length; i += batchSize) {
    const batch = calls.slice(i, i + batchSize);
    await db.transaction((tx) => recordCalls(tx, batch, options.timeZone));
  }
  return calls.length;
}
