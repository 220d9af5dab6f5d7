import { CALL_ORIGINS, type DialogItem, ErrorCode, TRANSFER_FALLBACK, type TransferMiss } from '@console/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { type AgentRouter, NobodyToRing } from '../team/index.ts';
import type { ScriptLine, TelephonySimulator } from '../telephony/index.ts';

/** A robot call reaching a transfer node: who to hand it to, and what was said so far. */
export interface HandoverRequest {
  businessId: number;
  /** The transfer's ACD group; none hands the call to any idle agent of the enterprise. */
  groupId?: number;
  customerNumber: string;
  /** The line the call went out on: the desk shows it as the dialled number. */
  line: string;
  dialog: DialogItem[];
}

/**
 * The transfer node's fallback as the dialog records it, when no agent takes the call (the flow has
 * no fallback branch of its own): the node's name says why.
 */
export function fallbackLine(miss: TransferMiss): { nodeName: string; text: string } {
  const { nodeName, text, misses } = TRANSFER_FALLBACK;
  return { nodeName: `${nodeName}：${misses[miss]}`, text };
}

/**
 * Rings an agent (of the group, if any) for the call: 'rung' when a phone rings with it, or why
 * nobody could take it (the node's fallback runs).
 */
export type Handover = (request: HandoverRequest) => Promise<'rung' | TransferMiss>;

/** The desk's transcript lines of a dialog: the robot and the customer, in order. */
export function historyOf(dialog: readonly DialogItem[]): ScriptLine[] {
  return dialog
    .filter((item) => item.text !== '')
    .map((item) => ({ role: item.role === 'robot' ? 'robot' : 'customer', text: item.text }));
}

/**
 * Transfers through the group's routing (team/agent-router.ts) to a softphone of the embedded
 * telephony simulator, as a braintransfer call carrying the conversation so far. A production SIP
 * platform would bridge the customer's leg instead; the choice of agent stays the router's.
 */
export function simulatorHandover(
  router: AgentRouter,
  simulator: TelephonySimulator,
  log: FastifyBaseLogger,
): Handover {
  return async (request) => {
    try {
      await router.transfer(
        { businessId: request.businessId, groupId: request.groupId, customerNumber: request.customerNumber },
        (agent) =>
          simulator.dial({
            agent: { businessId: request.businessId, dn: agent.dn },
            origin: CALL_ORIGINS.brainTransfer,
            ani: request.customerNumber,
            dni: request.line,
            userData: { line: request.line },
            history: historyOf(request.dialog),
          }),
      );
      return 'rung';
    } catch (error) {
      if (error instanceof NobodyToRing) return error.reason;
      if (error instanceof AppError && error.code === ErrorCode.NotFound) return 'noGroup';
      log.warn({ err: error, groupId: request.groupId }, 'dialer: transfer failed');
      return 'unavailable';
    }
  };
}
