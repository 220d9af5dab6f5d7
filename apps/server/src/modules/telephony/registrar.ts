import type { AgentExtension, ExtensionRegistry } from '../sdk/telephony.ts';
import type { SipConnection } from './sip-connection.ts';

/**
 * Location service: which WebSocket connections hold a binding of an extension, and until when.
 * Each binding counts once in the ExtensionRegistry (what makeCall checks) and is removed on
 * expiry, un-REGISTER or socket close. Calls go to the most recently (re)registered binding,
 * the tab the agent used last.
 */
export interface Binding {
  connection: SipConnection;
  agent: AgentExtension;
  /** The agent's Contact URI: Request-URI of the INVITE. */
  contact: string;
  expiresAt: number;
  refreshedAt: number;
  timer: NodeJS.Timeout;
  release: () => void;
}

export class Registrar {
  private readonly bindings = new Set<Binding>();
  /** Ties refreshes made in the same millisecond: the later call wins. */
  private sequence = 0;

  constructor(
    private readonly extensions: ExtensionRegistry,
    private readonly now: () => number = Date.now,
  ) {}

  bind(connection: SipConnection, agent: AgentExtension, contact: string, expiresS: number): Binding {
    const existing = this.find(connection, agent, contact);
    if (existing) clearTimeout(existing.timer);
    const binding: Binding = existing ?? {
      connection,
      agent,
      contact,
      expiresAt: 0,
      refreshedAt: 0,
      timer: undefined as unknown as NodeJS.Timeout,
      release: this.extensions.register(agent),
    };
    binding.expiresAt = this.now() + expiresS * 1000;
    binding.refreshedAt = this.now() + ++this.sequence / 1e6;
    binding.timer = setTimeout(() => this.remove(binding), expiresS * 1000);
    binding.timer.unref();
    if (!existing) {
      this.bindings.add(binding);
      connection.onClose(() => this.remove(binding));
    }
    return binding;
  }

  unbind(connection: SipConnection, agent: AgentExtension, contact?: string): void {
    for (const binding of this.of(connection, agent))
      if (contact === undefined || binding.contact === contact) this.remove(binding);
  }

  of(connection: SipConnection, agent: AgentExtension): Binding[] {
    return [...this.bindings].filter(
      (b) => b.connection === connection && b.agent.businessId === agent.businessId && b.agent.dn === agent.dn,
    );
  }

  latest(agent: AgentExtension): Binding | undefined {
    let best: Binding | undefined;
    for (const b of this.bindings) {
      if (b.agent.businessId !== agent.businessId || b.agent.dn !== agent.dn || !b.connection.isOpen) continue;
      if (!best || b.refreshedAt > best.refreshedAt) best = b;
    }
    return best;
  }

  clear(): void {
    for (const binding of [...this.bindings]) this.remove(binding);
  }

  private find(connection: SipConnection, agent: AgentExtension, contact: string): Binding | undefined {
    return this.of(connection, agent).find((b) => b.contact === contact);
  }

  private remove(binding: Binding): void {
    if (!this.bindings.delete(binding)) return;
    clearTimeout(binding.timer);
    binding.release();
  }
}
