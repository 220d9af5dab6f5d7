import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppEvents, TypedEmitter } from '../lib/events.ts';
import type { Database } from './database.ts';

/** The NOTIFY channel all server processes on one database share. */
const EVENTS_CHANNEL = 'console_events';

const EVENT_NAMES: readonly (keyof AppEvents)[] = [
  'bindStatusChanged',
  'sessionsReplaced',
  'messagingResourceBound',
  'intentionPushed',
  'liveCall',
  'monitorWatched',
];

interface SharedMessage {
  origin: string;
  name: keyof AppEvents;
  payload: AppEvents[keyof AppEvents];
}

/**
 * Makes the event bus span every server process on the database: each event emitted here is
 * published with NOTIFY (PostgreSQL LISTEN/NOTIFY; on the embedded database it only comes back
 * to this process), and each one published by another process is emitted here. Listeners of this
 * process have already run for its own events, so those are skipped when they come back. An
 * event published while a process's listening connection is down never reaches that process.
 * Answers the function that stops sharing.
 */
export async function shareEvents(options: {
  database: Database;
  events: TypedEmitter<AppEvents>;
  log: FastifyBaseLogger;
}): Promise<() => Promise<void>> {
  const { database, events, log } = options;
  const origin = randomBytes(8).toString('hex');
  const relayed = new WeakSet<object>();

  const publishers = EVENT_NAMES.map((name) => {
    const publish = (payload: AppEvents[typeof name]) => {
      if (relayed.has(payload)) return;
      const message: SharedMessage = { origin, name, payload };
      database.db
        .execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(message)})`)
        .catch((error: unknown) => log.warn({ err: error, event: name }, 'event not shared with other processes'));
    };
    events.on(name, publish);
    return () => events.off(name, publish);
  });

  const stopListening = await database.listen(EVENTS_CHANNEL, (text) => {
    let message: SharedMessage;
    try {
      message = JSON.parse(text) as SharedMessage;
    } catch {
      return;
    }
    if (message.origin === origin || !EVENT_NAMES.includes(message.name)) return;
    if (typeof message.payload !== 'object' || message.payload === null) return;
    relayed.add(message.payload);
    events.emit(message.name, message.payload);
  });

  return async () => {
    for (const stop of publishers) stop();
    await stopListening();
  };
}
