import { userApi } from '@console/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';

async function unbindWeixin(): Promise<void> {
  await callApi(userApi.unbindWeixinMp);
}

/** The server also pushes bindStatusNotify; setting the status here keeps the page right without it. */
export function useUnbindWeixin() {
  return useMutation({
    mutationFn: unbindWeixin,
    onSuccess: () => useSessionStore.getState().setBindStatus(0),
  });
}
