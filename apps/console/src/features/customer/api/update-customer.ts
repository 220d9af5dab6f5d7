import { type BodyOf, customerApi } from '@console/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { customerKeys } from './customer-keys.ts';

export type CustomerUpdate = BodyOf<typeof customerApi.updateCustomer>;

/** 编辑信息: the profile shows the new values, and so do the lists. */
export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerUpdate) => callApi(customerApi.updateCustomer, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
