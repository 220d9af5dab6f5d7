import {
  type CalleeNumberRow,
  ErrorCode,
  envelope,
  type IntentionTagRow,
  permissionAt,
  type SpeechSkillSummaryRow,
} from '@console/contracts';
import { reportEndpoints } from '@console/contracts/schemas';
import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { countAll } from '../../db/database.ts';
import { calleeNumbers, intentionTags, speechSkills } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { reportRange } from './range.ts';
import { callBatchSummary, type ReportFilter, reportSummary } from './service.ts';

/** The custom batch metrics are on for a business whose config `report` has customMetrics true. */
export const CUSTOM_METRICS_PATH = 'report.customMetrics';

/**
 * The data-statistics report (from the rollups of modules/calls) and the lookups of its filters.
 * Every query is scoped to the session's business: the path's {businessId} is checked by the
 * auth hook (709006), queryCPNInfoWithBus's body businessId here.
 */
export function registerReportRoutes(ctx: AppContext): void {
  const { router, db, config, permissions } = ctx;
  const timeZone = config.reportTimeZone;

  function filterOf(
    businessId: number,
    body: { direction: 0 | 1; speechSkillId: number[]; callee: string[] },
  ): ReportFilter {
    return { businessId, direction: body.direction, speechSkillIds: body.speechSkillId, numbers: body.callee };
  }

  router.sessionRoute(reportEndpoints.indexStatistics, async ({ body, session }) => {
    const range = reportRange(body.beginTime, body.endTime, timeZone);
    return envelope([await reportSummary(db, filterOf(session.businessId, body), range, timeZone)]);
  });

  router.sessionRoute(reportEndpoints.indexCallBatchStatistics, async ({ body, session, request }) => {
    const settings = await permissions.forRequest(request, session.businessId);
    if (permissionAt(settings, CUSTOM_METRICS_PATH) !== true) throw new AppError(ErrorCode.AccessDenied);
    const range = reportRange(body.beginTime, body.endTime, timeZone);
    return envelope([await callBatchSummary(db, filterOf(session.businessId, body), range)]);
  });

  router.sessionRoute(reportEndpoints.queryLabelOptionList, async ({ session }) => {
    const rows: IntentionTagRow[] = await db
      .select({
        contextId: intentionTags.contextId,
        name: intentionTags.name,
        description: intentionTags.description,
        talkScriptFlag: intentionTags.talkScriptFlag,
      })
      .from(intentionTags)
      .where(eq(intentionTags.businessId, session.businessId))
      .orderBy(asc(intentionTags.sort), asc(intentionTags.id));
    return envelope(rows);
  });

  router.sessionRoute(reportEndpoints.querySpeechSkill, async ({ body, session }) => {
    const escaped = body.name?.replace(/[\\%_]/g, (c) => `\\${c}`);
    const where = and(
      eq(speechSkills.businessId, session.businessId),
      body.status === undefined ? undefined : eq(speechSkills.status, body.status),
      escaped ? ilike(speechSkills.name, `%${escaped}%`) : undefined,
    );
    const [{ n }] = await db.select({ n: countAll() }).from(speechSkills).where(where);
    const rows: SpeechSkillSummaryRow[] = await db
      .select({ id: speechSkills.id, name: speechSkills.name, status: speechSkills.status })
      .from(speechSkills)
      .where(where)
      .orderBy(asc(speechSkills.id))
      .limit(body.pageSize)
      .offset((body.pageIndex - 1) * body.pageSize);
    return envelope(rows, n);
  });

  router.sessionRoute(reportEndpoints.queryCPNInfoWithBus, async ({ body, session }) => {
    if (body.businessId !== session.businessId) throw new AppError(ErrorCode.BusinessMismatch);
    const rows: CalleeNumberRow[] = await db
      .select({ cpnCode: calleeNumbers.cpnCode, cpnType: calleeNumbers.cpnType, status: calleeNumbers.status })
      .from(calleeNumbers)
      .where(
        and(
          eq(calleeNumbers.businessId, session.businessId),
          body.cpnTypeArr.length > 0 ? inArray(calleeNumbers.cpnType, body.cpnTypeArr) : undefined,
          body.status === undefined ? undefined : eq(calleeNumbers.status, body.status),
        ),
      )
      .orderBy(asc(calleeNumbers.id));
    return envelope(rows);
  });
}
