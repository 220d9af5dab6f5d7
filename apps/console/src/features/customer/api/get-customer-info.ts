import { customerApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { customerKeys } from './customer-keys.ts';

/** A customer's profile (基本资料), 负责人 and tasks. */
export function useCustomerInfo(userId: number) {
  return useQuery({
    queryKey: customerKeys.info(userId),
    queryFn: async ({ signal }) => {
      const { rows } = await callApi(customerApi.queryCustomerInfo, { user_id: userId }, { signal });
      return rows[0] ?? null;
    },
    enabled: userId > 0,
  });
}
