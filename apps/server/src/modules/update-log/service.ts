import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SessionContext } from '../account/index.ts';
import * as repo from './repo.ts';

/** The account behind a session: the member, or the inner-login account acting in the business. */
function readerOf(session: SessionContext): repo.UpdateLogReader {
  if (session.userId !== null) return { userId: session.userId };
  if (session.operatorId !== null) return { operatorId: session.operatorId };
  throw new Error('a session without an account');
}

/** When each account last read the update log (the shell's notice shows what is newer). */
export class UpdateLogReads {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  readTime(session: SessionContext): Promise<string | null> {
    return repo.findReadTime(this.deps.db, readerOf(session));
  }

  markRead(session: SessionContext, readTime: string): Promise<void> {
    return repo.saveReadTime(this.deps.db, readerOf(session), readTime, this.deps.clock());
  }
}
