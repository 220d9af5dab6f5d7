import { type BodyOf, userApi } from '@console/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';

async function updatePassword(body: BodyOf<typeof userApi.updatePassword>): Promise<void> {
  await callApi(userApi.updatePassword, body);
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
