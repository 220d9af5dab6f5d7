import { type BodyOf, customerApi } from '@console/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { customerKeys } from './customer-keys.ts';

export type CustomerListQuery = BodyOf<typeof customerApi.queryCustomer>;

/** A page of the customer list: customers with their tasks' rows; totalCount counts customers. */
export function useCustomers(query: CustomerListQuery) {
  return useQuery({
    queryKey: customerKeys.list(query),
    queryFn: ({ signal }) => callApi(customerApi.queryCustomer, query, { signal }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
