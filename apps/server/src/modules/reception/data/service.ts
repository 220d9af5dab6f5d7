import type { CallReportRow, ParsedBodyOf, receptionDataApi } from '@console/contracts';
import type { Db } from '../../../db/database.ts';
import type { LinkSigner } from '../../../lib/signed-links.ts';
import { pageOf } from '../../../db/query-helpers.ts';
import { localDateTime } from '../../../lib/local-time.ts';
import { checkBusiness } from '../../account/index.ts';
import { hasSpeech, recordingPath } from '../../call-records/index.ts';
import type { SessionContext } from '../../account/index.ts';
import { callReportPage, type InboundCall } from './repo.ts';

/** One inbound call as /ai/data shows it; `voiceUrl` is its recording's link, '' when none. */
export function rowOf(call: InboundCall, timeZone: string, voiceUrl: string): CallReportRow {
  return {
    calluuid: String(call.id),
    dnis: call.callee,
    tel_number: call.caller,
    speech_skill_name: call.skillName ?? '',
    call_begin_time: localDateTime(call.startAt, timeZone),
    duration_call: Math.floor(call.durationMs / 1000),
    // As the original's index stores it: each label followed by a comma.
    label_show: call.labels.map((label) => `${label},`).join(''),
    tag_intention: call.intention,
    transfer_mark: call.transferred ? 1 : 0,
    dialog: call.dialog,
    voice_url: voiceUrl,
  };
}

/** AI接待's data page (queryCallReport, modules-spec 5.2): the enterprise's inbound calls. */
export class CallReportService {
  constructor(private readonly deps: { db: Db; timeZone: string; links: LinkSigner }) {}

  async page(session: SessionContext, query: ParsedBodyOf<typeof receptionDataApi.queryCallReport>) {
    checkBusiness(session, query.businessId);
    const { rows, total } = await callReportPage(this.deps.db, session.businessId, query, query.order, pageOf(query));
    const zone = this.deps.timeZone;
    // As the recording route has it: an answered call where someone spoke.
    const recorded = (call: InboundCall) => call.answered && hasSpeech(call.dialog);
    return {
      rows: rows.map((call) => rowOf(call, zone, recorded(call) ? recordingPath(this.deps.links, call.id) : '')),
      total,
    };
  }
}
