import { type UserInfoRow, userApi } from '@console/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';

async function getUserInfo(): Promise<UserInfoRow> {
  return firstRow(await callApi(userApi.queryUserInfo));
}

/**
 * 我已完成绑定 when no push came: the member is read again on request (never from a cache) and the
 * session takes over the binding status it answers.
 */
export function useRecheckWeixinBinding() {
  return useMutation({
    mutationFn: getUserInfo,
    onSuccess: (info) => useSessionStore.getState().setBindStatus(info.bindStatus === 1 ? 1 : 0),
  });
}
