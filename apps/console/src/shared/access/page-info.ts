import { type AccessKey, DETAIL_PAGES, MENU } from '@console/contracts';

/** What a shell page needs: an area of the menu, or the agent desk (the agent function, special switch off). */
export type PageAccess = AccessKey | 'agentdesk';

/** The handle of a shell page's route. */
export interface RouteHandle {
  /** A shell page's path as the contract names it; its title and access key go by it. */
  page?: string;
}

interface PageInfo {
  title: string;
  access: PageAccess;
}

const AGENT_DESK: PageInfo = { title: '坐席工作台', access: 'agentdesk' };

const PAGES = new Map<string, PageInfo>([
  ...[...MENU.flatMap((group) => group.pages), ...DETAIL_PAGES].map((page): [string, PageInfo] => [
    page.path,
    { title: page.title, access: page.access },
  ]),
  ['/agentdesk', AGENT_DESK],
]);

/** The title and access key of a shell page, by its route path ('/dictinfo/:id'). */
export function pageInfo(path: string | undefined): PageInfo | undefined {
  return path === undefined ? undefined : PAGES.get(path);
}

/** Every page path the spec names (the route table must have exactly these). */
export const PAGE_PATHS = [...PAGES.keys()];
