import { envelope, type FeeBalanceRow, type FeeCheckRow } from '@console/contracts';
import { feeEndpoints } from '@console/contracts/schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { feeAccounts } from '../../db/schema.ts';

/**
 * Communication fees. The platform's billing is not part of this server; the balance is a
 * number per business that the platform operator sets (`npm run operator -- balance ...`), and
 * checkFeeLeft answers lack = balance <= 0, which is what the console's fee banner needs.
 */
export function registerFeeRoutes(ctx: AppContext): void {
  const { router, db, clock } = ctx;

  async function balanceFen(businessId: number): Promise<number> {
    const [row] = await db
      .select({ balanceFen: feeAccounts.balanceFen })
      .from(feeAccounts)
      .where(eq(feeAccounts.businessId, businessId));
    return row?.balanceFen ?? 0;
  }

  router.sessionRoute(feeEndpoints.checkFeeLeft, async ({ session }) => {
    const row: FeeCheckRow = { lack: (await balanceFen(session.businessId)) <= 0 };
    return envelope([row]);
  });

  router.sessionRoute(
    feeEndpoints.updateFeeBalance,
    async ({ body, session }) => {
      const fen = Math.round(body.balance * 100);
      const now = clock();
      await db
        .insert(feeAccounts)
        .values({ businessId: session.businessId, balanceFen: fen, updatedAt: now })
        .onConflictDoUpdate({ target: feeAccounts.businessId, set: { balanceFen: fen, updatedAt: now } });
      const row: FeeBalanceRow = { businessId: session.businessId, balance: fen / 100 };
      return envelope([row]);
    },
    { operatorOnly: true },
  );
}
