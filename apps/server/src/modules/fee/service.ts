import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SessionContext } from '../account/index.ts';
import * as repo from './repo.ts';

/**
 * Communication fees. The platform's billing is not part of this server; the balance is a number
 * per business that the platform operator sets (`npm run operator -- balance ...`), kept in fen so
 * yuan amounts add up exactly.
 */
export class FeeService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** What the console's fee banner needs: the balance is used up. */
  async lacksFee(session: SessionContext): Promise<boolean> {
    return (await repo.balanceFen(this.deps.db, session.businessId)) <= 0;
  }

  /** Sets the balance in yuan; answers it as stored (two decimals). */
  async setBalance(session: SessionContext, yuan: number): Promise<number> {
    const fen = Math.round(yuan * 100);
    await repo.setBalanceFen(this.deps.db, session.businessId, fen, this.deps.clock());
    return fen / 100;
  }
}
