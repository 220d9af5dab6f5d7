import { type BodyOf, userApi } from '@console/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { teamKeys } from './team-keys.ts';

/** 成员管理 without the agent function (modules-spec 6.1): a page of the enterprise's members. */
export function useUsers(query: BodyOf<typeof userApi.queryUserList>) {
  return useQuery({
    queryKey: teamKeys.users(query),
    queryFn: ({ signal }) => callApi(userApi.queryUserList, query, { signal }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
