import { DownloadType } from '@console/contracts';
import { runBlacklistExport } from '../blacklist/export.ts';
import { runCustomerExport } from '../customer/export.ts';
import { runTermExport } from '../dictionary/term-export.ts';
import { runQuestionExport } from '../knowledge/question-export.ts';
import { runRecordingsExport } from '../recordings/recording-export.ts';
import { runTaskNumbersExport } from '../task/numbers-export.ts';
import { runTaskReportExport } from '../task/report-export.ts';
import type { Exporter } from './export-run.ts';
import { runReportExport, type StoredReportQuery } from './report-export.ts';

const reportExport: Exporter = (run) => runReportExport({ ...run, query: run.query as StoredReportQuery });

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
  [DownloadType.reportInbound]: reportExport,
  [DownloadType.knowledgeQuestions]: runQuestionExport,
  [DownloadType.dictionaryTerms]: runTermExport,
  [DownloadType.blacklist]: runBlacklistExport,
};

export function exporterOf(downloadType: number): Exporter | undefined {
  return EXPORTERS[downloadType];
}
