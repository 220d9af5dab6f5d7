import { type BodyOf, blacklistApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useBlacklistChange } from './blacklist-keys.ts';

async function removeNumbers(body: BodyOf<typeof blacklistApi.removeBlacklist>): Promise<void> {
  await callApi(blacklistApi.removeBlacklist, body);
}

/** 移除 of blacklisted numbers, with the reason. */
export function useRemoveBlacklistNumbers() {
  return useBlacklistChange(removeNumbers);
}
