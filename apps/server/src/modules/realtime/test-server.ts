import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { users } from '../../db/schema.ts';
import { type AppEvents, createEventBus, type TypedEmitter } from '../../lib/events.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { SessionService } from '../session/service.ts';
import { XMPP_WEBSOCKET_PATH } from './routes.ts';

/**
 * The whole server listening on 127.0.0.1 with a random port, for tests that need a real
 * WebSocket client (the server's own tests and the console's realtime client tests).
 * `app.injectWS` cannot be used: with the rate-limit plugin it answers 500.
 */
export interface RealtimeTestServer {
  /** ws://127.0.0.1:<port>/xmpp-websocket */
  url: string;
  domain: string;
  events: TypedEmitter<AppEvents>;
  /** A fresh session of a seeded account (13800000000 master, 13800000001 member). */
  session(phone: string): Promise<{ token: string; userId: number; businessId: number; sessionId: number }>;
  revoke(sessionId: number): Promise<void>;
  /** Cuts every WebSocket connection as a crashed server or a broken network would. */
  dropConnections(): void;
  close(): Promise<void>;
}

export async function startRealtimeTestServer(): Promise<RealtimeTestServer> {
  const database = await openTestDatabase();
  const events = createEventBus();
  const app = await buildApp({
    env: {},
    config: { consoleDist: '/nonexistent/console-dist' },
    database,
    events,
    logger: { level: 'silent' },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const upgraded = new Set<Duplex>();
  app.server.on('upgrade', (_request, socket: Duplex) => {
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
  });
  const { port } = app.server.address() as AddressInfo;
  const sessions = new SessionService(60 * 60_000, () => new Date());

  return {
    url: `ws://127.0.0.1:${port}${XMPP_WEBSOCKET_PATH}`,
    domain: 'console.local',
    events,
    async session(phone) {
      const [user] = await database.db.select().from(users).where(eq(users.phone, phone)).limit(1);
      if (!user) throw new Error(`no seeded user ${phone}`);
      const { token } = await sessions.issue(database.db, { userId: user.id, businessId: user.businessId });
      const { sessionId } = await sessions.resolve(database.db, token);
      return { token, userId: user.id, businessId: user.businessId, sessionId };
    },
    revoke: (sessionId) => sessions.revoke(database.db, sessionId, 'logout'),
    dropConnections() {
      for (const socket of upgraded) socket.destroy();
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
