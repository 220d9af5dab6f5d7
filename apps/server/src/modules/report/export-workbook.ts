import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { callAnalysisPoints, durationText, percent, type ReportSummary } from '@console/contracts';
import type ExcelJS from 'exceljs';
import { loadExcelJs } from '../../lib/exceljs.ts';
import { localDateTime } from '../../lib/local-time.ts';
import type { CallRow } from '../call-records/index.ts';

interface ReportWorkbookInput {
  /** Where to write; the caller renames it once this resolves. */
  path: string;
  /** AI外呼 or AI接待. */
  directionName: string;
  beginDay: string;
  endDay: string;
  summary: ReportSummary;
  /** The call records, page by page; only one page is held at a time. */
  calls: AsyncIterable<CallRow[]>;
  skillNames: Map<number, string>;
  timeZone: string;
  /** Called after each page with the rows written so far; throwing stops the export. */
  onRows(written: number): Promise<void>;
}

/** Bytes of sheet XML allowed to wait for compression before the writer pauses. */
const ZIP_BACKLOG = 4 * 1024 * 1024;

/**
 * exceljs's streaming sheet hands its XML to the zip's entry stream without heeding back-pressure,
 * so when rows come faster than deflate compresses them the whole sheet piles up in memory
 * (about 0.5 KB per call, 450 MB at a million). Waiting here until the entry stream has drained
 * keeps memory flat. `stream.pipes` is exceljs 4's internal StreamBuf; without it only the
 * event loop is yielded.
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet): Promise<void> {
  const pipes = (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes ?? [];
  for (const entry of pipes) {
    const backlog = () => (entry as unknown as { _writableState?: { length: number } })._writableState?.length ?? 0;
    while (backlog() > ZIP_BACKLOG) await once(entry, 'drain');
  }
  await new Promise((resolve) => setImmediate(resolve));
}

const yesNo = (value: boolean) => (value ? '是' : '否');
const seconds = (ms: number) => Math.round(ms / 1000);

function overviewRows(input: ReportWorkbookInput): [string, string | number][] {
  const s = input.summary;
  return [
    ['时间范围', `${input.beginDay} 至 ${input.endDay}`],
    ['呼叫类型', input.directionName],
    ['总呼叫量', s.totalCall],
    ['接通量', s.totalAnswer],
    ['客户数', s.totalTel],
    ['接通率', `${percent(s.totalAnswer, s.totalCall)}%`],
    ['平均通话时长', durationText(s.avgDuration)],
    ['总通话时长', durationText(s.totalDuration)],
    ['A类客户占比', `${s.A}%`],
    ['B类客户占比', `${s.B}%`],
    ['转人工', s.transferCount],
    ['短信', s.smsCount],
    ...Object.entries(s.tagIntention).map(([name, count]): [string, number] => [`意向${name}`, count]),
  ];
}

/**
 * The report export as .xlsx through exceljs's streaming writer: every row is committed (handed to
 * the zip stream) as soon as it is added, and no shared-string table or styles are kept, so memory
 * stays flat however many calls the range holds. Sheets: 概览 (the summary tiles), 趋势 (the
 * trend series), 通话明细 (every call record). Answers the number of call rows written.
 */
export async function writeReportWorkbook(input: ReportWorkbookInput): Promise<number> {
  const file = createWriteStream(input.path, { flags: 'wx' });
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: file, useStyles: false, useSharedStrings: false });
  try {
    const overview = workbook.addWorksheet('概览');
    overview.columns = [
      { header: '指标', key: 'name', width: 18 },
      { header: '数值', key: 'value', width: 28 },
    ];
    for (const [name, value] of overviewRows(input)) overview.addRow([name, value]).commit();
    overview.commit();

    const trend = workbook.addWorksheet('趋势');
    trend.columns = [
      { header: '时间', width: 14 },
      { header: '呼叫量', width: 10 },
      { header: '接通量', width: 10 },
      { header: '接通率(%)', width: 10 },
      { header: '通话时长(秒)', width: 14 },
      { header: '交互轮次', width: 10 },
    ];
    for (const p of callAnalysisPoints(input.summary.callAnalysis, input.summary.granularity)) {
      trend
        .addRow([p.time, p.callTotal, p.callAnswer, p.callAnswerRate, seconds(p.callDuration), p.interactCount])
        .commit();
    }
    trend.commit();

    const detail = workbook.addWorksheet('通话明细');
    detail.columns = [
      { header: '呼叫时间', width: 20 },
      { header: '主叫号码', width: 15 },
      { header: '被叫号码', width: 15 },
      { header: '话术', width: 20 },
      { header: '是否接通', width: 9 },
      { header: '通话时长(秒)', width: 12 },
      { header: '交互轮次', width: 9 },
      { header: '意向标签', width: 9 },
      { header: '客户标签', width: 20 },
      { header: '转人工', width: 7 },
      { header: '短信', width: 6 },
    ];
    let written = 0;
    for await (const page of input.calls) {
      for (const call of page) {
        detail
          .addRow([
            localDateTime(call.startAt, input.timeZone),
            call.caller,
            call.callee,
            input.skillNames.get(call.speechSkillId) ?? '',
            yesNo(call.answered),
            seconds(call.durationMs),
            call.turns,
            call.intention,
            call.labels.join('、'),
            yesNo(call.transferred),
            yesNo(call.smsSent),
          ])
          .commit();
      }
      written += page.length;
      await zipCaughtUp(detail);
      await input.onRows(written);
    }
    detail.commit();
    await workbook.commit();
    return written;
  } catch (error) {
    file.destroy();
    throw error;
  }
}
