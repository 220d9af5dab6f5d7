import type { Db } from '../../db/database.ts';
import { localDateTime, localDayStart } from '../../lib/local-time.ts';
import type { SessionContext } from '../account/index.ts';
import { actionName, listAudit } from './audit.ts';

const DAY_MS = 86_400_000;

/** 操作日志: who changed which member or agent, with the fields before and after. */
export class AuditLogService {
  constructor(private readonly deps: { db: Db; timeZone: string }) {}

  /** The enterprise's entries, newest first, within whole local days of beginTime and endTime. */
  async page(
    session: SessionContext,
    query: { userId?: number; beginTime?: string; endTime?: string },
    page: { limit: number; offset: number },
  ) {
    const zone = this.deps.timeZone;
    const from = query.beginTime ? localDayStart(query.beginTime, '开始日期', zone) : undefined;
    const until = query.endTime
      ? new Date(localDayStart(query.endTime, '结束日期', zone).getTime() + DAY_MS)
      : undefined;
    const { rows, total } = await listAudit(
      this.deps.db,
      session.businessId,
      { userId: query.userId, from, until },
      page,
    );
    return {
      rows: rows.map((row) => ({
        id: row.id,
        action: row.action,
        actionName: actionName(row.action),
        actorName: row.actorName,
        actorPhone: row.actorPhone,
        targetName: row.targetName,
        before: (row.before as Record<string, string> | null) ?? null,
        after: (row.after as Record<string, string> | null) ?? null,
        createTime: localDateTime(row.createdAt, zone),
      })),
      total,
    };
  }
}
