import { envelope, QUESTION_TEMPLATE_PATH, TERM_TEMPLATE_PATH } from '@console/contracts';
import { dictionaryEndpoints, knowledgeEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import { assertWritable } from '../knowledge/base-change.ts';
import { DictionaryService } from '../knowledge/dictionary/service.ts';
import { registerImportTemplates } from '../knowledge/import-templates.ts';
import { KnowledgeService } from '../knowledge/service.ts';
import { ImportService } from './service.ts';

/** 批量添加 of questions and terms, the import task's progress, and the templates (modules-spec 3.5). */
export function registerImportRoutes(ctx: AppContext): void {
  const { router, db } = ctx;
  const imports = new ImportService(ctx);
  const dictionaries = new DictionaryService(ctx, new KnowledgeService(ctx));

  router.sessionRoute(knowledgeEndpoints.batchtask, async ({ request, session }) =>
    envelope([
      await imports.receive(request, session, {
        kind: 'question',
        upload: knowledgeEndpoints.batchtask.upload,
        targetOf: (fields) => fields.kbId,
        checkTarget: (owner, kbId) => assertWritable(db, owner.businessId, kbId),
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

  registerImportTemplates(ctx.app);
}
