import { ErrorCode, ErrorMessage, type TransferStrategy } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Telephony } from '../telephony/index.ts';
import * as repo from './groups-repo.ts';
import { type Candidate, pickedKey, rankAgents } from './routing.ts';

export interface TransferRequest {
  businessId: number;
  /** The group whose strategy picks the agent; without one any agent of the enterprise may take it. */
  groupId?: number;
  /** The customer's number: 最近联系人 looks it up, and the chosen agent is remembered for it. */
  customerNumber: string;
}

/** Why a transfer rang nobody: no agent to ask at all, or none of them could be rung. */
export type NobodyReason = 'noAgent' | 'noIdleAgent';

/** 350005: the transfer found nobody, and why. */
export class NobodyToRing extends AppError {
  constructor(readonly reason: NobodyReason) {
    super(ErrorCode.NoAgentAvailable, reason === 'noAgent' ? ErrorMessage.noAgentToTransfer : undefined);
  }
}

/** The agents a transfer may ring, and how it picks among them. */
interface Pool {
  strategy: TransferStrategy;
  maxTries: number;
  lastPicked: string;
  agents: { agentId: number; code: string; dn: string }[];
}

/**
 * Brain transfers: which agent a call goes to. With a group it ranks the group's registered, idle
 * agents by the group's strategy and rings them in that order, at most maxTries of them, until
 * one can be rung; without one it does the same with every agent of the enterprise, longest idle
 * first. The telephony simulator's transfers (and the dialer's) come through here.
 */
export class AgentRouter {
  constructor(private readonly deps: { db: Db; telephony: Telephony; clock: Clock; random?: () => number }) {}

  /** The agents in the order a transfer would try them now, and how many the pool has in all. */
  async candidates(
    request: TransferRequest,
  ): Promise<{ strategy: TransferStrategy; maxTries: number; ranked: Candidate[]; pooled: number }> {
    const { db, telephony } = this.deps;
    const { strategy, maxTries, lastPicked, agents } = await this.pool(request);
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
    const recentAgentId =
      strategy === 'recent-contacts'
        ? await repo.recentContact(db, request.businessId, request.customerNumber)
        : undefined;
    const ranked = rankAgents(strategy, candidates, {
      lastPicked,
      recentAgentId,
      random: this.deps.random ?? Math.random,
    });
    return { strategy, maxTries, ranked, pooled: agents.length };
  }

  private async pool(request: TransferRequest): Promise<Pool> {
    const { db } = this.deps;
    if (request.groupId === undefined) {
      // No group named: whoever of the enterprise has waited longest, then the next, until one rings.
      const agents = await repo.liveAgents(db, request.businessId);
      return { strategy: 'longest-idle-agent', maxTries: agents.length, lastPicked: '', agents };
    }
    const [group] = await repo.listGroups(db, request.businessId, request.groupId);
    if (!group) throw new AppError(ErrorCode.NotFound, ErrorMessage.groupNotFound);
    return {
      strategy: group.strategy as TransferStrategy,
      maxTries: group.maxTries,
      lastPicked: group.lastPicked,
      agents: await repo.liveAgents(db, request.businessId, group.id),
    };
  }

  /**
   * Rings the first agent that can be rung with `ring`, which must mark the phone busy before it
   * first awaits (the simulator's dial does); an agent who became busy or whose phone went away
   * meanwhile is skipped. Answers 350005 (NobodyToRing) when nobody could be rung.
   */
  async transfer<T>(
    request: TransferRequest,
    ring: (agent: Candidate) => Promise<T>,
  ): Promise<{ agent: Candidate; call: T }> {
    const { strategy, maxTries, ranked, pooled } = await this.candidates(request);
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
    throw new NobodyToRing(pooled === 0 ? 'noAgent' : 'noIdleAgent');
  }

  private async remember(request: TransferRequest, strategy: TransferStrategy, agent: Candidate): Promise<void> {
    const { db, clock } = this.deps;
    if (request.groupId !== undefined) await repo.setLastPicked(db, request.groupId, pickedKey(strategy, agent));
    await repo.saveRecentContact(db, {
      businessId: request.businessId,
      customerNumber: request.customerNumber,
      agentId: agent.agentId,
      contactedAt: clock(),
    });
  }
}
