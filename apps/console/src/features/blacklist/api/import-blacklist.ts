import { type BlacklistImportResult, blacklistApi } from '@console/contracts';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { useBlacklistChange } from './blacklist-keys.ts';

async function importNumbers({ file, reason }: { file: File; reason: string }): Promise<BlacklistImportResult> {
  const form = new FormData();
  // Left out when empty: the rows' own reasons then stand alone.
  if (reason) form.append('reason', reason);
  form.append('file', file);
  return firstRow(await callApi(blacklistApi.importBlacklist, form));
}

/** 批量导入: answers what was added and why the other rows were not. */
export function useImportBlacklist() {
  return useBlacklistChange(importNumbers);
}
