/**
 * Prints, per route, the gzip size of everything the route loads: the entry with the app shell it
 * always imports, plus the route's page chunk and everything that chunk imports. Reads the Vite
 * manifest of `vite build` (building first when it is missing or stale). Exits 1 when a route exceeds its budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWhatIsStale } from '../build.mjs';

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'apps/console/dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
await buildWhatIsStale();
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const KB = 1024;
/** What every shell page loads besides its own chunk: the shell's route table and its layout. */
const SHELL = ['src/app/shell-routes.tsx', 'src/features/shell/shell-layout.tsx'];
const routes = [
  { path: '/:bid/login', page: 'src/features/auth/pages/login-page.tsx', budget: 250 * KB },
  { path: '/login_inner', page: 'src/features/auth/pages/login-inner-page.tsx', budget: 250 * KB },
  { path: '/:bid/register/:code?', page: 'src/features/auth/pages/register-page.tsx', budget: 400 * KB },
  { path: '/:bid/reset', page: 'src/features/auth/pages/reset-page.tsx', budget: 400 * KB },
  // Shell pages load the shell layout and their own page chunk.
  {
    path: '/report',
    page: [...SHELL, 'src/features/report/pages/report-page.tsx'],
    budget: 420 * KB,
  },
  // ECharts (about 185 KB on its own) is a chunk of its own that the report page requests after
  // its filters and tiles have drawn. Printed for the record, without a budget: the shell (about
  // 324 KB) plus ECharts cannot fit 420 KB, whatever the page does.
  {
    path: '/report + charts (after first render)',
    page: [...SHELL, 'src/features/report/pages/report-page.tsx', 'src/features/report/charts/echart.tsx'],
    budget: null,
  },
  // The task dialog (创建任务/编辑任务) is a chunk of its own, fetched when first opened.
  {
    path: '/task/tasknow',
    page: [...SHELL, 'src/features/task/pages/task-now-page.tsx'],
    budget: 420 * KB,
  },
  {
    path: '/task/tasknow + 创建任务 dialog',
    page: [...SHELL, 'src/features/task/pages/task-now-page.tsx', 'src/features/task/components/task-dialog.tsx'],
    budget: 420 * KB,
  },
  {
    path: '/task/taskhistory',
    page: [...SHELL, 'src/features/task/pages/task-history-page.tsx'],
    budget: 420 * KB,
  },
  // The detail page holds its 识别详情 dialog and the recording player: no chunk waits on a click.
  {
    path: '/taskinfo',
    page: [...SHELL, 'src/features/task/pages/task-info-page.tsx'],
    budget: 420 * KB,
  },
  // 颜色规则 is part of both monitor pages; the take-over note is part of the detail page.
  {
    path: '/task/monitor',
    page: [...SHELL, 'src/features/monitor/pages/monitor-page.tsx'],
    budget: 420 * KB,
  },
  {
    path: '/monitordetail/:taskId/:speechSkillId/:name',
    page: [...SHELL, 'src/features/monitor/pages/monitor-detail-page.tsx'],
    budget: 420 * KB,
  },
  // The 选择接待话术 dialog is part of the page: a select in a modal, no chunk waits on a click.
  {
    path: '/ai/conf',
    page: [...SHELL, 'src/features/reception/pages/reception-conf-page.tsx'],
    budget: 420 * KB,
  },
  // 识别详情 and 播放 are part of the page; the date-time picker is a chunk of its own, fetched when
  // the range is first used (a field shows the range until then).
  {
    path: '/ai/data',
    page: [...SHELL, 'src/features/reception/pages/reception-data-page.tsx'],
    budget: 420 * KB,
  },
  {
    path: '/openapi/app (功能建设中)',
    page: [...SHELL, 'src/features/shell/pages/under-construction-page.tsx'],
    budget: 400 * KB,
  },
  {
    path: '/speech/speechtpl',
    page: [...SHELL, 'src/features/speech/pages/speech-templates-page.tsx'],
    budget: 420 * KB,
  },
  {
    path: '/speech/myspeech',
    page: [...SHELL, 'src/features/speech/pages/my-speech-page.tsx'],
    budget: 420 * KB,
  },
  // The editor's canvas (@xyflow/react) is a chunk of its own that the page requests as it mounts.
  {
    path: '/speech/editor/:id (with the canvas)',
    page: [...SHELL, 'src/features/speech/pages/script-editor-page.tsx', 'src/features/speech/editor/flow-canvas.tsx'],
    budget: 480 * KB,
  },
  // The knowledge pages' dialogs (添加, 体验, the question dialog, 批量添加) are chunks of their own,
  // fetched when first opened.
  {
    path: '/knowledge/knowledge',
    page: [...SHELL, 'src/features/knowledge/pages/knowledge-list-page.tsx'],
    budget: 420 * KB,
  },
  {
    path: '/knowledge/dict',
    page: [...SHELL, 'src/features/knowledge/pages/dictionary-list-page.tsx'],
    budget: 420 * KB,
  },
  {
    path: '/knowinfo/:id/:state',
    page: [...SHELL, 'src/features/knowledge/pages/knowledge-detail-page.tsx'],
    budget: 420 * KB,
  },
  {
    path: '/dictinfo/:id',
    page: [...SHELL, 'src/features/knowledge/pages/dictionary-detail-page.tsx'],
    budget: 420 * KB,
  },
  // The team page's dialogs and its 操作日志 tab (with the date picker) are chunks of their own,
  // fetched when first opened.
  {
    path: '/team/team',
    page: [...SHELL, 'src/features/team/pages/team-page.tsx'],
    budget: 420 * KB,
  },
  {
    path: '/team/team + 操作日志',
    page: [...SHELL, 'src/features/team/pages/team-page.tsx', 'src/features/team/components/audit-log.tsx'],
    budget: 420 * KB,
  },
  // The blacklist page's dialogs (添加号码, 批量导入, the reason prompt) are chunks of their own.
  {
    path: '/setting/blacklist',
    page: [...SHELL, 'src/features/blacklist/pages/blacklist-page.tsx'],
    budget: 420 * KB,
  },
  // The customer centre: 更多搜索's date picker, the selected customers' .xlsx writer and the
  // edit dialog are chunks of their own, fetched when first used. With the date picker the list
  // is over 420 KB (the shell, the table, the selects and the picker together), so the picker
  // loads only when 更多搜索 opens; printed for the record, like the report's charts.
  {
    path: '/customercenter',
    page: [...SHELL, 'src/features/customer/pages/customer-list-page.tsx'],
    budget: 420 * KB,
  },
  {
    path: '/customercenter + 导出Excel (selection)',
    page: [...SHELL, 'src/features/customer/pages/customer-list-page.tsx', 'src/features/customer/sheet-file.ts'],
    budget: 420 * KB,
  },
  {
    path: '/customercenter + 更多搜索 (date picker)',
    page: [
      ...SHELL,
      'src/features/customer/pages/customer-list-page.tsx',
      'src/features/customer/components/callout-range.tsx',
    ],
    budget: null,
  },
  {
    path: '/custinfo/:telnum/:id/:taskId + 编辑信息',
    page: [
      ...SHELL,
      'src/features/customer/pages/customer-detail-page.tsx',
      'src/features/customer/components/edit-customer-dialog.tsx',
    ],
    budget: 420 * KB,
  },
  {
    path: '/custcall/:userId/:taskId/:traceId',
    page: [...SHELL, 'src/features/customer/pages/call-detail-page.tsx'],
    budget: 420 * KB,
  },
  {
    path: '/setting/info',
    page: [...SHELL, 'src/features/settings/pages/personal-info-page.tsx'],
    budget: 400 * KB,
  },
  {
    path: '/setting/updatelogs',
    page: [...SHELL, 'src/features/settings/pages/update-logs-page.tsx'],
    budget: 400 * KB,
  },
  {
    path: '/agentdesk',
    page: [...SHELL, 'src/features/agent-desk/pages/agent-desk-page.tsx'],
    budget: 400 * KB,
  },
  // The desk imports the softphone SDK (JsSIP, strophe) as it mounts, after its first render.
  {
    path: '/agentdesk + softphone SDK (on mount)',
    page: [...SHELL, 'src/features/agent-desk/pages/agent-desk-page.tsx', '../../packages/softphone/src/index.ts'],
    budget: null,
  },
  { path: '* (404)', page: 'src/features/auth/pages/not-found-page.tsx', budget: 400 * KB },
];
// The bootstrap imports the app shell while the runtime config loads, so every route pays for it.
const alwaysLoaded = ['index.html', 'src/app/app-root.tsx'];

function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

let failed = false;
const rows = routes.map(({ path, page, budget }) => {
  const files = new Set();
  for (const key of [...alwaysLoaded, ...[page].flat()]) collect(key, files);
  const bytes = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  const within = budget === null || bytes <= budget;
  if (!within) failed = true;
  return {
    route: path,
    files: files.size,
    'gzip KB': (bytes / KB).toFixed(1),
    'budget KB': budget === null ? '-' : budget / KB,
    ok: budget === null ? '-' : within ? 'yes' : 'NO',
  };
});
console.table(rows);
process.exit(failed ? 1 : 0);
