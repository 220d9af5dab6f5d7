import { type CallAnalysis, type CallAnalysisMeasure, percent, type ReportFigures } from '@console/contracts';
import type { ReportRange } from './range.ts';

/** A period's counters as the report queries return them. */
interface PeriodCounters {
  calls: number;
  answered: number;
  durationMs: number;
  turns: number;
}

/**
 * callAnalysis in the platform's shape: every period of the range under its key, zeros included,
 * in the range's granularity; the other granularities empty.
 */
export function callAnalysisOf(range: ReportRange, byPeriod: ReadonlyMap<string, PeriodCounters>): CallAnalysis {
  const measures: Record<CallAnalysisMeasure, (row: PeriodCounters | undefined) => number> = {
    callDuration: (row) => row?.durationMs ?? 0,
    interactCount: (row) => row?.turns ?? 0,
    callTotal: (row) => row?.calls ?? 0,
    callAnswer: (row) => row?.answered ?? 0,
    callAnswerRate: (row) => percent(row?.answered ?? 0, row?.calls ?? 0),
  };
  const analysis = {} as CallAnalysis;
  for (const [measure, value] of Object.entries(measures) as [CallAnalysisMeasure, typeof measures.callTotal][]) {
    const periods = Object.fromEntries(
      range.periods.map((period, i) => [range.periodKeys[i], value(byPeriod.get(period))]),
    );
    analysis[measure] = { hour: {}, day: {}, month: {}, [range.granularity]: periods };
  }
  return analysis;
}

/** The totals of the range, as the report's tiles show them. */
export function reportFiguresOf(
  totals: PeriodCounters & { transfers: number; sms: number },
  totalTel: number,
  tagIntention: Record<string, number>,
): ReportFigures {
  return {
    totalCall: totals.calls,
    totalAnswer: totals.answered,
    totalTel,
    avgDuration: totals.answered > 0 ? Math.round(totals.durationMs / totals.answered) : 0,
    totalDuration: totals.durationMs,
    A: percent(tagIntention.A ?? 0, totals.answered),
    B: percent(tagIntention.B ?? 0, totals.answered),
    transferCount: totals.transfers,
    smsCount: totals.sms,
  };
}
