/**
 * The dialer: claims due numbers from the tasks' queue with leases, calls them through a Carrier
 * (the carrier simulator by default) as the lines' concurrency allows, and writes each outcome
 * with its call record. Also the carrier simulator's transfers (handover) and intention pushes.
 */

export {
  type CallOutcome,
  type CallResultCode,
  type Carrier,
  type OutboundAttempt,
  recordOfOutcome,
  unanswered,
} from './carrier.ts';
export { type AnsweredCall, CarrierSimulator, simulatedCarrier } from './carrier-simulator.ts';
export { Dialer, type DialerOptions } from './dialer.ts';
export { simulatorHandover } from './handover.ts';
export { IntentionPusher } from './intention-push.ts';
export type { LiveCallHandle, LiveCallStart, LiveCalls } from './live-calls.ts';
export { ScriptCache } from './script-cache.ts';
