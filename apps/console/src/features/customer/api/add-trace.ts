import { type BodyOf, customerApi } from '@console/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { customerKeys } from './customer-keys.ts';

export type TraceBody = BodyOf<typeof customerApi.addTrace>;

/** 跟进记录: the timeline, the current stage and the list show it. */
export function useAddTrace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TraceBody) => callApi(customerApi.addTrace, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
