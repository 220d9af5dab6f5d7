/**
 * The bound XMPP connections of this process, by full and by bare JID.
 *
 * The registry lives in memory; what several server processes on one database need goes through
 * the shared event bus (db/shared-events.ts, PostgreSQL LISTEN/NOTIFY): pushed notices
 * (bindStatusChanged, sessionsReplaced) reach every process, and each delivers them to its own
 * connections; a bound full JID is announced (messagingResourceBound), so the older holder in
 * another process ends with `conflict`. Presence and messages between a member's own
 * connections stay within one process.
 */
export interface BoundConnection {
  readonly fullJid: string;
  readonly bareJid: string;
  /** Unique per stream, across processes. */
  readonly connectionId: string;
  /** When the full JID was bound, ms since the epoch: of two holders the later one stays. */
  readonly boundAt: number;
  /** The console session whose token the stream authenticated with. */
  readonly sessionId: number;
  /** Sends one serialized stanza on this connection. */
  send(xml: string): void;
  /**
   * Ends the stream with a `conflict` stream error: a newer connection took the same full JID,
   * or a login elsewhere ended the session.
   */
  replaced(text?: string): void;
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
