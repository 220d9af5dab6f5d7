import { ErrorCode, ErrorMessage, type TransferStrategy } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Telephony } from '../telephony/index.ts';
import * as repo from './groups-repo.ts';
import { type Candidate, pickedKey, rankAgents } from './routing.ts';

export interface TransferRequest {
  businessId: number;
  groupId: number;
  /** The customer's number: 最近联系人 looks it up, and the chosen agent is remembered for it. */
  customerNumber: string;
}

/**
 * Brain transfers: which agent of a group a call goes to. It ranks the group's registered, idle
 * agents by the group's strategy and rings them in that order, at most maxTries of them, until
 * one can be rung; the telephony simulator's transfers (and the dialer's) come through here.
 */
export class AgentRouter {
  constructor(private readonly deps: { db: Db; telephony: Telephony; clock: Clock; random?: () => number }) {}

  /** The agents in the order a transfer would try them now. */
  async candidates(
    request: TransferRequest,
  ): Promise<{ strategy: TransferStrategy; maxTries: number; ranked: Candidate[] }> {
    const { db, telephony } = this.deps;
    const [group] = await repo.listGroups(db, request.businessId, request.groupId);
    if (!group) throw new AppError(ErrorCode.NotFound, ErrorMessage.groupNotFound);
    const agents = await repo.agentsOfGroup(db, group.id);
    const candidates: Candidate[] = agents.map((agent) => {
      const presence = telephony.presence({ businessId: request.businessId, dn: agent.dn });
      return {
        agentId: agent.agentId,
        code: agent.code,
        dn: agent.dn,
        state: presence.state,
        idleSince: presence.idleSince?.getTime() ?? null,
      };
    });
    const strategy = group.strategy as TransferStrategy;
    const recentAgentId =
      strategy === 'recent-contacts'
        ? await repo.recentContact(db, request.businessId, request.customerNumber)
        : undefined;
    const ranked = rankAgents(strategy, candidates, {
      lastPicked: group.lastPicked,
      recentAgentId,
      random: this.deps.random ?? Math.random,
    });
    return { strategy, maxTries: group.maxTries, ranked };
  }

  /**
   * Rings the first agent that can be rung with `ring`, which must mark the phone busy before it
   * first awaits (the simulator's dial does); an agent who became busy or whose phone went away
   * meanwhile is skipped. Answers 350005 when nobody could be rung.
   */
  async transfer<T>(
    request: TransferRequest,
    ring: (agent: Candidate) => Promise<T>,
  ): Promise<{ agent: Candidate; call: T }> {
    const { strategy, maxTries, ranked } = await this.candidates(request);
    for (const agent of ranked.slice(0, maxTries)) {
      // Looked at again just before ringing, in the same tick as the ring marks the phone busy:
      // a transfer that ranked meanwhile may have taken this agent.
      if (this.deps.telephony.presence({ businessId: request.businessId, dn: agent.dn }).state !== 'idle') continue;
      let call: T;
      try {
        call = await ring(agent);
      } catch (error) {
        if (error instanceof AppError && error.code === ErrorCode.AgentNotRegistered) continue;
        throw error;
      }
      await this.remember(request, strategy, agent);
      return { agent, call };
    }
    throw new AppError(ErrorCode.NoAgentAvailable);
  }

  private async remember(request: TransferRequest, strategy: TransferStrategy, agent: Candidate): Promise<void> {
    const { db, clock } = this.deps;
    await repo.setLastPicked(db, request.groupId, pickedKey(strategy, agent));
    await repo.saveRecentContact(db, {
      businessId: request.businessId,
      customerNumber: request.customerNumber,
      agentId: agent.agentId,
      contactedAt: clock(),
    });
  }
}
