import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { smsOutbox } from '../../db/schema/sms.ts';
import type { Clock } from '../../lib/clock.ts';
import { maskPhone } from '../../lib/secrets.ts';

/**
 * Sends one text message. The platform's SMS gateway lives outside this console; a gateway
 * adapter implements this interface. Throwing means "not sent".
 */
export interface SmsSender {
  readonly name: string;
  send(phone: string, content: string): Promise<void>;
}

/**
 * The default install's stand-in for the gateway: it keeps each message in sms_outbox, where the
 * development helper /dev/sms/outbox shows it, and logs that it did without the content.
 */
export class SimulatorSmsSender implements SmsSender {
  readonly name = 'simulator';

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(phone: string, content: string): Promise<void> {
    await this.db.insert(smsOutbox).values({ phone, content, createdAt: this.clock() });
    this.log.info({ phone: maskPhone(phone) }, 'SMS simulator stored a message in sms_outbox instead of sending it');
  }
}
