import { CALL_ORIGINS, type CallOrigin, ErrorCode, ErrorMessage, envelope, USER_DATA_KEYS } from '@console/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TelephonySimulator } from './simulator.ts';

/**
 * Development helpers of the telephony simulator: ring an agent's softphone with a call of any
 * origin and user data (what a supervisor's listening or a customer's inbound call would do in
 * production), read the calls of an enterprise, and let the simulated customer hang up. The
 * robot's transfer to a group is the team module's (team/dev-routes.ts).
 * Registered only outside production, like the other /dev routes.
 */
export const businessId = z.coerce
  .number({ error: '企业ID必须为数字' })
  .int('企业ID必须为整数')
  .positive('企业ID格式错误');
export const phoneNumber = (name: string) =>
  z
    .string({ error: ErrorMessage.fieldInvalid(name) })
    .trim()
    .regex(/^\d{3,20}$/, ErrorMessage.fieldInvalid(name));

export const callBody = z.object({
  businessId,
  dn: z.string({ error: '分机号不能为空' }).trim().min(1, '分机号不能为空'),
  origin: z.enum(Object.values(CALL_ORIGINS) as [CallOrigin, ...CallOrigin[]], {
    error: '呼叫来源格式错误（webclick、listening、braintransfer、inbound）',
  }),
  ani: phoneNumber('主叫号码').default('13912345678'),
  dni: phoneNumber('被叫号码').default('4008001234'),
  /** X-User-Data of the call: what a task or an integrator attached (call-relation-id, app-id, ...). */
  userData: z
    .partialRecord(
      z.enum(USER_DATA_KEYS),
      z.string({ error: '随路数据格式错误' }).max(128, '随路数据不能超过128个字符'),
      {
        error: '随路数据格式错误',
      },
    )
    .optional(),
});

const callsBody = z.object({ businessId });

const hangupBody = z.object({
  agentLegUuid: z.string({ error: '坐席通话标识不能为空' }).trim().min(1, '坐席通话标识不能为空'),
});

export function registerTelephonyDevRoutes(
  { app }: AppContext,
  { simulator }: { simulator: TelephonySimulator },
): void {
  app.post('/dev/telephony/call', { schema: { body: callBody } }, async (request) => {
    const body = request.body as z.output<typeof callBody>;
    const row = await simulator.dial({
      agent: { businessId: body.businessId, dn: body.dn },
      origin: body.origin,
      ani: body.ani,
      dni: body.dni,
      userData: body.userData,
    });
    return envelope([row]);
  });

  app.post('/dev/telephony/calls', { schema: { body: callsBody } }, async (request) => {
    const body = request.body as z.output<typeof callsBody>;
    return envelope(simulator.log.ofBusiness(body.businessId));
  });

  app.post('/dev/telephony/hangup', { schema: { body: hangupBody } }, async (request) => {
    const body = request.body as z.output<typeof hangupBody>;
    if (!simulator.hangup(body.agentLegUuid))
      throw new AppError(ErrorCode.NotFound, ErrorMessage.simulatedCallNotFound);
    return envelope([simulator.log.find(body.agentLegUuid)]);
  });
}
