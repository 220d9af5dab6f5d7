import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rateLimitCounters } from '../db/schema/rate-limit.ts';
import type { Clock } from '../lib/clock.ts';

interface RateLimitCount {
  /** Requests counted in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts one request of `key` in one statement: a new key, or one whose window has ended,
 * starts a window of `windowMs` at 1. Two processes counting at once both see their own hit.
 * A fresh window also clears the counters whose windows have ended, so the table keeps only
 * the clients of the last window.
 */
async function countRequest(db: Db, key: string, windowMs: number, now: Date): Promise<RateLimitCount> {
  const nowText = now.toISOString();
  const windowEnded = sql`${rateLimitCounters.resetsAt} <= ${nowText}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, resetsAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${windowEnded} then 1 else ${rateLimitCounters.hits} + 1 end`,
        resetsAt: sql`case when ${windowEnded} then excluded.resets_at else ${rateLimitCounters.resetsAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, resetsAt: rateLimitCounters.resetsAt });
  if (row.hits === 1) await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, now));
  return { current: row.hits, ttl: Math.max(0, row.resetsAt.getTime() - now.getTime()) };
}

interface RouteLimitOptions {
  routeInfo: { method: string | string[]; url: string };
}

/**
 * A store for @fastify/rate-limit that keeps the counters in the database, so that every server
 * process on it counts the same requests (the plugin's default store is per process). The
 * plugin builds the store with its options and asks it for one child per limited route, which
 * gives that route's counters their own keys.
 */
export function databaseRateLimitStore(db: Db, clock: Clock) {
  return class DatabaseRateLimitStore {
    constructor(
      _pluginOptions?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, done: (error: Error | null, count?: RateLimitCount) => void, timeWindow: number): void {
      countRequest(db, this.prefix + key, timeWindow, clock()).then(
        (count) => done(null, count),
        (error: Error) => done(error),
      );
    }

    child(options: object): DatabaseRateLimitStore {
      // The plugin's declarations say RouteOptions; at run time it passes the route's limit
      // options with the route itself as routeInfo.
      const { routeInfo } = options as RouteLimitOptions;
      return new DatabaseRateLimitStore(undefined, `${routeInfo.method} ${routeInfo.url} `);
    }
  };
}
