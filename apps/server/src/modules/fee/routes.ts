import { envelope } from '@console/contracts';
import { feeEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import { FeeService } from './service.ts';

export function registerFeeRoutes(ctx: AppContext): void {
  const { router } = ctx;
  const fees = new FeeService(ctx);

  router.sessionRoute(feeEndpoints.checkFeeLeft, async ({ session }) =>
    envelope([{ lack: await fees.lacksFee(session) }]),
  );

  router.sessionRoute(
    feeEndpoints.updateFeeBalance,
    async ({ body, session }) =>
      envelope([{ businessId: session.businessId, balance: await fees.setBalance(session, body.balance) }]),
    { operatorOnly: true },
  );
}
