import { CALL_RESULTS, type ParsedBodyOf, type TaskRecordRow, type taskApi } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { pageOf } from '../../db/query-helpers.ts';
import { localDateTime } from '../../lib/local-time.ts';
import type { LinkSigner } from '../../lib/signed-links.ts';
import type { SessionContext } from '../account/index.ts';
import { checkBusiness } from '../account/index.ts';
import { hasSpeech, recordingPath } from '../call-records/index.ts';
import { type CallRecordOfTask, recordPage } from './records-repo.ts';
import { visibleTask } from './tasks-service.ts';

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

/** The detail page's call records (queryTaskDataReport, modules-spec 4.6). */
export class TaskRecordsService {
  constructor(private readonly deps: { db: Db; timeZone: string; links: LinkSigner }) {}

  async page(session: SessionContext, query: ParsedBodyOf<typeof taskApi.queryTaskDataReport>) {
    checkBusiness(session, query.businessId);
    const task = await visibleTask(this.deps.db, session, query.taskId);
    const { rows, total } = await recordPage(
      this.deps.db,
      { businessId: session.businessId, taskId: task.id },
      query,
      query.order,
      pageOf(query),
    );
    const zone = this.deps.timeZone;
    // As the recording route has it: an answered call where someone spoke, unless the task runs
    // in 高性能模式 (isRecord 0), which records nothing.
    const recorded = (call: CallRecordOfTask) => call.answered && hasSpeech(call.dialog) && task.isRecord !== 0;
    return {
      rows: rows.map((call) => recordRowOf(call, zone, recorded(call) ? recordingPath(this.deps.links, call.id) : '')),
      total,
    };
  }
}
