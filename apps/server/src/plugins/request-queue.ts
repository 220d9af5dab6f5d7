import { ErrorCode, ErrorText, failure } from '@console/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendEnvelope } from './envelope.ts';

interface RequestQueueOptions {
  /** Requests handled at once; the next wait in arrival order. */
  concurrency: number;
  /** Requests allowed to wait; one more is answered 503 at once. */
  maxQueued: number;
  /**
   * A request that waited this long is answered 503 instead of being handled late; one that
   * would wait longer, by how long places have been held lately, is answered 503 at once.
   */
  maxWaitMs: number;
}

/** Seconds a refused client is asked to wait before it tries again. */
const BUSY_RETRY_AFTER_S = 2;

export class QueueFullError extends Error {
  constructor(readonly reason: 'full' | 'timeout' | 'abandoned') {
    super(`request queue: ${reason}`);
  }
}

/** Weight of the latest release in the moving average of how long a place is held. */
const HELD_WEIGHT = 0.1;

interface Waiter {
  admit(release: () => void): void;
}

/**
 * A counting semaphore with a bounded first-in, first-out waiting line. Requests are admitted in
 * the order they arrived; a request beyond the line's limit, one that would wait longer than
 * maxWaitMs or one that has waited that long is refused, so every answer comes within a bound
 * instead of after all the others. The expected wait is the line's length times the average
 * time a place has been held lately, over the places: cheap requests may queue deeper than
 * expensive ones, and nobody waits seconds only to be refused.
 *
 * Admission always waits for the event loop's next check phase (setImmediate), after it has
 * polled the sockets. The embedded database runs its queries on the main thread without giving
 * the loop a turn, so a request admitted at once would run to its end while the requests behind
 * it sat unread in the sockets, out of the line's sight, and no wait could be bounded.
 */
export class RequestQueue {
  private active = 0;
  private readonly waiting: Waiter[] = [];
  private drainScheduled = false;
  /** Moving average of how long a place is held, in ms; 0 until one has been released. */
  private heldMs = 0;
  private lastReleaseAt = 0;

  constructor(private readonly options: RequestQueueOptions) {}

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Resolves with the function that frees the place once the caller may run (it may be called
   * more than once); rejects with QueueFullError when the line is full, the wait too long or
   * `abandon` fires first (the client went away).
   */
  enter(abandon?: (cancel: () => void) => void): Promise<() => void> {
    const freePlaces = Math.max(0, this.options.concurrency - this.active);
    const ahead = this.waiting.length - freePlaces;
    const expectedWaitMs = ((ahead + 1) * this.heldEstimate()) / this.options.concurrency;
    if (ahead >= this.options.maxQueued || (ahead >= 0 && expectedWaitMs > this.options.maxWaitMs)) {
      return Promise.reject(new QueueFullError('full'));
    }
    return new Promise((resolve, reject) => {
      const leave = (reason: QueueFullError['reason']) => {
        const index = this.waiting.indexOf(waiter);
        if (index < 0) return;
        this.waiting.splice(index, 1);
        clearTimeout(timer);
        reject(new QueueFullError(reason));
      };
      const timer = setTimeout(() => leave('timeout'), this.options.maxWaitMs);
      timer.unref();
      const waiter: Waiter = {
        admit: (release) => {
          clearTimeout(timer);
          resolve(release);
        },
      };
      this.waiting.push(waiter);
      abandon?.(() => leave('abandoned'));
      this.scheduleDrain();
    });
  }

  /**
   * How long a place is held, as the releases said. Refusing at once brings no releases, so an
   * estimate from a spike would refuse for ever: once no place has been released for longer than
   * the estimate, it shrinks with the silence (to half after twice as long), and requests join the
   * line again, each waiting at most maxWaitMs.
   */
  private heldEstimate(): number {
    const silentMs = performance.now() - this.lastReleaseAt;
    return silentMs <= this.heldMs ? this.heldMs : (this.heldMs * this.heldMs) / silentMs;
  }

  private scheduleDrain(): void {
    if (this.drainScheduled) return;
    this.drainScheduled = true;
    setImmediate(() => {
      this.drainScheduled = false;
      while (this.active < this.options.concurrency) {
        const next = this.waiting.shift();
        if (!next) return;
        next.admit(this.admit());
      }
    });
  }

  private admit(): () => void {
    this.active++;
    const admittedAt = performance.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.lastReleaseAt = performance.now();
      const held = this.lastReleaseAt - admittedAt;
      this.heldMs = this.heldMs === 0 ? held : this.heldMs * (1 - HELD_WEIGHT) + held * HELD_WEIGHT;
      this.active--;
      if (this.waiting.length > 0) this.scheduleDrain();
    };
  }
}

const releaseOf = new WeakMap<FastifyRequest, () => void>();
/** Refusals come in bursts of thousands a second: the log gets one line per interval. */
const REFUSAL_LOG_INTERVAL_MS = 10_000;

/**
 * Puts every request under the given path prefixes (the API and the development helpers, i.e.
 * everything that reaches the database) through one RequestQueue, before authentication and
 * rate limits, which read the database too. A refused request answers 503 with Retry-After and
 * the envelope 100503 系统繁忙，请稍后再试. The place is freed when the handler's answer is
 * about to be sent (a file download streams without holding it) or when the client goes away.
 */
export function registerRequestQueue(
  app: FastifyInstance,
  options: RequestQueueOptions & { prefixes: string[] },
): RequestQueue {
  const queue = new RequestQueue(options);
  const queued = (url: string) => options.prefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
  let refused = 0;
  let loggedAt = 0;

  app.addHook('onRequest', async (request, reply) => {
    if (!queued(request.url.split('?')[0])) return;
    let release: () => void;
    try {
      release = await queue.enter((cancel) => reply.raw.once('close', cancel));
    } catch (error) {
      if (!(error instanceof QueueFullError)) throw error;
      if (error.reason !== 'abandoned') refused++;
      if (refused > 0 && Date.now() - loggedAt >= REFUSAL_LOG_INTERVAL_MS) {
        request.log.warn({ refused, running: queue.running, queued: queue.queued }, 'requests refused: busy');
        refused = 0;
        loggedAt = Date.now();
      }
      return sendBusy(reply);
    }
    releaseOf.set(request, release);
    reply.raw.once('close', release);
  });
  app.addHook('onSend', async (request) => {
    releaseOf.get(request)?.();
  });
  return queue;
}

function sendBusy(reply: FastifyReply): FastifyReply {
  reply.header('Retry-After', String(BUSY_RETRY_AFTER_S));
  return sendEnvelope(reply, failure(ErrorCode.ServiceBusy, ErrorText[ErrorCode.ServiceBusy]), 503);
}
