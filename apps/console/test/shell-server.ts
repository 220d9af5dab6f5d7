import { type BusinessConfigRow, MENU, type MenuGroup, type UpdateLog } from '@console/contracts';
import { ok, type Reply, type SeenRequest } from './api-server.ts';

/** What the test server answers to the shell's calls; each test overrides what it is about. */
export interface ShellAnswers {
  menu: MenuGroup[];
  config: BusinessConfigRow[];
  status: number;
  lack: boolean;
  agents: { acdId: string; agentId: string; dn: string; userId: number }[];
  updateLog: UpdateLog | null;
  /** The account's update-log read time. */
  updateLogRead: string | null;
  /** Anything else (e.g. an upload); undefined falls back to an empty success. */
  other?: (request: SeenRequest) => Reply | undefined;
}

export function shellAnswers(overrides: Partial<ShellAnswers> = {}): ShellAnswers {
  return {
    menu: [...MENU],
    config: [],
    status: 2,
    lack: false,
    agents: [],
    updateLog: { logItems: [] },
    updateLogRead: null,
    ...overrides,
  };
}

/** Routes a request of the shell to its answer, by the last segment of the contract's paths. */
export function answerShell(answers: ShellAnswers, request: SeenRequest): Reply {
  const path = request.path;
  if (path === '/config/updatelog.json') {
    return answers.updateLog ? { body: answers.updateLog } : { status: 404, body: 'not found' };
  }
  if (path.endsWith('/queryMenuList')) return ok(answers.menu);
  if (path.endsWith('/businessConfig/10000/query')) return ok(answers.config);
  if (path.endsWith('/queryBusinessStatus')) return ok([{ status: answers.status }]);
  if (path.endsWith('/checkFeeLeft')) return ok([{ lack: answers.lack }]);
  if (path.endsWith('/queryAgentsAcdsByPage')) return ok(answers.agents);
  if (path.endsWith('/queryUpdateLogRead')) return ok([{ readTime: answers.updateLogRead }]);
  return answers.other?.(request) ?? ok();
}
