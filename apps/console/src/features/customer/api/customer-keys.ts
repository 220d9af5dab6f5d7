/** Query keys of the customer centre: everything under `all`, so a change reloads what shows it. */
export const customerKeys = {
  all: ['customer'] as const,
  list: (query: object) => ['customer', 'list', query] as const,
  info: (userId: number) => ['customer', 'info', userId] as const,
  traces: (telNumber: string, taskId: number | undefined) => ['customer', 'traces', telNumber, taskId] as const,
  callDetail: (traceId: number) => ['customer', 'call', traceId] as const,
  members: (name: string) => ['customer', 'members', name] as const,
  tasks: (name: string) => ['customer', 'tasks', name] as const,
  intentionLabels: (businessId: number) => ['customer', 'intentionLabels', businessId] as const,
};
