import { CALL_RESULTS, ErrorCode, type ParsedBodyOf, type TaskRecordRow, type taskApi } from '@console/contracts';
import type { AppContext } from '../../context.ts';
import { pageOf } from '../../db/query-helpers.ts';
import { AppError } from '../../lib/app-error.ts';
import { localDateTime } from '../../lib/local-time.ts';
import type { SessionContext } from '../account/sessions.ts';
import { checkBusiness } from '../download/service.ts';
import { hasSpeech } from '../recordings/dialog-audio.ts';
import { recordingPath } from '../recordings/links.ts';
import { type CallRecordOfTask, recordPage } from './records-repo.ts';
import { findTask, type TaskRecord } from './tasks-repo.ts';
import { scopeOf } from './tasks-service.ts';

const CALL_RESULT_TEXTS: ReadonlyMap<string, string> = new Map(
  CALL_RESULTS.map((result) => [result.code, result.desc]),
);

/** 通话结果's text of an outcome code; '' for a call outside tasks. */
export function callResultText(code: string): string {
  return CALL_RESULT_TEXTS.get(code) ?? '';
}

/** One call as the record table shows it; `voiceUrl` is its recording's link, '' when none. */
export function recordRowOf(call: CallRecordOfTask, timeZone: string, voiceUrl: string): TaskRecordRow {
  return {
    id: call.id,
    tel_number: call.callee,
    time_callout: localDateTime(call.startAt, timeZone),
    // Whole seconds, as the duration filter counts them.
    duration_ring: Math.floor(call.ringMs / 1000),
    duration_call: Math.floor(call.durationMs / 1000),
    call_result: call.callResult,
    call_resultdes: callResultText(call.callResult),
    call_index: call.callIndex,
    label_show: call.labels.join('，'),
    tag_intention: call.intention,
    task_data_id: call.taskNumberId ?? 0,
    dialog: call.dialog,
    voice_url: voiceUrl,
  };
}

/**
 * A task of the session's scope (members their own, like the task lists); another enterprise's
 * or member's task is 任务不存在.
 */
export async function visibleTask(
  ctx: Pick<AppContext, 'db'>,
  session: SessionContext,
  taskId: number,
): Promise<TaskRecord['task']> {
  const record = await findTask(ctx.db, scopeOf(session), taskId);
  if (!record) throw new AppError(ErrorCode.NotFound, '任务不存在');
  return record.task;
}

/** The detail page's call records (queryTaskDataReport, modules-spec 4.6). */
export class TaskRecordsService {
  constructor(private readonly ctx: AppContext) {}

  async page(session: SessionContext, query: ParsedBodyOf<typeof taskApi.queryTaskDataReport>) {
    checkBusiness(session, query.businessId);
    const task = await visibleTask(this.ctx, session, query.taskId);
    const { rows, total } = await recordPage(
      this.ctx.db,
      { businessId: session.businessId, taskId: task.id },
      query,
      query.order,
      pageOf(query),
    );
    const zone = this.ctx.config.reportTimeZone;
    // As the recording route has it: an answered call where someone spoke, unless the task runs
    // in 高性能模式 (isRecord 0), which records nothing.
    const recorded = (call: CallRecordOfTask) => call.answered && hasSpeech(call.dialog) && task.isRecord !== 0;
    return {
      rows: rows.map((call) => recordRowOf(call, zone, recorded(call) ? recordingPath(this.ctx.links, call.id) : '')),
      total,
    };
  }
}
