import { customerApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { customerKeys } from './customer-keys.ts';

/** The members whose name contains `name` (客户来源, 负责人). */
export function useMembers(name: string, enabled = true) {
  return useQuery({
    queryKey: customerKeys.members(name),
    queryFn: async ({ signal }) => {
      const { rows } = await callApi(customerApi.queryMember, { name }, { signal });
      return rows;
    },
    enabled,
    staleTime: 60_000,
  });
}
