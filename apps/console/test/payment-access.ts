import { MENU } from '@console/contracts';
import { ensureAccess, resetAccess } from '../src/shared/access/access-store.ts';
import { ok, type Reply, type SeenRequest } from './api-server.ts';

/**
 * The server's answers that give the signed-in enterprise its payment page (the fee menu flag),
 * for the pages whose 立即充值 leads there; undefined for any other request.
 */
export function answerPaymentAccess(request: SeenRequest): Reply | undefined {
  if (request.path.endsWith('/queryMenuList')) return ok([...MENU]);
  if (request.path.endsWith('/businessConfig/10000/query')) return ok([{ key: 'menu', value: '{"fee":true}' }]);
  return undefined;
}

/**
 * Loads the access the shell would have loaded before the page (the menu list and the flags),
 * from this test's answers: access another test file of the worker loaded for the same token is
 * dropped first.
 */
export function loadAccessForTest(): Promise<void> {
  resetAccess();
  return ensureAccess();
}
