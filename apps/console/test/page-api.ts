import type { RuntimeConfig, SessionUser } from '@console/contracts';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { queryClient } from '../src/shared/query/query-client.ts';
import { type ApiServer, type Reply, type SeenRequest, startApiServer } from './api-server.ts';
import { configureForTest, demoSession, signInForTest, signOutForTest } from './fixtures.ts';

export interface PageApiOptions {
  /** Runtime config over the test defaults, for pages that read more of it. */
  config?: Partial<RuntimeConfig>;
  /** Who is signed in before each test; false leaves the session to the file (public pages, or a user per test). */
  signIn?: SessionUser | false;
  /** Signs out first: a new token drops the previous test's permissions. */
  signOut?: boolean;
  /** false for public pages, which render without the query cache. */
  queryCache?: boolean;
}

/**
 * Starts a stub API server for a page's test file and, before each test, points the console at it,
 * forgets the requests seen and the cached queries, and signs in. Call it at the top level of the
 * file; the server it returns can be read once the file's tests run. Per-test replies are reset in
 * the file's own beforeEach, which runs after this one.
 */
export function stubApiForPage(
  answer: (request: SeenRequest) => Reply | Promise<Reply>,
  { config = {}, signIn = demoSession, signOut = false, queryCache = true }: PageApiOptions = {},
): ApiServer {
  let server: ApiServer | undefined;
  const started = (): ApiServer => {
    if (!server) throw new Error('The stub API server starts in beforeAll: read it from hooks and tests.');
    return server;
  };
  beforeAll(async () => {
    server = await startApiServer(answer);
  });
  afterAll(() => started().close());
  beforeEach(() => {
    const current = started();
    configureForTest(current.origin, config);
    current.requests.length = 0;
    if (queryCache) queryClient.clear();
    if (signOut) signOutForTest();
    if (signIn) signInForTest(signIn);
  });
  return {
    get origin() {
      return started().origin;
    },
    get requests() {
      return started().requests;
    },
    close: () => started().close(),
  };
}
