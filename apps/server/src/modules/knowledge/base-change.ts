import { ErrorCode, ErrorMessage, KnowledgeState } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './repo.ts';

/** A base of another enterprise is not found (100404); one under review is refused (341002). */
function writable(base: repo.KnowledgeBase | undefined): repo.KnowledgeBase {
  if (!base) throw new AppError(ErrorCode.NotFound, ErrorMessage.knowledgeNotFound);
  if (base.state === KnowledgeState.reviewing) throw new AppError(ErrorCode.KnowledgeLocked);
  return base;
}

/** Refuses what changeBase would refuse, changing nothing (a check before a file is kept). */
export async function assertWritable(db: Db, businessId: number, kbId: number): Promise<repo.KnowledgeBase> {
  return writable(await repo.baseById(db, businessId, kbId));
}

/**
 * Every change of a knowledge base, its categories, questions, recordings and dictionary links
 * goes through here: in one transaction the base's row is locked and checked (writable), and
 * once `write` is done the base is marked updated. An approved or rejected base that changes goes
 * back to 未提交: what calls use after a review is what was reviewed.
 */
export async function changeBase<T>(
  db: Db,
  target: { businessId: number; kbId: number; now: Date },
  write: (tx: Db, base: repo.KnowledgeBase) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const base = writable(await repo.lockBase(tx, target.businessId, target.kbId));
    const result = await write(tx, base);
    await repo.setBaseState(tx, base.id, { state: KnowledgeState.draft, reason: '', updatedAt: target.now });
    return result;
  });
}
