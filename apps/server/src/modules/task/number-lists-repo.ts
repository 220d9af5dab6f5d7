import { TaskNumbersCallOut } from '@console/contracts';
import { and, asc, eq, exists, gt, like, ne, type SQL } from 'drizzle-orm';
import { countAll, type Db } from '../../db/database.ts';
import { containing } from '../../db/query-helpers.ts';
import { taskNumbers } from '../../db/schema/task.ts';
import { callRecordsView } from '../call-records/index.ts';
import { matching, narrowsCalls, type RecordFilters } from './records-repo.ts';

/** Which of a task's numbers 下载名单 writes: callOut 1 已呼, 0 待呼 (TaskNumbersCallOut). */
export interface NumberList {
  businessId: number;
  taskId: number;
  callOut: 0 | 1;
  filters: RecordFilters;
}

/**
 * 已呼: numbers called at least once, and with the page's filters set, a call of the number
 * matching them. 待呼: numbers the dialer has not finished (never called, or due again in a
 * redial round); their calls are still to come, so only the number filter applies.
 */
function inList(db: Db, list: NumberList): SQL | undefined {
  const numberLike = list.filters.telNumber ? like(taskNumbers.number, containing(list.filters.telNumber)) : undefined;
  if (list.callOut === TaskNumbersCallOut.waiting) {
    return and(eq(taskNumbers.taskId, list.taskId), ne(taskNumbers.state, 2), numberLike);
  }
  const calls = callRecordsView(db);
  const matchingCall = db
    .select({ id: calls.id })
    .from(calls)
    .where(and(eq(calls.taskNumberId, taskNumbers.id), matching(calls, list.businessId, list.taskId, list.filters)));
  return and(
    eq(taskNumbers.taskId, list.taskId),
    gt(taskNumbers.attempts, 0),
    narrowsCalls(list.filters) ? exists(matchingCall) : undefined,
  );
}

export async function countListed(db: Db, list: NumberList): Promise<number> {
  const [{ n }] = await db.select({ n: countAll() }).from(taskNumbers).where(inList(db, list));
  return n;
}

/** The list's numbers after `afterId`, in the file's order (keyset). */
export function listedBatch(db: Db, list: NumberList, afterId: number, limit: number) {
  return db
    .select({
      id: taskNumbers.id,
      number: taskNumbers.number,
      variables: taskNumbers.variables,
      attempts: taskNumbers.attempts,
      lastResult: taskNumbers.lastResult,
    })
    .from(taskNumbers)
    .where(and(inList(db, list), gt(taskNumbers.id, afterId)))
    .orderBy(asc(taskNumbers.id))
    .limit(limit);
}

/** The variable columns of the task's numbers file (every row of one file has the same). */
export async function variableNames(db: Db, taskId: number): Promise<string[]> {
  const [first] = await db
    .select({ variables: taskNumbers.variables })
    .from(taskNumbers)
    .where(eq(taskNumbers.taskId, taskId))
    .orderBy(asc(taskNumbers.id))
    .limit(1);
  return Object.keys(first?.variables ?? {});
}
