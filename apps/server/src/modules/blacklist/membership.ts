import { normalizeListedNumber } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import * as repo from './repo.ts';

/** What a refusal leaves as evidence on the suppressed number. */
export interface RefusalEvidence {
  callId?: number;
  taskId?: string | number;
  reason: string;
}

/**
 * The lists as the number import and the dialer ask them: which numbers they must skip, and the
 * suppression a refusal adds. Numbers are compared normalised, so `138 0000 0000`, `+8613800000000`
 * and `13800000000` are one number; the answered sets hold the numbers as the caller gave them.
 */
export class NumberLists {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  private async members(table: repo.ListTable, businessId: number, numbers: readonly string[]): Promise<Set<string>> {
    const normalised = new Map<string, string>();
    for (const number of numbers) {
      const key = normalizeListedNumber(number);
      if (key !== undefined) normalised.set(number, key);
    }
    const listed = await repo.liveNumbers(this.deps.db, table, businessId, [...normalised.values()]);
    return new Set([...normalised].filter(([, key]) => listed.has(key)).map(([number]) => number));
  }

  /** The numbers on the enterprise's blacklist. */
  isBlacklisted(businessId: number, numbers: readonly string[]): Promise<Set<string>> {
    return this.members(repo.LISTS.blacklist, businessId, numbers);
  }

  /** The numbers suppressed after a refusal and not released since. */
  isSuppressed(businessId: number, numbers: readonly string[]): Promise<Set<string>> {
    return this.members(repo.LISTS.suppression, businessId, numbers);
  }

  /**
   * Suppresses the number after a refusal; answers false when it is not a number the lists keep
   * or is suppressed already (the first refusal's evidence stays).
   */
  async suppress(businessId: number, number: string, evidence: RefusalEvidence): Promise<boolean> {
    const normalised = normalizeListedNumber(number);
    if (normalised === undefined) return false;
    const inserted = await repo.insertNew(this.deps.db, repo.LISTS.suppression, [
      {
        businessId,
        number: normalised,
        reason: evidence.reason.slice(0, 100),
        source: 'refusal',
        taskId: evidence.taskId === undefined ? null : String(evidence.taskId),
        callId: evidence.callId ?? null,
        createdBy: '',
        createdAt: this.deps.clock(),
      },
    ]);
    return inserted.size > 0;
  }
}
