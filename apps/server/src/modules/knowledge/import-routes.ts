import { envelope, QUESTION_TEMPLATE_PATH, TERM_TEMPLATE_PATH } from '@console/contracts';
import { dictionaryEndpoints, knowledgeEndpoints } from '@console/contracts/schemas';
import type { Router } from '../../plugins/router.ts';
import type { ImportService } from '../imports/index.ts';
import type { DictionaryService } from './dictionary/service.ts';
import type { KnowledgeService } from './service.ts';

/** 批量添加 of questions and terms, the import task's progress, and the templates' paths (modules-spec 3.5). */
export function registerKnowledgeImportRoutes(
  router: Router,
  services: { imports: ImportService; knowledge: KnowledgeService; dictionaries: DictionaryService },
): void {
  const { imports, knowledge, dictionaries } = services;

  router.sessionRoute(knowledgeEndpoints.batchtask, async ({ request, session }) =>
    envelope([
      await imports.receive(request, session, {
        kind: 'question',
        upload: knowledgeEndpoints.batchtask.upload,
        targetOf: (fields) => fields.kbId,
        checkTarget: (owner, kbId) => knowledge.writableBase(owner, kbId),
      }),
    ]),
  );

  router.sessionRoute(dictionaryEndpoints.addBatch, async ({ request, session }) =>
    envelope([
      await imports.receive(request, session, {
        kind: 'term',
        upload: dictionaryEndpoints.addBatch.upload,
        targetOf: (fields) => fields.dicId,
        checkTarget: (owner, dicId) => dictionaries.dictionary(owner, dicId),
      }),
    ]),
  );

  router.sessionRoute(knowledgeEndpoints.queryTask, async ({ body, session }) =>
    envelope([await imports.task(session, body.id)]),
  );

  router.sessionRoute(knowledgeEndpoints.exportTemplate, async () => envelope([{ path: QUESTION_TEMPLATE_PATH }]));
  router.sessionRoute(dictionaryEndpoints.exportKnow, async () => envelope([{ path: TERM_TEMPLATE_PATH }]));
}
