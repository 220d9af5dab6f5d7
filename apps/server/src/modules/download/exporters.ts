import { DownloadType, isCallReportExportQuery } from '@console/contracts';
import { runBlacklistExport } from '../blacklist/export.ts';
import { runCustomerExport } from '../customer/export.ts';
import { runTermExport } from '../knowledge/dictionary/term-export.ts';
import { runQuestionExport } from '../knowledge/question-export.ts';
import { runCallReportExport } from '../reception/data/export.ts';
import { runRecordingsExport } from '../recordings/recording-export.ts';
import { runTaskNumbersExport } from '../task/numbers-export.ts';
import { runTaskReportExport } from '../task/report-export.ts';
import type { Exporter } from './export-run.ts';
import { runReportExport, type StoredReportQuery } from './report-export.ts';

const reportExport: Exporter = (run) => runReportExport({ ...run, query: run.query as StoredReportQuery });
/** Type 10 is /report's AI接待 report, or /ai/data's calls when its query is that page's. */
const inboundExport: Exporter = (run) =>
  isCallReportExportQuery(run.query as Record<string, unknown>) ? runCallReportExport(run) : reportExport(run);

/**
 * The export of each download type the worker runs. Type 22 (an import's rejected rows) is not
 * here: the import writes that file itself and adds its task finished.
 */
const EXPORTERS: Partial<Record<number, Exporter>> = {
  [DownloadType.taskReport]: runTaskReportExport,
  [DownloadType.taskRecordings]: runRecordingsExport,
  [DownloadType.customers]: runCustomerExport,
  [DownloadType.taskNumbers]: runTaskNumbersExport,
  [DownloadType.reportOutbound]: reportExport,
  [DownloadType.reportInbound]: inboundExport,
  [DownloadType.knowledgeQuestions]: runQuestionExport,
  [DownloadType.dictionaryTerms]: runTermExport,
  [DownloadType.blacklist]: runBlacklistExport,
};

export function exporterOf(downloadType: number): Exporter | undefined {
  return EXPORTERS[downloadType];
}
