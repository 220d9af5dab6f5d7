import { RECEPTION_NUMBER_TYPES, reportApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { receptionNumbersOf } from '../reception-rule.ts';
import { receptionKeys } from './reception-keys.ts';

/** The enterprise's inbound numbers in service with their rules (modules-spec 5.1). */
export function useReceptionNumbers(businessId: number) {
  return useQuery({
    queryKey: receptionKeys.numbers(businessId),
    queryFn: async ({ signal }) => {
      const body = { businessId, cpnTypeArr: [...RECEPTION_NUMBER_TYPES], status: 1 };
      return receptionNumbersOf((await callApi(reportApi.queryCPNInfoWithBus, body, { signal })).rows);
    },
    enabled: businessId > 0,
    refetchOnMount: 'always',
  });
}
