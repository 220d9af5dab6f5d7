import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { users } from '../db/schema/index.ts';
import { type AppEvents, createEventBus, type TypedEmitter } from '../lib/events.ts';
import { SessionService } from '../modules/account/sessions.ts';
import { XMPP_WEBSOCKET_PATH } from '../modules/realtime/routes.ts';
import { createMember } from './fixtures.ts';
import { openTestDatabase } from './test-database.ts';

/**
 * The whole server listening on 127.0.0.1 with a random port, for tests that need a real
 * WebSocket client (the server's own tests and the console's realtime client tests).
 * `app.injectWS` cannot be used: with the rate-limit plugin it answers 500.
 */
export interface RealtimeTestServer {
  /** ws://127.0.0.1:<port>/xmpp-websocket */
  url: string;
  /** http://127.0.0.1:<port> */
  origin: string;
  domain: string;
  events: TypedEmitter<AppEvents>;
  /** A fresh session of the member with this phone, created (with an enterprise) when missing. */
  session(phone: string): Promise<{ token: string; userId: number; businessId: number; sessionId: number }>;
  revoke(sessionId: number): Promise<void>;
  /**
   * Stores the member's WeChat binding and publishes the change, in that order, as the user
   * module does. Emitting without storing would race the current-status push a stream gets when
   * it becomes available, which reads the stored value.
   */
  setBindStatus(businessId: number, userId: number, bindStatus: 0 | 1): Promise<void>;
  /** Cuts every WebSocket connection as a crashed server or a broken network would. */
  dropConnections(): void;
  close(): Promise<void>;
}

/**
 * `database`: an open database to share with other servers of the test (each is then one server
 * process of a deployment on that database); it stays open when the server closes.
 */
export async function startRealtimeTestServer(options: { database?: Database } = {}): Promise<RealtimeTestServer> {
  const database = options.database ?? (await openTestDatabase());
  const events = createEventBus();
  const app = await buildApp({
    env: {},
    // No demo data: the members the tests need are created on demand, one enterprise each.
    config: { consoleDist: '/nonexistent/console-dist', seed: false },
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
    origin: `http://127.0.0.1:${port}`,
    domain: 'console.local',
    events,
    async session(phone) {
      const [found] = await database.db.select().from(users).where(eq(users.phone, phone)).limit(1);
      const user = found ?? (await createMember(database, { phone })).user;
      const { token } = await sessions.issue(database.db, { userId: user.id, businessId: user.businessId });
      const { sessionId } = await sessions.resolve(database.db, token);
      return { token, userId: user.id, businessId: user.businessId, sessionId };
    },
    revoke: (sessionId) => sessions.revoke(database.db, sessionId, 'logout'),
    async setBindStatus(businessId, userId, bindStatus) {
      await database.db.update(users).set({ bindStatus }).where(eq(users.id, userId));
      events.emit('bindStatusChanged', { businessId, userId, bindStatus });
    },
    dropConnections() {
      for (const socket of upgraded) socket.destroy();
    },
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
