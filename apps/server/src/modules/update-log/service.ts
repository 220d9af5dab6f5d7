import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SessionContext } from '../account/sessions.ts';
import * as repo from './repo.ts';

/** The account behind a session: the member, or the inner-login account acting in the business. */
function readerOf(session: SessionContext): repo.UpdateLogReader {
  if (session.userId !== null) return { userId: session.userId };
  if (session.operatorId !== null) return { operatorId: session.operatorId };
  throw new Error('a session without an account');
}

export function updateLogReadTime(db: Db, session: SessionContext): Promise<string | null> {
  return repo.findReadTime(db, readerOf(session));
}

export function markUpdateLogRead(db: Db, clock: Clock, session: SessionContext, readTime: string): Promise<void> {
  return repo.saveReadTime(db, readerOf(session), readTime, clock());
}
