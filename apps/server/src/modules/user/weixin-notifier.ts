import { envelope } from '@console/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';

/** One notice to a member's bound WeChat (the official account's template message). */
export interface WeixinNotice {
  userId: number;
  title: string;
  lines: string[];
  at: Date;
}

/**
 * Sends a notice to the WeChat a member bound (/info, 微信绑定). The official account's API lives
 * outside this console; an adapter implements this interface. Throwing means "not sent".
 */
export interface WeixinNotifier {
  readonly name: string;
  send(notice: WeixinNotice): Promise<void>;
}

/** Notices the simulator keeps, newest last, per server process. */
const OUTBOX_SIZE = 500;

/**
 * The default install's stand-in for the official account: it keeps the notices in memory, where
 * the development helper /dev/weixin/outbox shows them, and logs that it did.
 */
export class SimulatorWeixinNotifier implements WeixinNotifier {
  readonly name = 'simulator';
  private readonly outbox: WeixinNotice[] = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  async send(notice: WeixinNotice): Promise<void> {
    this.outbox.push(notice);
    if (this.outbox.length > OUTBOX_SIZE) this.outbox.splice(0, this.outbox.length - OUTBOX_SIZE);
    this.log.info({ userId: notice.userId }, 'WeChat simulator kept a notice instead of sending it');
  }

  /** The member's notices, newest first. */
  sentTo(userId: number): WeixinNotice[] {
    return this.outbox.filter((notice) => notice.userId === userId).reverse();
  }
}

const outboxQuery = z.object({
  userId: z.coerce.number({ error: '成员ID必须为数字' }).int('成员ID必须为整数').positive('成员ID格式错误'),
});

/** Development helper: what the WeChat simulator "sent" a member. Never registered in production. */
export function registerWeixinDevRoutes(app: FastifyInstance, notifier: SimulatorWeixinNotifier): void {
  app.get('/dev/weixin/outbox', { schema: { querystring: outboxQuery } }, async (request) => {
    const { userId } = request.query as z.output<typeof outboxQuery>;
    return envelope(notifier.sentTo(userId).map((notice) => ({ ...notice, at: notice.at.toISOString() })));
  });
}
