import { type BodyOf, monitorApi } from '@console/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';

/** 监听: the member's agent desk rings and hears the call. */
export function useListen() {
  return useMutation({
    mutationFn: async (callId: string) => {
      await callApi(monitorApi.monitorDialog, { callId });
    },
  });
}

/** 接管: the robot leaves and the desk rings; answers the 人工接管 trace to complete. */
export function useTakeOver() {
  return useMutation({
    mutationFn: async (callId: string) => firstRow(await callApi(monitorApi.takeControl, { callId })),
  });
}

/** 提交 / 提交并挂断 of the take-over's 跟进记录. */
export function useCompleteTakeOver() {
  return useMutation({
    mutationFn: async (body: BodyOf<typeof monitorApi.updateTrace>) => {
      await callApi(monitorApi.updateTrace, body);
    },
  });
}
