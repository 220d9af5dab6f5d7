/**
 * The query keys of the session's download tasks. The download centre lists them; an export added
 * elsewhere (the report's 导出报表) invalidates them, so the centre counts the new task at once.
 */
export const downloadTaskKeys = {
  all: ['downloadTasks'] as const,
  page: (businessId: number, pageIndex: number) => ['downloadTasks', businessId, pageIndex] as const,
};
