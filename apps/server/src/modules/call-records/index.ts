/**
 * Call records: every call, simulated or real, outbound or inbound, and the rollups the report
 * reads, written together by recordCalls. The module owns call_sessions and the rollup tables;
 * others read calls through the queries here.
 */
export { type CallRange, type CallRow, callBatch, countCalls } from './calls-repo.ts';
export { type Granularity, isoDay, parseDay, periodFormat, type RollupRange, splitByMonths } from './periods.ts';
export { type CallRecord, recordCall, recordCalls } from './record.ts';
export {
  hasSpeech,
  RECORDING_LINK_PURPOSE,
  RECORDING_LINK_TTL_MS,
  recordingPath,
} from './recording-link.ts';
export {
  type CallFilter,
  callsToday,
  callTotals,
  countersByPeriod,
  customerCount,
  hasCalls,
  keyedCounts,
} from './rollup-repo.ts';
export { type CallRecordsView, callRecordsView } from './views.ts';
