/** Query keys of the calling tasks: lists under `all`, so any change reloads them. */
export const taskKeys = {
  all: ['task'] as const,
  currentAll: ['task', 'current'] as const,
  current: (businessId: number, accountId: number | '') => ['task', 'current', businessId, accountId] as const,
  one: (taskId: number) => ['task', 'one', taskId] as const,
  history: (query: object) => ['task', 'history', query] as const,
  lines: (businessId: number) => ['task', 'lines', businessId] as const,
  scripts: (name: string) => ['task', 'scripts', name] as const,
  intentionLabels: (businessId: number) => ['task', 'intentionLabels', businessId] as const,
  statistics: (taskId: number, search: number) => ['task', 'statistics', taskId, search] as const,
  records: (query: object, search: number) => ['task', 'records', query, search] as const,
  callResults: ['task', 'callResults'] as const,
  scriptLabels: (speechSkillId: number) => ['task', 'scriptLabels', speechSkillId] as const,
};
