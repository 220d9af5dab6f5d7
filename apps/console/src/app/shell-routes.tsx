import type { LoaderFunction, RouteObject } from 'react-router';
import type { RouteHandle } from '../shared/access/page-info.ts';
import { accessModule, page } from './lazy-page.ts';
import { PageError } from './page-error.tsx';
import { SHELL_PATHS } from './shell-paths.ts';

/**
 * The shell's pages, added to the route table on the first navigation to one of them
 * (router.ts patchRoutesOnNavigation): the public pages' entry carries neither this table nor the
 * preload lists of its thirty-odd lazy pages (the login's size budget).
 */

/**
 * A page's access check. It is a loader, not middleware: a loader's 403 reaches the page's own
 * error boundary, so the no-permission page shows inside the shell; a middleware's would replace it.
 */
function requirePageAccess(path: string): LoaderFunction {
  return async () => {
    (await accessModule()).requirePageAccess(path);
    return null;
  };
}

const underConstruction = page(
  () => import('../features/shell/pages/under-construction-page.tsx'),
  (m) => m.UnderConstructionPage,
);

/** The pages built so far; every other page of the spec shows 功能建设中 until its issue builds it. */
const BUILT_PAGES: Record<string, RouteObject['lazy']> = {
  '/report': page(
    () => import('../features/report/pages/report-page.tsx'),
    (m) => m.ReportPage,
  ),
  '/speech/speechtpl': page(
    () => import('../features/speech/pages/speech-templates-page.tsx'),
    (m) => m.SpeechTemplatesPage,
  ),
  '/speech/myspeech': page(
    () => import('../features/speech/pages/my-speech-page.tsx'),
    (m) => m.MySpeechPage,
  ),
  '/speech/editor/:id': page(
    () => import('../features/speech/pages/script-editor-page.tsx'),
    (m) => m.ScriptEditorPage,
  ),
  '/speech/template/:id': page(
    () => import('../features/speech/pages/template-view-page.tsx'),
    (m) => m.TemplateViewPage,
  ),
  '/knowledge/knowledge': page(
    () => import('../features/knowledge/pages/knowledge-list-page.tsx'),
    (m) => m.KnowledgeListPage,
  ),
  '/knowledge/dict': page(
    () => import('../features/knowledge/pages/dictionary-list-page.tsx'),
    (m) => m.DictionaryListPage,
  ),
  '/knowinfo/:id/:state': page(
    () => import('../features/knowledge/pages/knowledge-detail-page.tsx'),
    (m) => m.KnowledgeDetailPage,
  ),
  '/dictinfo/:id': page(
    () => import('../features/knowledge/pages/dictionary-detail-page.tsx'),
    (m) => m.DictionaryDetailPage,
  ),
  '/task/tasknow': page(
    () => import('../features/task/pages/task-now-page.tsx'),
    (m) => m.TaskNowPage,
  ),
  '/task/taskhistory': page(
    () => import('../features/task/pages/task-history-page.tsx'),
    (m) => m.TaskHistoryPage,
  ),
  '/task/monitor': page(
    () => import('../features/monitor/pages/monitor-page.tsx'),
    (m) => m.MonitorPage,
  ),
  '/monitordetail/:taskId/:speechSkillId/:name': page(
    () => import('../features/monitor/pages/monitor-detail-page.tsx'),
    (m) => m.MonitorDetailPage,
  ),
  '/taskinfo': page(
    () => import('../features/task/pages/task-info-page.tsx'),
    (m) => m.TaskInfoPage,
  ),
  '/ai/conf': page(
    () => import('../features/reception/pages/reception-conf-page.tsx'),
    (m) => m.ReceptionConfPage,
  ),
  '/ai/data': page(
    () => import('../features/reception/pages/reception-data-page.tsx'),
    (m) => m.ReceptionDataPage,
  ),
  '/customercenter': page(
    () => import('../features/customer/pages/customer-list-page.tsx'),
    (m) => m.CustomerListPage,
  ),
  '/custinfo/:telnum/:id/:taskId': page(
    () => import('../features/customer/pages/customer-detail-page.tsx'),
    (m) => m.CustomerDetailPage,
  ),
  '/custcall/:userId/:taskId/:traceId': page(
    () => import('../features/customer/pages/call-detail-page.tsx'),
    (m) => m.CallDetailPage,
  ),
  '/setting/blacklist': page(
    () => import('../features/blacklist/pages/blacklist-page.tsx'),
    (m) => m.BlacklistPage,
  ),
  '/team/team': page(
    () => import('../features/team/pages/team-page.tsx'),
    (m) => m.TeamPage,
  ),
  '/setting/info': page(
    () => import('../features/settings/pages/personal-info-page.tsx'),
    (m) => m.PersonalInfoPage,
  ),
  '/setting/updatelogs': page(
    () => import('../features/settings/pages/update-logs-page.tsx'),
    (m) => m.UpdateLogsPage,
  ),
  '/openapi': page(
    () => import('../features/shell/pages/api-docs-page.tsx'),
    (m) => m.ApiDocsPage,
  ),
  '/agentdesk': page(
    () => import('../features/agent-desk/pages/agent-desk-page.tsx'),
    (m) => m.AgentDeskPage,
  ),
};

function shellPage(path: string): RouteObject {
  const handle: RouteHandle = { page: path };
  return {
    path: path.slice(1),
    handle,
    loader: requirePageAccess(path),
    ErrorBoundary: PageError,
    lazy: BUILT_PAGES[path] ?? underConstruction,
  };
}

/** Every authenticated page of the spec: the menu's, the detail pages and the agent desk. */
export const shellPages: RouteObject[] = SHELL_PATHS.map(shellPage);
