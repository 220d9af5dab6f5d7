import type { SessionUser } from '@console/contracts';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { TeamPage } from '../src/features/team/pages/team-page.tsx';
import { ensureAccess } from '../src/shared/access/access-store.ts';
import { queryClient } from '../src/shared/query/query-client.ts';
import { type ApiServer, ok, type Reply, type SeenRequest, startApiServer } from './api-server.ts';
import { tableSettled } from './dialogs.ts';
import { configureForTest, demoSession, signInForTest, signOutForTest } from './fixtures.ts';
import { renderRoute } from './render-route.tsx';

/** The scripted server of a team page test file, started once for the file and emptied before each test. */
export interface TeamServer {
  readonly server: ApiServer;
  /** A test's own answers by path suffix, ahead of the file's; cleared before each test. */
  answers: Record<string, Reply>;
  bodiesOf: (suffix: string) => unknown[];
}

/**
 * Starts the file's server: the business config with or without the agent function, then a test's
 * own answers, then the file's `answer`.
 */
export function teamServer(agentFunction: boolean, answer: (request: SeenRequest) => Reply): TeamServer {
  let server: ApiServer | undefined;
  const config = agentFunction ? [{ key: 'function', value: '{"agent":true}' }] : [];
  const team: TeamServer = {
    get server() {
      if (!server) throw new Error('the team server has not started');
      return server;
    },
    answers: {},
    bodiesOf: (suffix) => team.server.requests.filter((r) => r.path.endsWith(suffix)).map((r) => r.body),
  };
  beforeAll(async () => {
    server = await startApiServer((request) => {
      if (request.path.endsWith('/businessConfig/10000/query')) return ok(config);
      const own = Object.entries(team.answers).find(([suffix]) => request.path.endsWith(suffix));
      return own ? own[1] : answer(request);
    });
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    configureForTest(team.server.origin);
    team.server.requests.length = 0;
    team.answers = {};
    queryClient.clear();
  });
  return team;
}

/**
 * Signs in (a new token drops the permissions an earlier file loaded), loads the permissions,
 * renders /team/team and waits for its table to show `name`.
 */
export async function openTeamPage(name: string, viewer: SessionUser = demoSession): Promise<void> {
  signOutForTest();
  signInForTest(viewer);
  await ensureAccess();
  renderRoute('/team/team', '/team/team', <TeamPage />);
  await screen.findByText(name, { selector: 'td' });
  await tableSettled();
}

/** A table row by the text of one of its cells. */
export const rowOf = (text: string) => screen.getByText(text, { selector: 'td' }).closest('tr') as HTMLElement;
