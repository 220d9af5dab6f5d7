import { speechApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { speechKeys } from './speech-keys.ts';

/** The industry catalogue of the new-script dialog; it does not change while the console runs. */
export function useIndustries(enabled: boolean) {
  return useQuery({
    queryKey: speechKeys.industries,
    queryFn: async ({ signal }) => (await callApi(speechApi.querMcpConfig, undefined, { signal })).rows,
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
