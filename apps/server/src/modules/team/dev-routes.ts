import { CALL_ORIGINS, envelope } from '@console/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import {
  devBusinessId as businessId,
  devCallBody as callBody,
  devPhoneNumber as phoneNumber,
  type TelephonySimulator,
} from '../telephony/index.ts';
import type { AgentRouter } from './agent-router.ts';

/** A robot's transfer to a group (the group's strategy picks the agent), or without one to any agent. */
const transferBody = z.object({
  businessId,
  acdId: z.coerce.number({ error: '分组ID必须为数字' }).int('分组ID格式错误').positive('分组ID格式错误').optional(),
  ani: phoneNumber('主叫号码').default('13912345678'),
  dni: phoneNumber('被叫号码').default('4008001234'),
  userData: callBody.shape.userData,
});

/**
 * Development helper of transfers (registered only outside production): what a robot's transfer
 * node does, a call to a group whose strategy picks the agent (or, naming none, to the agent of the
 * enterprise idle longest), rung on the telephony simulator.
 */
export function registerTeamDevRoutes(
  { app }: AppContext,
  { agentRouter: agents, simulator }: { agentRouter: AgentRouter; simulator: TelephonySimulator },
): void {
  app.post('/dev/telephony/transfer', { schema: { body: transferBody } }, async (request) => {
    const body = request.body as z.output<typeof transferBody>;
    const { agent, call } = await agents.transfer(
      { businessId: body.businessId, groupId: body.acdId, customerNumber: body.ani },
      (candidate) =>
        simulator.dial({
          agent: { businessId: body.businessId, dn: candidate.dn },
          origin: CALL_ORIGINS.brainTransfer,
          ani: body.ani,
          dni: body.dni,
          userData: body.userData,
        }),
    );
    return envelope([{ ...call, agentCode: agent.code }]);
  });
}
