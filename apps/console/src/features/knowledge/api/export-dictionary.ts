import { DOWNLOAD_SYS_TYPE, dictionaryApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useExport } from './use-knowledge-change.ts';

async function exportDictionary(dicId: number): Promise<void> {
  await callApi(dictionaryApi.exportDic, { dicId, sysType: String(DOWNLOAD_SYS_TYPE) });
}

/** 导出: a download-centre task of the dictionary's terms. */
export function useExportDictionary() {
  return useExport(exportDictionary);
}
