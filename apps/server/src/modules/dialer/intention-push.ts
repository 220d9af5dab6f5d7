import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { AppEvents, TypedEmitter } from '../../lib/events.ts';
import { maskPhone } from '../../lib/secrets.ts';
import { memberOrMaster } from '../account/index.ts';
import type { WeixinNotifier } from '../user/index.ts';

export interface IntentionCall {
  businessId: number;
  /** The task's owner; null: the enterprise's master. */
  ownerId: number | null;
  taskId: number;
  taskName: string;
  speechSkillId: number;
  telNumber: string;
  grade: string;
  callId: number;
  at: Date;
}

/**
 * 意向客户推送: a task call that ends with a grade the task pushes (pushIntention) is told to the
 * task's owner at once, in their open consoles (the real-time module pushes intentionNotify on the
 * shared event, whichever server holds the connection) and on their bound WeChat. The WeChat notice
 * is sent here, by the server that made the call, so it goes out once.
 */
export class IntentionPusher {
  constructor(
    private readonly deps: { db: Db; events: TypedEmitter<AppEvents>; weixin: WeixinNotifier; log: FastifyBaseLogger },
  ) {}

  async push(call: IntentionCall): Promise<void> {
    const { db, events, weixin, log } = this.deps;
    const owner = await memberOrMaster(db, call.businessId, call.ownerId);
    if (!owner) return;
    events.emit('intentionPushed', {
      businessId: call.businessId,
      userId: owner.id,
      taskId: call.taskId,
      taskName: call.taskName,
      speechSkillId: call.speechSkillId,
      telNumber: call.telNumber,
      grade: call.grade,
      callId: call.callId,
      at: call.at.toISOString(),
    });
    if (owner.bindStatus !== 1) return;
    try {
      await weixin.send({
        userId: owner.id,
        title: '意向客户通知',
        lines: [`任务：${call.taskName}`, `客户号码：${maskPhone(call.telNumber)}`, `意向等级：${call.grade}`],
        at: call.at,
      });
    } catch (error) {
      log.warn({ err: error, userId: owner.id }, 'intention push: WeChat notice not sent');
    }
  }
}
