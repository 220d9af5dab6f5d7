import { type BodyOf, blacklistApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useBlacklistChange } from './blacklist-keys.ts';

async function addNumber(body: BodyOf<typeof blacklistApi.addBlacklist>): Promise<void> {
  await callApi(blacklistApi.addBlacklist, body);
}

/** 添加号码 with its reason. */
export function useAddBlacklistNumber() {
  return useBlacklistChange(addNumber);
}
