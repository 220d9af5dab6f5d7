import { knowledgeApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { knowledgeKeys } from './knowledge-keys.ts';

/** The base's categories (分类), for the question dialog. */
export function useTags(kbId: number, enabled: boolean) {
  return useQuery({
    queryKey: knowledgeKeys.tags(kbId),
    queryFn: async ({ signal }) => (await callApi(knowledgeApi.queryTags, { kbId }, { signal })).rows,
    enabled,
  });
}
