import { RECEPTION_MONITOR_ID } from '@console/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordCall } from '../call-records/index.ts';
import {
  type CallOutcome,
  type CallResultCode,
  type CarrierSimulator,
  recordOfOutcome,
  unanswered,
} from '../dialer/index.ts';
import { boundReceptionNumbers, receptionScriptOf } from './repo.ts';

/**
 * 拒接: what an inbound call to a number without a reception script ends with (no robot picks
 * it up), written unanswered so the AI接待 report counts it.
 */
export const REFUSED_INBOUND: CallResultCode = '5';

export interface InboundCall {
  businessId: number;
  /** The enterprise's reception number the customer dialled. */
  cpnCode: string;
  /** The customer's number. */
  caller: string;
}

/** What the dev route answers about a placed call. */
export interface InboundCallSummary {
  callId: number;
  answered: boolean;
  callResult: string;
  /** The grade the script gave ('' when none or refused). */
  grade: string;
  transferred: boolean;
}

export interface InboundSimulatorOptions {
  db: Db;
  clock: Clock;
  /** The report's time zone: the call's rollups are counted in it. */
  timeZone: string;
  /** The outbound carrier simulator: its seed, compressed time, script cache and handover. */
  carrier: CarrierSimulator;
}

/**
 * The inbound call simulator (the README names it as such): no telephone rings. A customer calls
 * an enterprise's reception number; when an AI接待 rule binds a published script to it, the robot
 * answers after a short ring and a customer persona talks to that script's published version
 * through the dialogue engine, exactly as outbound calls do (a transfer node rings the group's
 * agent desk as a robot transfer). Otherwise the call is refused. Either way it is written as an
 * inbound call (direction 0), whose business number is the reception number.
 */
export class InboundSimulator {
  constructor(private readonly options: InboundSimulatorOptions) {}

  async place(call: InboundCall): Promise<InboundCallSummary> {
    const { db, clock, carrier, timeZone } = this.options;
    const placedAt = clock();
    const script = await receptionScriptOf(db, call.businessId, call.cpnCode, placedAt);
    const key = `inbound:${call.cpnCode}:${call.caller}`;
    // The robot picks up at once: one to four seconds of ringing.
    const ringMs = Math.round(1_000 + carrier.draw(key, 'ring') * 3_000);
    let outcome: CallOutcome;
    if (script) {
      outcome = await carrier.answer(
        {
          businessId: call.businessId,
          taskId: RECEPTION_MONITOR_ID,
          speechSkillId: script.speechSkillId,
          scriptVersion: script.scriptVersion,
          customerNumber: call.caller,
          line: call.cpnCode,
          variables: {},
          key,
        },
        ringMs,
      );
    } else {
      await carrier.wait(ringMs);
      outcome = unanswered(REFUSED_INBOUND, ringMs);
    }
    const record = recordOfOutcome(outcome, { placedAt, endedAt: clock() });
    const callId = await db.transaction((tx) =>
      recordCall(
        tx,
        {
          businessId: call.businessId,
          direction: 0,
          speechSkillId: script?.speechSkillId,
          line: call.cpnCode,
          caller: call.caller,
          callee: call.cpnCode,
          ...record,
        },
        timeZone,
      ),
    );
    const { answered, transferred } = record;
    return { callId, answered, callResult: outcome.result, grade: outcome.intention, transferred };
  }
}

export interface TrafficRequest {
  businessId: number;
  calls: number;
  /** At most this many calls started a minute (wall clock); none: as fast as the concurrency allows. */
  perMinute?: number;
}

/** Calls of one stream in progress at a time. */
const TRAFFIC_CONCURRENCY = 4;

/**
 * Streams of simulated inbound calls on an enterprise's bound reception numbers, from customer
 * numbers drawn from the seed (the same seed gives the same callers in the same order). Stopping
 * places no further call and waits for those in progress, so nothing is written after the
 * database closes.
 */
export class InboundTraffic {
  private stopped = false;
  private readonly running = new Set<Promise<void>>();
  private streams = 0;

  constructor(
    private readonly simulator: InboundSimulator,
    private readonly options: { db: Db; clock: Clock; carrier: CarrierSimulator; log: FastifyBaseLogger },
  ) {}

  /** Starts a stream and answers the numbers it calls; none when the enterprise has no bound number. */
  async start(request: TrafficRequest): Promise<string[]> {
    const numbers = await boundReceptionNumbers(this.options.db, request.businessId, this.options.clock());
    if (numbers.length === 0 || this.stopped) return [];
    const stream = ++this.streams;
    const gapMs = request.perMinute ? 60_000 / request.perMinute : 0;
    const callAt = (index: number) => {
      const key = `traffic:${request.businessId}:${stream}:${index}`;
      const suffix = Math.floor(this.options.carrier.draw(key, 'caller') * 1e8);
      return {
        businessId: request.businessId,
        cpnCode: numbers[Math.floor(this.options.carrier.draw(key, 'number') * numbers.length)],
        caller: `13${String(suffix).padStart(9, '0')}`,
      };
    };
    let next = 0;
    const worker = async () => {
      while (!this.stopped && next < request.calls) {
        const index = next++;
        if (gapMs > 0 && index > 0) await this.pause(gapMs * TRAFFIC_CONCURRENCY);
        if (this.stopped) return;
        try {
          await this.simulator.place(callAt(index));
        } catch (error) {
          this.options.log.warn({ err: error, businessId: request.businessId }, 'inbound traffic: call failed');
        }
      }
    };
    for (let i = 0; i < Math.min(TRAFFIC_CONCURRENCY, request.calls); i++) {
      // Staggered so a paced stream starts a call every gap, not a burst of them.
      const run = this.pause(gapMs * i).then(worker);
      this.running.add(run);
      run.finally(() => this.running.delete(run));
    }
    return numbers;
  }

  /** Resolves when every stream has ended. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const wake of this.sleepers) wake();
    await this.idle();
  }

  private readonly sleepers = new Set<() => void>();

  private pause(ms: number): Promise<void> {
    if (ms <= 0 || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.sleepers.add(wake);
    });
  }
}
