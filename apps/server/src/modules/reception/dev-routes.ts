import { ErrorCode, ErrorMessage, envelope } from '@console/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findBusiness } from '../account/index.ts';
import type { InboundSimulator, InboundTraffic } from './inbound-simulator.ts';

/**
 * Development helpers of the inbound call simulator: a customer calls one of an enterprise's
 * reception numbers, or a stream of customers call its bound numbers, so the AI接待 report shows
 * reception traffic without a telephone network. Registered only outside production.
 */
const businessId = z.coerce.number({ error: '企业ID必须为数字' }).int('企业ID必须为整数').positive('企业ID格式错误');

const callBody = z.object({
  businessId,
  cpnCode: z
    .string({ error: '接待号码不能为空' })
    .trim()
    .min(1, '接待号码不能为空')
    .regex(/^\d{3,20}$/, '接待号码格式错误'),
  caller: z
    .string({ error: '主叫号码格式错误' })
    .trim()
    .regex(/^\d{3,20}$/, '主叫号码格式错误')
    .default('13912345678'),
});

const trafficBody = z.object({
  businessId,
  calls: z.coerce
    .number({ error: '通话数必须为数字' })
    .int('通话数必须为整数')
    .min(1, '通话数至少为1')
    .max(10_000, '通话数不能超过10000'),
  perMinute: z.coerce
    .number({ error: '每分钟通话数必须为数字' })
    .int('每分钟通话数必须为整数')
    .min(1, '每分钟通话数至少为1')
    .max(6_000, '每分钟通话数不能超过6000')
    .optional(),
});

/** Development helpers of the inbound call simulator (registered only outside production). */
export function registerReceptionDevRoutes(
  { app }: AppContext,
  inbound: { db: Db; simulator: InboundSimulator; traffic: InboundTraffic },
): void {
  const { db } = inbound;
  const knownBusiness = async (id: number) => {
    if (!(await findBusiness(db, id))) throw new AppError(ErrorCode.NotFound, ErrorMessage.businessNotFound);
  };

  app.post('/dev/reception/call', { schema: { body: callBody } }, async (request) => {
    const body = request.body as z.output<typeof callBody>;
    await knownBusiness(body.businessId);
    return envelope([await inbound.simulator.place(body)]);
  });

  app.post('/dev/reception/traffic', { schema: { body: trafficBody } }, async (request) => {
    const body = request.body as z.output<typeof trafficBody>;
    await knownBusiness(body.businessId);
    const numbers = await inbound.traffic.start(body);
    if (numbers.length === 0) throw new AppError(ErrorCode.NotFound, ErrorMessage.simulatedReceptionNumbersMissing);
    return envelope([{ calls: body.calls, numbers }]);
  });
}
