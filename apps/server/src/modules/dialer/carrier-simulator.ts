import { createHash } from 'node:crypto';
import type { CallOutcome, CallResultCode, Carrier, OutboundAttempt } from './carrier.ts';

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
const GRADES = ['A', 'B', 'C', 'D'] as const;

export interface CarrierSimulatorOptions {
  /** The same seed gives every number the same outcomes. */
  seed: number;
  /**
   * How much faster than real time calls pass: 60 makes a minute's call take a second; 0 ends
   * every call at once (tests).
   */
  compression: number;
}

/** A number in [0, 1) from the seed, the number and the attempt: deterministic, evenly spread. */
function draw(seed: number, attempt: OutboundAttempt, salt: string): number {
  const digest = createHash('sha256').update(`${seed}:${attempt.number}:${attempt.attempts}:${salt}`).digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

/**
 * The carrier simulator (the README and the task pages name it as such): no telephone is rung.
 * Each call ends with an outcome drawn with realistic shares from the seed, after a ring time
 * (and a talk time when answered) passed in compressed time.
 */
export class CarrierSimulator implements Carrier {
  constructor(private readonly options: CarrierSimulatorOptions) {}

  async call(attempt: OutboundAttempt): Promise<CallOutcome> {
    const { seed, compression } = this.options;
    let pick = draw(seed, attempt, 'outcome') * 1000;
    let result: CallResultCode = '0';
    for (const [code, share] of OUTCOMES) {
      if (pick < share) {
        result = code;
        break;
      }
      pick -= share;
    }
    const answered = result === '0';
    const ringMs = Math.round((answered ? 3_000 : 8_000) + draw(seed, attempt, 'ring') * 20_000);
    const talkMs = answered ? Math.round(15_000 + draw(seed, attempt, 'talk') * 150_000) : 0;
    const grade = GRADES[Math.floor(draw(seed, attempt, 'grade') * GRADES.length)];
    if (compression > 0) await new Promise((resolve) => setTimeout(resolve, (ringMs + talkMs) / compression));
    return {
      result,
      ringMs,
      talkMs,
      turns: answered ? 2 + Math.floor(talkMs / 15_000) : 0,
      intention: answered ? grade : '',
      labels: [],
    };
  }
}

/** CARRIER_SEED (default 1) and CARRIER_COMPRESSION (default 60: a minute's call takes a second). */
export function simulatedCarrier(env: Record<string, string | undefined>): CarrierSimulator {
  const read = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number`);
    return Number(value);
  };
  return new CarrierSimulator({ seed: read('CARRIER_SEED', 1), compression: read('CARRIER_COMPRESSION', 60) });
}
