import { isMaster } from '@console/contracts';
import { checkPermission } from '../../shared/access/access-store.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';

/** Only the main account (or the platform operator's inner login) adds, edits and deletes members and groups. */
export function useCanManageTeam(): boolean {
  const user = useSessionStore((state) => state.user);
  return user !== null && isMaster({ master: user.master, privilege: user.privilege });
}

/**
 * With the enterprise's agent function the page shows groups and agents (modules-spec 6.2), without
 * it plain members (6.1). The permissions are loaded before any page of the shell renders.
 */
export function hasAgentFunction(): boolean {
  return Boolean(checkPermission('function.agent'));
}
