import { agentApi, type BodyOf } from '@console/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { teamKeys } from './team-keys.ts';

/** 操作日志: who changed which member or group, newest first. */
export function useAuditLog(query: BodyOf<typeof agentApi.auditQuery>) {
  return useQuery({
    queryKey: teamKeys.audit(query),
    queryFn: ({ signal }) => callApi(agentApi.auditQuery, query, { signal }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
