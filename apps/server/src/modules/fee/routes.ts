import { envelope } from '@console/contracts';
import { feeEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import type { FeeService } from './service.ts';

/** The communication fee's lack flag and the operator's balance. */
export function registerFeeRoutes({ router }: AppContext, { fees }: { fees: FeeService }): void {
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
