import { DOWNLOAD_SYS_TYPE, knowledgeApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useExport } from './use-knowledge-change.ts';

async function exportQuestions(kbId: number): Promise<void> {
  await callApi(knowledgeApi.exportKbQuestion, { id: kbId, sysType: String(DOWNLOAD_SYS_TYPE) });
}

/** 导出问题: a download-centre task of the base's questions. */
export function useExportQuestions() {
  return useExport(exportQuestions);
}
