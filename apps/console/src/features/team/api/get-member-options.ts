import { userApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { teamKeys } from './team-keys.ts';

/** The largest page the member list answers; the audit log's filter offers these members. */
const MEMBER_OPTIONS_PAGE = 100;

/** The members to filter the audit log by, as select options (name and phone). */
export function useMemberOptions() {
  return useQuery({
    queryKey: teamKeys.memberOptions,
    queryFn: ({ signal }) =>
      callApi(
        userApi.queryUserList,
        { pageIndex: 1, pageSize: MEMBER_OPTIONS_PAGE, sortName: 'surname', sortOrder: 'asc' },
        { signal },
      ),
    select: ({ rows }) => rows.map((row) => ({ value: row.id, label: `${row.surname}（${row.phone}）` })),
  });
}
