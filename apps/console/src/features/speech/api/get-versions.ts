import { speechApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { speechKeys } from './speech-keys.ts';

/** The script's frozen versions, newest first. */
export function useVersions(id: number, enabled: boolean) {
  return useQuery({
    queryKey: speechKeys.versions(id),
    queryFn: async ({ signal }) => (await callApi(speechApi.queryVersions, { id }, { signal })).rows,
    enabled,
  });
}

/** One version's content, to look at. */
export function useVersion(id: number, version: number | undefined) {
  return useQuery({
    queryKey: speechKeys.version(id, version ?? 0),
    queryFn: async ({ signal }) =>
      firstRow(await callApi(speechApi.queryVersion, { id, version: version ?? 0 }, { signal })),
    enabled: version !== undefined,
  });
}
