import { userApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useTeamChange } from './use-team-change.ts';

async function deleteUser(id: number): Promise<void> {
  await callApi(userApi.deleteUser, { id });
}

/** 删除 of a member: their sessions end; their calls and tasks stay. */
export function useDeleteUser() {
  return useTeamChange(deleteUser);
}
