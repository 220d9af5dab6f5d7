import { dictionaryApi, knowledgeApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { speechKeys } from './speech-keys.ts';

/** The enterprise's knowledge bases and dictionaries a script can link (its settings drawer). */
export function useLinkableSources() {
  return useQuery({
    queryKey: speechKeys.linkableSources,
    queryFn: async ({ signal }) => {
      const [bases, dictionaries] = await Promise.all([
        callApi(knowledgeApi.querylistByBus, { pageIndex: 1, pageSize: 1000 }, { signal }),
        callApi(dictionaryApi.queryDicList, { pageIndex: 1, pageSize: 500 }, { signal }),
      ]);
      return {
        knowledgeBases: bases.rows.map((row) => ({ value: row.id, label: row.cname })),
        dictionaries: dictionaries.rows.map((row) => ({ value: row.id, label: row.cname })),
      };
    },
  });
}
