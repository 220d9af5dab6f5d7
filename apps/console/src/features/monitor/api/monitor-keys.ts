/** Query keys of 实时监控. */
export const monitorKeys = {
  all: ['monitor'] as const,
  tasks: (businessId: number) => ['monitor', 'tasks', businessId] as const,
  calls: (taskId: number) => ['monitor', 'calls', taskId] as const,
  colours: (businessId: number) => ['monitor', 'colours', businessId] as const,
};
