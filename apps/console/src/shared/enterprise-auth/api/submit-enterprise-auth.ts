import { type BodyOf, businessApi } from '@console/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../http/api-client.ts';
import { useSessionStore } from '../../session/session-store.ts';
import { businessStatusQueryOptions } from './get-business-status.ts';
import { enterpriseAuthQueryOptions } from './get-enterprise-auth.ts';

async function submitEnterpriseAuth(body: BodyOf<typeof businessApi.enterpriseAuth>): Promise<void> {
  await callApi(businessApi.enterpriseAuth, body);
}

/**
 * A successful submission makes the status 1 (submitted): the session says so at once, and the
 * status and the saved data are read again, so the not-verified banner goes and the info page shows them.
 */
export function useSubmitEnterpriseAuth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitEnterpriseAuth,
    onSuccess: async () => {
      const { user, signIn } = useSessionStore.getState();
      if (!user) return;
      signIn({ ...user, business: { ...user.business, status: 1 } });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: businessStatusQueryOptions(user.business.id).queryKey }),
        queryClient.invalidateQueries({ queryKey: enterpriseAuthQueryOptions(user.business.id).queryKey }),
      ]);
    },
  });
}
