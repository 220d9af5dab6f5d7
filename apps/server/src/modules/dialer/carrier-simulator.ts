import { createHash } from 'node:crypto';
import type { DialogItem, TransferMiss } from '@console/contracts';
import type { CompiledScript } from '@console/dialogue';
import {
  type CallOutcome,
  type CallProgress,
  type CallResultCode,
  type Carrier,
  type OutboundAttempt,
  unanswered,
} from './carrier.ts';
import { fallbackLine, type Handover } from './handover.ts';
import type { LiveCallHandle, LiveCalls } from './live-calls.ts';
import { type Conversation, converse, personaAt } from './personas.ts';

/** Shares of the outcomes of a simulated call, in per mille; answered first. */
const OUTCOMES: readonly [CallResultCode, number][] = [
  ['0', 450],
  ['1', 230],
  ['2', 80],
  ['3', 70],
  ['5', 90],
  ['4', 50],
  ['7', 30],
];

export interface CarrierSimulatorOptions {
  /** The same seed gives every number the same outcomes. */
  seed: number;
  /**
   * How much faster than real time calls pass: 60 makes a minute's call take a second; 0 ends
   * every call at once (tests).
   */
  compression: number;
  /** The compiled version a task runs (script-cache.ts): answered calls talk to it. */
  scripts: { get(businessId: number, speechSkillId: number, version: number): Promise<CompiledScript> };
  /** Rings an agent when the script transfers; without one every transfer falls back. */
  handover?: Handover;
  /** Where answered calls report what they say as they say it (the live monitor). */
  live?: LiveCalls;
  /**
   * How much faster than real time a call passes while someone watches its task on the monitor
   * or listens to it: 1 (the default) lets a person follow it line by line.
   */
  watchedCompression?: number;
}

/** Seconds a line of Chinese takes to say, per character, with the pause after each line. */
const SECONDS_PER_CHARACTER = 0.2;
const SECONDS_BETWEEN_LINES = 0.5;

function lineSeconds(item: DialogItem): number {
  return item.text.length * SECONDS_PER_CHARACTER + SECONDS_BETWEEN_LINES;
}

function speakingSeconds(dialog: readonly DialogItem[]): number {
  return dialog.reduce((sum, item) => sum + lineSeconds(item), 0);
}

/** A number in [0, 1) from the seed, the call's key and the salt: deterministic, evenly spread. */
function draw(seed: number, key: string, salt: string): number {
  const digest = createHash('sha256').update(`${seed}:${key}:${salt}`).digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

/** An answered call, outbound or inbound: the script it talks to and who is on the line. */
export interface AnsweredCall {
  businessId: number;
  /** The task, or RECEPTION_MONITOR_ID for an inbound call (the monitor's AI接待 row). */
  taskId: number;
  speechSkillId: number;
  scriptVersion: number;
  customerNumber: string;
  /** The enterprise's number of the call: the desk shows it as the dialled number. */
  line: string;
  variables: Record<string, string>;
  /** Names the call's draws: the same seed and key give the same conversation. */
  key: string;
  progress?: CallProgress;
}

/**
 * The carrier simulator (the README and the task pages name it as such): no telephone is rung.
 * Each call ends with an outcome drawn with realistic shares from the seed, after a ring time
 * (and a talk time when answered) passed in compressed time. An answered call is a customer
 * persona (interested, hesitant, asking, refusing, silent, hanging up early) talking to the task's
 * script through the dialogue engine, which decides the grade, labels, turns and transfer.
 */
export class CarrierSimulator implements Carrier {
  constructor(private readonly options: CarrierSimulatorOptions) {}

  async call(attempt: OutboundAttempt): Promise<CallOutcome> {
    const key = `${attempt.number}:${attempt.attempts}`;
    let pick = this.draw(key, 'outcome') * 1000;
    let result: CallResultCode = '0';
    for (const [code, share] of OUTCOMES) {
      if (pick < share) {
        result = code;
        break;
      }
      pick -= share;
    }
    const ringMs = Math.round((result === '0' ? 3_000 : 8_000) + this.draw(key, 'ring') * 20_000);
    if (result !== '0') {
      await this.wait(ringMs);
      return unanswered(result, ringMs);
    }
    return this.answer(
      {
        businessId: attempt.businessId,
        taskId: attempt.taskId,
        speechSkillId: attempt.speechSkillId,
        scriptVersion: attempt.scriptVersion,
        customerNumber: attempt.number,
        line: attempt.line,
        variables: attempt.variables,
        key,
        progress: attempt.progress,
      },
      ringMs,
    );
  }

  /** A number in [0, 1) for the call's key and the salt, from the seed. */
  draw(key: string, salt: string): number {
    return draw(this.options.seed, key, salt);
  }

  /**
   * The conversation of a call answered after `ringMs`: a persona talks to the script, and a
   * transfer node hands the call to an agent (result 15) or falls back. Its lines are told to the
   * live monitor as they are said; a supervisor's 接管 ends the robot's part at once (result 15,
   * the dialog so far). Resolves when it has ended.
   */
  async answer(call: AnsweredCall, ringMs: number): Promise<CallOutcome> {
    const script = await this.options.scripts.get(call.businessId, call.speechSkillId, call.scriptVersion);
    const talk = converse(script, personaAt(this.draw(call.key, 'persona')), call.variables);
    // The engine's clock knows turns, not speech: a call lasts at least as long as saying its lines
    // takes (what its recording, synthesised from them, will last), plus a few seconds of pauses.
    const seconds = Math.max(talk.seconds, speakingSeconds(talk.dialog));
    const talkMs = Math.round((seconds + 2 + this.draw(call.key, 'talk') * 6) * 1000);
    await this.wait(ringMs);
    const live = this.options.live?.begin({
      businessId: call.businessId,
      taskId: call.taskId,
      customerNumber: call.customerNumber,
      line: call.line,
    });
    try {
      live?.answered();
      const played = await this.play(talk.dialog, talkMs, live, call.progress);
      if (played.takenOver) {
        const common = { ringMs, talkMs: played.ms, turns: played.turns, smsSent: false, refused: false };
        return { result: '15', ...common, intention: '', labels: [], dialog: played.said };
      }
      let ending: Pick<CallOutcome, 'result' | 'labels' | 'dialog'> = {
        result: '0',
        labels: talk.labels,
        dialog: talk.dialog,
      };
      if (talk.transfer) {
        live?.transferring();
        const handedOver = await this.transfer(call, talk.transfer.acdGroupId, talk.dialog);
        ending = handedOver === 'rung' ? { ...ending, result: '15' } : fellBack(talk, handedOver);
      }
      return {
        ...ending,
        ringMs,
        talkMs,
        turns: talk.turns,
        intention: talk.grade,
        smsSent: talk.smsSent,
        refused: talk.refused,
      };
    } finally {
      live?.end();
    }
  }

  private async transfer(
    call: AnsweredCall,
    groupId: number | undefined,
    dialog: DialogItem[],
  ): Promise<'rung' | TransferMiss> {
    const { handover } = this.options;
    if (handover === undefined) return 'unavailable';
    return handover({
      businessId: call.businessId,
      groupId,
      customerNumber: call.customerNumber,
      line: call.line,
      dialog,
    });
  }

  /**
   * Says the dialog line by line, each when the lines before it have been spoken, then lets the
   * rest of the talk time pass; stops at once when a supervisor takes the call over.
   */
  private async play(
    dialog: DialogItem[],
    talkMs: number,
    live: LiveCallHandle | undefined,
    progress: CallProgress | undefined,
  ) {
    let elapsedMs = 0;
    let turns = 0;
    const said: DialogItem[] = [];
    for (const item of dialog) {
      if (live?.isTakenOver()) break;
      said.push(item);
      if (item.role === 'user' && item.text !== '') turns++;
      live?.say(item);
      progress?.said(item);
      elapsedMs += await this.waitLive(lineSeconds(item) * 1000, live);
    }
    if (!live?.isTakenOver() && talkMs > elapsedMs) elapsedMs += await this.waitLive(talkMs - elapsedMs, live);
    const takenOver = live?.isTakenOver() ?? false;
    return { takenOver, said, turns, ms: Math.round(Math.min(elapsedMs, talkMs)) };
  }

  /**
   * Call time passing while the robot talks: real time while watched, cut short by 接管. Answers
   * the call time that passed (all of `ms` unless it was cut short).
   */
  private async waitLive(ms: number, live: LiveCallHandle | undefined): Promise<number> {
    if (!live) {
      await this.wait(ms);
      return ms;
    }
    const compression = live.watched() ? (this.options.watchedCompression ?? 1) : this.options.compression;
    if (compression <= 0) return ms;
    let timer: NodeJS.Timeout | undefined;
    const started = performance.now();
    await Promise.race([
      new Promise((resolve) => {
        timer = setTimeout(resolve, ms / compression);
      }),
      live.takenOver,
    ]);
    clearTimeout(timer);
    return Math.min(ms, (performance.now() - started) * compression);
  }

  /** Lets `ms` of call time pass, compressed. */
  async wait(ms: number): Promise<void> {
    const { compression } = this.options;
    if (compression > 0) await new Promise((resolve) => setTimeout(resolve, ms / compression));
  }
}

/**
 * A call whose transfer took nobody: the fallback line, named for why, is said after the dialog,
 * and the labels the transfer gave go, so the call is not marked as handed over (已转人工).
 */
function fellBack(talk: Conversation, miss: TransferMiss): Pick<CallOutcome, 'result' | 'labels' | 'dialog'> {
  const given = talk.transfer?.labels ?? [];
  const at = talk.dialog.reduce(
    (last, item) => Math.max(last, 'nodeStartTime' in item ? item.nodeStartTime : item.userSpeakingTime),
    0,
  );
  return {
    result: '0',
    labels: talk.labels.filter((label) => !given.includes(label)),
    dialog: [...talk.dialog, { role: 'robot', ...fallbackLine(miss), nodeStartTime: at + 1000 }],
  };
}

/**
 * CARRIER_SEED (default 1), CARRIER_COMPRESSION (default 60: a minute's call takes a second) and
 * CARRIER_WATCHED_COMPRESSION (default 1: a call someone watches passes in real time).
 */
export function simulatedCarrier(
  env: Record<string, string | undefined>,
  parts: Pick<CarrierSimulatorOptions, 'scripts' | 'handover' | 'live'>,
): CarrierSimulator {
  const read = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number`);
    return Number(value);
  };
  return new CarrierSimulator({
    seed: read('CARRIER_SEED', 1),
    compression: read('CARRIER_COMPRESSION', 60),
    watchedCompression: read('CARRIER_WATCHED_COMPRESSION', 1),
    ...parts,
  });
}
