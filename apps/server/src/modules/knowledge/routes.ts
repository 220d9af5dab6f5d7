import { envelope } from '@console/contracts';
import { knowledgeEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import { pageOf } from '../../db/query-helpers.ts';
import type { ImportService } from '../imports/index.ts';
import type { AnswerAudio } from './answer-audio.ts';
import { registerDictionaryRoutes } from './dictionary/routes.ts';
import type { DictionaryService } from './dictionary/service.ts';
import type { KnowledgeExperience } from './experience.ts';
import { registerKnowledgeImportRoutes } from './import-routes.ts';
import type { QuestionService } from './question-service.ts';
import type { KnowledgeService } from './service.ts';

/** What the knowledge routes hand their calls to. */
export interface KnowledgeRouteServices {
  knowledge: KnowledgeService;
  questions: QuestionService;
  answerAudio: AnswerAudio;
  knowledgeExperience: KnowledgeExperience;
  dictionaries: DictionaryService;
  imports: ImportService;
}

/**
 * The knowledge base's calls (modules-spec 3.1, 体验 3.3), the similar-word dictionaries' (3.6)
 * and their imports (3.5).
 */
export function registerKnowledgeRoutes({ router }: AppContext, services: KnowledgeRouteServices): void {
  const { knowledge: bases, questions, answerAudio: audio, knowledgeExperience: experience } = services;
  const done = () => envelope();

  router.sessionRoute(knowledgeEndpoints.queryKnowList, async ({ body, session }) => {
    const { rows, total } = await bases.list(session, { name: body.name, sortRule: body.sortRule, ...pageOf(body) });
    return envelope(rows, total);
  });

  router.sessionRoute(knowledgeEndpoints.addKnow, async ({ body, session }) =>
    envelope([await bases.add(session, body.cname)]),
  );

  router.sessionRoute(knowledgeEndpoints.deleteKnowledgeByIds, async ({ body, session }) =>
    bases.remove(session, body.ids).then(done),
  );

  router.sessionRoute(knowledgeEndpoints.querylistByBus, async ({ body, session }) => {
    const { rows, total } = await bases.listAll(session, pageOf(body));
    return envelope(rows, total);
  });

  router.sessionRoute(knowledgeEndpoints.commitKbToReview, async ({ body, session }) =>
    envelope([await bases.submit(session, body.kbId)]),
  );

  router.sessionRoute(knowledgeEndpoints.reviewKnowledge, async ({ body, session }) =>
    envelope([await bases.review(session, body)]),
  );

  router.sessionRoute(knowledgeEndpoints.refresh, async ({ body, session }) =>
    bases.refresh(session, body.kbId).then(done),
  );

  router.sessionRoute(knowledgeEndpoints.adddicrelation, async ({ body, session }) =>
    bases.linkDictionaries(session, body).then(done),
  );

  router.sessionRoute(knowledgeEndpoints.exportKbQuestion, async ({ body, session }) =>
    bases.export(session, body).then(done),
  );

  router.sessionRoute(knowledgeEndpoints.queryTags, async ({ body, session }) =>
    envelope(await bases.tags(session, body.kbId)),
  );

  router.sessionRoute(knowledgeEndpoints.addTag, async ({ body, session }) =>
    envelope([await bases.addTag(session, body)]),
  );

  router.sessionRoute(knowledgeEndpoints.queryQuestionList, async ({ body, session }) => {
    const { rows, total } = await questions.list(session, {
      kbId: body.kbId,
      sortRule: body.sortRule,
      ...pageOf(body),
    });
    return envelope(rows, total);
  });

  router.sessionRoute(knowledgeEndpoints.questionDetail, async ({ body, session }) =>
    envelope([await questions.detail(session, body.id)]),
  );

  router.sessionRoute(knowledgeEndpoints.addSingleQuestion, async ({ body, session }) =>
    envelope([await questions.add(session, body)]),
  );

  router.sessionRoute(knowledgeEndpoints.editSingleQuestion, async ({ body, session }) =>
    questions.edit(session, body).then(done),
  );

  router.sessionRoute(knowledgeEndpoints.deleteQuestionByIds, async ({ body, session }) =>
    questions.remove(session, body).then(done),
  );

  router.sessionRoute(knowledgeEndpoints.analyze, async ({ body, session }) =>
    envelope([await experience.analyze(session, body)]),
  );

  router.sessionRoute(knowledgeEndpoints.queryByOr, async ({ body, session }) => {
    const answer = await experience.answer(session, body);
    return envelope(answer ? [answer] : []);
  });

  router.sessionRoute(knowledgeEndpoints.recordFill, async ({ request, session }) =>
    envelope([await audio.fill(request, session)]),
  );

  router.sessionRoute(knowledgeEndpoints.recordfileDelete, async ({ body, session }) =>
    audio.remove(session, body.id).then(done),
  );

  router.sessionRoute(knowledgeEndpoints.recordFile, async ({ query, reply, session }) =>
    audio.send(reply, session, query.name),
  );

  registerDictionaryRoutes(router, services);
  registerKnowledgeImportRoutes(router, services);
}
