import { ErrorCode, ErrorMessage, envelope } from '@console/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import { findBusiness, insertMember, phoneRegistered } from '../account/index.ts';
import { findCaptcha } from '../captcha/index.ts';
import { writeDemoTraffic } from '../demo/index.ts';
import { outboxFor } from '../sms/index.ts';

/**
 * Development helpers: read what the SMS simulator "sent" and which captcha a browser was shown,
 * so people and end-to-end tests can finish registration and login flows without a phone or
 * OCR, and give a fresh enterprise demo calls (what `npm run seed:traffic` does, while the server
 * runs on the embedded database), or a member with a given privilege until team management can
 * add one. Never registered in production, where these paths answer 404.
 */
const outboxQuery = z.object({
  phone: z.string({ error: '手机号不能为空' }).trim().min(1, '手机号不能为空'),
  limit: z.coerce.number({ error: '条数必须为数字' }).int('条数必须为整数').min(1).max(50).default(10),
});

const captchaQuery = z.object({
  clientId: z.string({ error: '客户端标识不能为空' }).trim().min(1, '客户端标识不能为空'),
  type: z.enum(['0', '1', '2'], { error: '验证码类型格式错误' }).default('0'),
});

const trafficBody = z.object({
  businessId: z.coerce.number({ error: '企业ID必须为数字' }).int('企业ID必须为整数').positive('企业ID格式错误'),
  days: z.coerce.number({ error: '天数必须为数字' }).int('天数必须为整数').min(1).max(366).default(7),
  calls: z.coerce.number({ error: '通话数必须为数字' }).int('通话数必须为整数').min(1).max(100_000).default(500),
  inboundShare: z.coerce.number({ error: '呼入占比必须为数字' }).min(0).max(1).default(0.2),
  seed: z.coerce.number({ error: '随机种子必须为数字' }).int().default(1),
});

const memberBody = z.object({
  businessId: z.coerce.number({ error: '企业ID必须为数字' }).int('企业ID必须为整数').positive('企业ID格式错误'),
  phone: z.string({ error: '手机号不能为空' }).regex(/^1\d{10}$/, '手机号格式错误'),
  password: z.string({ error: '密码格式错误' }).min(8, '密码格式错误').max(20, '密码格式错误').default('demo1234'),
  privilege: z.coerce.number({ error: '权限必须为数字' }).int('权限必须为整数').min(0).max(255).default(0),
});

const CODE_IN_TEXT = /验证码为(\d{6})/;

/** Development helpers (registered only outside production): outbox, captchas, demo traffic, members. */
export function registerDevRoutes({ app, config }: AppContext, { db, clock }: { db: Db; clock: Clock }): void {
  app.get('/dev/sms/outbox', { schema: { querystring: outboxQuery } }, async (request) => {
    const query = request.query as z.output<typeof outboxQuery>;
    const messages = await outboxFor(db, query.phone, query.limit);
    return envelope(
      messages.map((m) => ({
        phone: m.phone,
        content: m.content,
        code: CODE_IN_TEXT.exec(m.content)?.[1] ?? '',
        createdAt: m.createdAt.toISOString(),
      })),
    );
  });

  app.get('/dev/captcha', { schema: { querystring: captchaQuery } }, async (request) => {
    const query = request.query as z.output<typeof captchaQuery>;
    const captcha = await findCaptcha(db, query.clientId, query.type);
    return envelope(captcha ? [{ text: captcha.text }] : []);
  });

  app.post('/dev/traffic', { schema: { body: trafficBody } }, async (request) => {
    const body = request.body as z.output<typeof trafficBody>;
    if (!(await findBusiness(db, body.businessId)))
      throw new AppError(ErrorCode.NotFound, ErrorMessage.businessNotFound);
    // Small transactions: on the embedded database every statement holds up the other requests.
    const written = await writeDemoTraffic(db, { ...body, end: clock(), timeZone: config.reportTimeZone }, 500);
    return envelope([{ written }]);
  });

  app.post('/dev/member', { schema: { body: memberBody } }, async (request) => {
    const body = request.body as z.output<typeof memberBody>;
    if (!(await findBusiness(db, body.businessId)))
      throw new AppError(ErrorCode.NotFound, ErrorMessage.businessNotFound);
    if (await phoneRegistered(db, body.phone)) throw new AppError(ErrorCode.PhoneRegistered);
    const member = await insertMember(db, {
      businessId: body.businessId,
      phone: body.phone,
      surname: '测试成员',
      passwordHash: await hashPassword(body.password),
      master: false,
      privilege: body.privilege,
      createdAt: clock(),
    });
    return envelope([{ userId: member.id }]);
  });
}
