import { envelope } from '@console/contracts';
import { dictionaryEndpoints } from '@console/contracts/schemas';
import { pageOf } from '../../../db/query-helpers.ts';
import type { Router } from '../../../plugins/router.ts';
import type { DictionaryService } from './service.ts';

/** The similar-word dictionaries' calls (modules-spec 3.6; import-routes.ts has addBatch and exportKnow). */
export function registerDictionaryRoutes(router: Router, { dictionaries }: { dictionaries: DictionaryService }): void {
  const done = () => envelope();

  router.sessionRoute(dictionaryEndpoints.queryDicList, async ({ body, session }) => {
    const { rows, total } = await dictionaries.list(session, { kbId: body.kbId, ...pageOf(body) });
    return envelope(rows, total);
  });

  router.sessionRoute(dictionaryEndpoints.addDict, async ({ body, session }) =>
    envelope([await dictionaries.add(session, body.cname)]),
  );

  router.sessionRoute(dictionaryEndpoints.delDict, async ({ body, session }) =>
    dictionaries.remove(session, body.dicId).then(done),
  );

  router.sessionRoute(dictionaryEndpoints.exportDic, async ({ body, session }) =>
    dictionaries.export(session, body).then(done),
  );

  router.sessionRoute(dictionaryEndpoints.addTask, async ({ body, session }) =>
    dictionaries.refresh(session, body.dicId).then(done),
  );

  router.sessionRoute(dictionaryEndpoints.queryDicDetail, async ({ body, session }) => {
    const { dictionary, rows, total } = await dictionaries.terms(session, { dicId: body.id, ...pageOf(body) });
    return envelope([{ id: dictionary.id, cname: dictionary.cname, terms: rows }], total);
  });

  router.sessionRoute(dictionaryEndpoints.addSingle, async ({ body, session }) =>
    envelope([await dictionaries.saveTerm(session, body)]),
  );

  router.sessionRoute(dictionaryEndpoints.queryDetail, async ({ body, session }) =>
    envelope([await dictionaries.term(session, body)]),
  );

  router.sessionRoute(dictionaryEndpoints.queryByterm, async ({ body, session }) => {
    const { rows, total } = await dictionaries.terms(session, { dicId: body.dicId, term: body.term, ...pageOf(body) });
    return envelope(rows, total);
  });

  router.sessionRoute(dictionaryEndpoints.delDicbyids, async ({ body, session }) =>
    dictionaries.removeTerms(session, body).then(done),
  );
}
