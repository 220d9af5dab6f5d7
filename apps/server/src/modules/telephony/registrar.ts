import type { SipConnection } from './sip-connection.ts';
import type { AgentExtension, ExtensionRegistry } from './telephony.ts';

/**
 * Location service: which WebSocket connections hold a binding of an extension, and until when.
 * Each binding counts once in the ExtensionRegistry (what makeCall checks) and is removed on
 * expiry, un-REGISTER or socket close. Calls go to the most recently created binding, the tab
 * the agent opened last; refreshes do not count, or two open tabs would take turns every 30 s.
 */
interface Binding {
  connection: SipConnection;
  agent: AgentExtension;
  /** The agent's Contact URI: Request-URI of the INVITE. */
  contact: string;
  expiresAt: number;
  /** Creation order: the highest is the binding calls go to. */
  order: number;
  /** When the binding was created (milliseconds): an agent is idle at the earliest from then. */
  createdAt: number;
  /** Expiry; set by bind(), renewed by each refresh. */
  timer?: NodeJS.Timeout;
  /** Gives back the ExtensionRegistry count and stops watching the socket. */
  release: () => void;
}

export class Registrar {
  private readonly bindings = new Set<Binding>();
  private created = 0;

  constructor(
    private readonly extensions: ExtensionRegistry,
    private readonly now: () => number = Date.now,
  ) {}

  bind(connection: SipConnection, agent: AgentExtension, contact: string, expiresS: number): Binding {
    const existing = this.find(connection, agent, contact);
    if (existing) clearTimeout(existing.timer);
    const binding: Binding = existing ?? this.create(connection, agent, contact);
    binding.expiresAt = this.now() + expiresS * 1000;
    binding.timer = setTimeout(() => this.remove(binding), expiresS * 1000);
    binding.timer.unref();
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
      // No need to check the socket: its close removes its bindings.
      if (b.agent.businessId !== agent.businessId || b.agent.dn !== agent.dn) continue;
      if (!best || b.order > best.order) best = b;
    }
    return best;
  }

  /** When the extension's oldest live binding was made; undefined when it has none. */
  registeredSince(agent: AgentExtension): number | undefined {
    let since: number | undefined;
    for (const b of this.bindings) {
      if (b.agent.businessId !== agent.businessId || b.agent.dn !== agent.dn) continue;
      if (since === undefined || b.createdAt < since) since = b.createdAt;
    }
    return since;
  }

  /** Drops every binding of the extension (the member is no longer an agent). */
  unbindExtension(agent: AgentExtension): void {
    for (const b of [...this.bindings]) {
      if (b.agent.businessId === agent.businessId && b.agent.dn === agent.dn) this.remove(b);
    }
  }

  clear(): void {
    for (const binding of [...this.bindings]) this.remove(binding);
  }

  private create(connection: SipConnection, agent: AgentExtension, contact: string): Binding {
    const unregister = this.extensions.register(agent);
    const binding: Binding = {
      connection,
      agent,
      contact,
      expiresAt: 0,
      order: ++this.created,
      createdAt: this.now(),
      release: () => {
        unregister();
        stopWatching();
      },
    };
    const stopWatching = connection.onClose(() => this.remove(binding));
    this.bindings.add(binding);
    return binding;
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
