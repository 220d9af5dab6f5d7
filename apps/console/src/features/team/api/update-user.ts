import { type BodyOf, userApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useTeamChange } from './use-team-change.ts';

async function updateUser(body: BodyOf<typeof userApi.updateUser>): Promise<void> {
  await callApi(userApi.updateUser, body);
}

/** 编辑团队成员: the name and the privilege switches. */
export function useUpdateUser() {
  return useTeamChange(updateUser);
}
