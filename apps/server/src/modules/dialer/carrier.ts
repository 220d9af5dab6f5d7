import { type DialogItem, isAnsweredResult } from '@console/contracts';
import type { CallRecord } from '../call-records/index.ts';

/**
 * The edge between the dialer and the telephone network. Production points it at a SIP trunk;
 * the default install and the tests use the carrier simulator (carrier-simulator.ts).
 */

/** searchCallResultList's codes (contracts tasks.ts CALL_RESULTS). */
export type CallResultCode = '0' | '15' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8';

export interface OutboundAttempt {
  businessId: number;
  taskId: number;
  numberId: number;
  number: string;
  line: string;
  speechSkillId: number;
  /** The script version the task runs. */
  scriptVersion: number;
  /** The task's calls so far to this number, this one not counted. */
  attempts: number;
  variables: Record<string, string>;
  /** Told each line as it is said, so a call cut off by a crash keeps what was said so far. */
  progress?: CallProgress;
}

/** What a call in progress reports to the dialer while it lasts. */
export interface CallProgress {
  said(item: DialogItem): void;
}

export interface CallOutcome {
  result: CallResultCode;
  ringMs: number;
  /** 0 unless answered. */
  talkMs: number;
  turns: number;
  /** The grade the call ended with ('' when none). */
  intention: string;
  labels: string[];
  smsSent: boolean;
  /** The customer refused further calls (别再打了): the number goes on the suppression list. */
  refused: boolean;
  /** What robot and customer said (识别详情); empty unless answered. */
  dialog: DialogItem[];
}

/** The outcome of a call nobody answered. */
export function unanswered(result: CallResultCode, ringMs: number): CallOutcome {
  return {
    result,
    ringMs,
    talkMs: 0,
    turns: 0,
    intention: '',
    labels: [],
    smsSent: false,
    refused: false,
    dialog: [],
  };
}

/** When a call was placed and when it ended, as the clock read them. */
export interface CallSpan {
  placedAt: Date;
  endedAt: Date;
}

/**
 * The call record's fields an outcome decides: it begins when the call was placed and ends when it
 * ended, as the clock read them, so a task's calls begin after it started and in the order placed,
 * and none ends after it was written. Simulated calls pass in compressed time, shorter than their
 * ring and talk: the answer falls where the ringing ends in that span, in proportion. The talk
 * time (durationMs) stays the call's own.
 */
export function recordOfOutcome(outcome: CallOutcome, { placedAt, endedAt }: CallSpan) {
  const answered = isAnsweredResult(outcome.result);
  const startAt = placedAt;
  const endAt = new Date(Math.max(placedAt.getTime(), endedAt.getTime()));
  const callMs = outcome.ringMs + outcome.talkMs;
  const ringShare = callMs > 0 ? outcome.ringMs / callMs : 0;
  const answerAt = new Date(startAt.getTime() + Math.round((endAt.getTime() - startAt.getTime()) * ringShare));
  return {
    startAt,
    answerAt: answered ? answerAt : null,
    endAt,
    durationMs: outcome.talkMs,
    answered,
    turns: outcome.turns,
    intention: outcome.intention,
    labels: outcome.labels,
    transferred: outcome.result === '15',
    smsSent: outcome.smsSent,
    callResult: outcome.result,
    ringMs: outcome.ringMs,
    dialog: outcome.dialog,
  } satisfies Partial<CallRecord>;
}

export interface Carrier {
  /** Places the call and resolves when it has ended; rejects only when it could not be placed. */
  call(attempt: OutboundAttempt): Promise<CallOutcome>;
}

/** Outcomes after which the number is called again in the next round (a vacant number is not). */
export function redialable(result: CallResultCode): boolean {
  return !isAnsweredResult(result) && result !== '4';
}
