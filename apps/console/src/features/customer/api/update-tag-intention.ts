import { type BodyOf, customerApi } from '@console/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { customerKeys } from './customer-keys.ts';

export type TagIntentionBody = BodyOf<typeof customerApi.updateTagIntention>;

/** 人工分类 of a call; the list's 客户意向 and the customer's timeline show it afterwards. */
export function useUpdateTagIntention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TagIntentionBody) => callApi(customerApi.updateTagIntention, body),
    onSuccess: (_answer, body) =>
      queryClient.invalidateQueries({
        queryKey: customerKeys.all,
        // The page that saved already shows the choice; reading it again would undo clicks made meanwhile.
        predicate: (query) => query.queryKey[1] !== 'call' || query.queryKey[2] !== body.trace_id,
      }),
  });
}
