import { updateLogApi } from '@console/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../http/api-client.ts';
import { useSessionStore } from '../../session/session-store.ts';
import { updateLogReadQueryOptions } from './get-update-log-read.ts';

async function saveUpdateLogRead(readTime: string): Promise<void> {
  await callApi(updateLogApi.saveUpdateLogRead, { readTime });
}

/**
 * Closing the notice or viewing the log marks the newest log read for the account. The notice
 * goes at once; if the server refuses, the account's stored state is read again.
 */
export function useSaveUpdateLogRead() {
  const queryClient = useQueryClient();
  const userId = useSessionStore((state) => state.user?.id ?? 0);
  const businessId = useSessionStore((state) => state.user?.business.id ?? 0);
  const { queryKey } = updateLogReadQueryOptions(userId, businessId);
  return useMutation({
    mutationFn: saveUpdateLogRead,
    onMutate: async (readTime) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, readTime);
    },
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
