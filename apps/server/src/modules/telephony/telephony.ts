import { type AgentState, ErrorCode } from '@console/contracts';
import type { sdkEndpoints } from '@console/contracts/schemas';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';

/**
 * What the call module needs from telephony. makeCall asks whether the agent's extension has a
 * live SIP registration (there must be a phone to ring first) and then has the call placed: the
 * agent leg (a) rings the agent's softphone, the customer leg (b) dials the customer with the
 * display line. The embedded SIP-over-WebSocket endpoint (telephony simulator) and a real SIP
 * platform each implement this; the routes do not know which one runs.
 */
export interface AgentExtension {
  businessId: number;
  /** The extension number (acd_agents.dn). */
  dn: string;
}

/** The makeCall payload (numbers checked by the route) from the agent's extension. */
export type OutboundCall = z.output<typeof sdkEndpoints.makeCall.body> & {
  agent: AgentExtension & { userId: number };
};

export interface PlacedCall {
  agentLegUuid: string;
  customerLegUuid: string;
}

/** Whether an agent's phone can take a call now, and since when it has been free. */
export interface AgentPresence {
  state: AgentState;
  /** When the agent became idle (registration or their last call's end); null unless idle. */
  idleSince: Date | null;
}

export interface Telephony {
  isRegistered(agent: AgentExtension): boolean;
  /** What transfers to a group choose by (team/agent-router.ts). */
  presence(agent: AgentExtension): AgentPresence;
  /** Only called for a registered extension; throws AppError when the call cannot be placed. */
  placeCall(call: OutboundCall): Promise<PlacedCall>;
}

/**
 * The extensions registered on this process. Extension numbers are unique within an enterprise
 * only, so the key includes the business. A registration is removed through the function that
 * register() returns (the SIP endpoint calls it when the registration expires or the socket
 * closes); several registrations of one extension (two tabs) count until the last is gone.
 */
export class ExtensionRegistry {
  private readonly live = new Map<string, number>();

  private static key(agent: AgentExtension): string {
    return `${agent.businessId}:${agent.dn}`;
  }

  register(agent: AgentExtension): () => void {
    const key = ExtensionRegistry.key(agent);
    this.live.set(key, (this.live.get(key) ?? 0) + 1);
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      const left = (this.live.get(key) ?? 1) - 1;
      if (left > 0) this.live.set(key, left);
      else this.live.delete(key);
    };
  }

  has(agent: AgentExtension): boolean {
    return this.live.has(ExtensionRegistry.key(agent));
  }
}

/**
 * Telephony while this server has no SIP endpoint: nothing can register, so every makeCall is
 * answered honestly that the agent's phone is not registered, never with a made-up call.
 */
export class NoSipEndpoint implements Telephony {
  constructor(readonly registry = new ExtensionRegistry()) {}

  isRegistered(agent: AgentExtension): boolean {
    return this.registry.has(agent);
  }

  presence(): AgentPresence {
    return { state: 'offline', idleSince: null };
  }

  async placeCall(): Promise<PlacedCall> {
    throw new AppError(ErrorCode.AgentNotRegistered);
  }
}
