/**
 * The bound XMPP connections of this process, by full and by bare JID.
 *
 * The registry lives in memory, so a stanza or a pushed notice reaches only the connections held
 * by the same server process. A deployment with several instances behind a load balancer needs
 * a shared channel between them: each instance publishes "deliver to bare JID X" (and "full JID
 * Y was bound here", so the older holder of Y can be told to end with `conflict`) on a pub/sub
 * bus such as PostgreSQL LISTEN/NOTIFY or Redis, and every instance delivers to its own
 * connections. Alternatively point the console at a real XMPP server (IM_URL / IM_DOMAIN) and
 * let the platform's services send to it. Neither is built here.
 */
export interface BoundConnection {
  readonly fullJid: string;
  readonly bareJid: string;
  /** Sends one serialized stanza on this connection. */
  send(xml: string): void;
  /** Ends the stream with a `conflict` stream error: a newer connection took the same full JID. */
  replaced(): void;
}

export class ConnectionRegistry {
  private readonly byFull = new Map<string, BoundConnection>();
  private readonly byBare = new Map<string, Set<BoundConnection>>();

  /** Binds a connection; the older holder of the same full JID, if any, is ended with conflict. */
  bind(connection: BoundConnection): void {
    const older = this.byFull.get(connection.fullJid);
    if (older && older !== connection) {
      this.unbind(older);
      older.replaced();
    }
    this.byFull.set(connection.fullJid, connection);
    let set = this.byBare.get(connection.bareJid);
    if (!set) {
      set = new Set();
      this.byBare.set(connection.bareJid, set);
    }
    set.add(connection);
  }

  unbind(connection: BoundConnection): void {
    if (this.byFull.get(connection.fullJid) === connection) this.byFull.delete(connection.fullJid);
    const set = this.byBare.get(connection.bareJid);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.byBare.delete(connection.bareJid);
  }

  full(jid: string): BoundConnection | undefined {
    return this.byFull.get(jid);
  }

  ofBare(bareJid: string): BoundConnection[] {
    return [...(this.byBare.get(bareJid) ?? [])];
  }
}
