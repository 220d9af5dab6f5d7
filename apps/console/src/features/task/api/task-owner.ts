import { isMaster, type SessionUser } from '@console/contracts';

/** The calling tasks' system (spec section 9: default system id 2). */
export const TASK_SYS_TYPE = 2;

/** channelCode of the task's statistics, records and exports (modules-spec 4.4-4.6). */
export const TASK_CHANNEL_CODE = 2;

/**
 * Whose tasks a list asks for: '' (the whole enterprise's) for the main account and the platform
 * operator, the member's own id otherwise; the server narrows a member to their own tasks anyway.
 */
export function taskOwnerOf(user: Pick<SessionUser, 'id' | 'master' | 'privilege'> | null): number | '' {
  if (!user || isMaster(user)) return '';
  return user.id;
}
