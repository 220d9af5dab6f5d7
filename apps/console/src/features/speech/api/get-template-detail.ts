import { speechApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { speechKeys } from './speech-keys.ts';

/** A template's content, for 查看. */
export function useTemplateDetail(id: number) {
  return useQuery({
    queryKey: speechKeys.template(id),
    queryFn: async ({ signal }) => firstRow(await callApi(speechApi.queryTemplateDetail, { id }, { signal })),
  });
}
