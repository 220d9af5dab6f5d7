import type { UpdateLog } from '@console/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchConfigFile } from '../../config/config-file.ts';

type UpdateLogItem = UpdateLog['logItems'][number];

/** /config/updatelog.json, newest first; the times are 'YYYY-MM-DD HH:mm' texts, which sort as strings. */
async function getUpdateLog(signal?: AbortSignal): Promise<UpdateLogItem[]> {
  const log = await fetchConfigFile<UpdateLog>('updatelog', signal);
  const items = Array.isArray(log?.logItems) ? log.logItems : [];
  return [...items].sort((a, b) => String(b.time).localeCompare(String(a.time)));
}

const updateLogQueryOptions = () =>
  queryOptions({ queryKey: ['config', 'updatelog'], queryFn: ({ signal }) => getUpdateLog(signal) });

/** The update log of the deployment, newest first (the shell's notice and /setting/updatelogs). */
export function useUpdateLog() {
  return useQuery(updateLogQueryOptions());
}
