import { type BodyOf, blacklistApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useBlacklistChange } from './blacklist-keys.ts';

async function releaseNumbers(body: BodyOf<typeof blacklistApi.removeSuppression>): Promise<void> {
  await callApi(blacklistApi.removeSuppression, body);
}

/** 解除屏蔽 of suppressed numbers, with the reason. */
export function useReleaseSuppressedNumbers() {
  return useBlacklistChange(releaseNumbers);
}
