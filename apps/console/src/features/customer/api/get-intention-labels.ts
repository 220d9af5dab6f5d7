import { reportApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { customerKeys } from './customer-keys.ts';

/** The enterprise's intention labels by name (意向程度, 意向等级, 人工分类). */
export function useIntentionLabels() {
  const businessId = useSessionStore((state) => state.user?.business.id ?? 0);
  return useQuery({
    queryKey: customerKeys.intentionLabels(businessId),
    queryFn: async ({ signal }) => {
      const { rows } = await callApi(reportApi.queryLabelOptionList, undefined, { signal });
      return rows.map((row) => row.name);
    },
    enabled: businessId > 0,
    staleTime: 5 * 60_000,
  });
}
