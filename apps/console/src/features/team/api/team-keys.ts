/**
 * Query keys of the team page: all under `all`, so any change to a member or a group reads the
 * lists, the group counts and the audit log again.
 */
export const teamKeys = {
  all: ['team'] as const,
  users: (query: object) => ['team', 'users', query] as const,
  memberOptions: ['team', 'memberOptions'] as const,
  members: (query: object) => ['team', 'members', query] as const,
  ungroupedCount: ['team', 'ungroupedCount'] as const,
  groups: ['team', 'groups'] as const,
  groupAgents: (acdId: number) => ['team', 'groupAgents', acdId] as const,
  agent: (userId: number) => ['team', 'agent', userId] as const,
  audit: (query: object) => ['team', 'audit', query] as const,
  knowledgeBases: ['team', 'knowledgeBases'] as const,
};
