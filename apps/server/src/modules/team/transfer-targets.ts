import type { Db } from '../../db/database.ts';
import { listGroups } from './groups-repo.ts';
import { agentCount } from './repo.ts';

/** What a script's transfers would find in the enterprise now: its live agents, its groups with theirs. */
export async function transferTargets(db: Db, businessId: number) {
  const [agents, groups] = await Promise.all([agentCount(db, businessId), listGroups(db, businessId)]);
  return { agents, groups: groups.map((group) => ({ id: group.id, name: group.name, agents: group.agents })) };
}
