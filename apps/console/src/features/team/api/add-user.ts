import { type BodyOf, userApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useTeamChange } from './use-team-change.ts';

async function addUser(body: BodyOf<typeof userApi.addUser>): Promise<void> {
  await callApi(userApi.addUser, body);
}

/** 新增团队成员: the member signs in with the phone's last six digits. */
export function useAddUser() {
  return useTeamChange(addUser);
}
