import Result from 'antd/es/result';
import { useMatches } from 'react-router';
import { pageInfo, type RouteHandle } from '../../../shared/access/page-info.ts';

/** A page of the spec that a later issue builds: its name and 功能建设中, nothing invented. */
export function UnderConstructionPage() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  return <Result status="info" title={pageInfo(handle?.page)?.title ?? '功能建设中'} subTitle="功能建设中" />;
}
