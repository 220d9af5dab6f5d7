import { envelope, SCRIPT_INDUSTRIES } from '@console/contracts';
import { speechEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import { pageOf } from '../../db/query-helpers.ts';
import { attachment } from '../../lib/content-disposition.ts';
import type { ScriptExperience } from './experience-service.ts';
import type { ScriptFiles } from './files-service.ts';
import { NUMBER_TEMPLATE_PATH, type SpeechService } from './service.ts';
import type { ScriptVersions } from './versions-service.ts';

/** What the script library's routes hand their calls to. */
export interface SpeechRouteServices {
  scripts: SpeechService;
  scriptVersions: ScriptVersions;
  scriptFiles: ScriptFiles;
  scriptExperience: ScriptExperience;
}

/** The script library's calls (modules-spec 2; service.ts has the rules). */
export function registerSpeechRoutes(
  { router, app }: AppContext,
  { scripts, scriptVersions: versions, scriptFiles: files, scriptExperience: experience }: SpeechRouteServices,
): void {
  router.sessionRoute(speechEndpoints.querySpeechSkill, async ({ body, session }) => {
    const { name, status, id, sortName, sortOrder } = body;
    const { rows, total } = await scripts.list(session, { name, status, id, sortName, sortOrder, ...pageOf(body) });
    return envelope(rows, total);
  });

  router.sessionRoute(speechEndpoints.queryTemplateSpeechSkill, async ({ body }) => {
    const { rows, total } = await scripts.templates({
      name: body.name,
      sortName: body.sortName,
      sortOrder: body.sortOrder,
      ...pageOf(body),
    });
    return envelope(rows, total);
  });

  router.sessionRoute(speechEndpoints.queryTemplateDetail, async ({ body }) =>
    envelope([await scripts.template(body.id)]),
  );

  router.sessionRoute(speechEndpoints.copy, async ({ body, session }) => envelope([await scripts.copy(session, body)]));

  router.sessionRoute(speechEndpoints.saveSpeechSkill, async ({ body, session }) =>
    envelope([await scripts.create(session, body)]),
  );

  router.sessionRoute(speechEndpoints.deleteSpeechSkill, async ({ body, session }) => {
    await scripts.remove(session, body.id);
    return envelope();
  });

  router.sessionRoute(speechEndpoints.exportSpeech, async ({ body, session, reply }) => {
    const file = await files.exportArchive(session, body.id);
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', attachment(file.fileName, `script-${file.id}.zip`))
      .header('Cache-Control', 'private, no-store')
      .send(file.content);
  });

  router.sessionRoute(speechEndpoints.importSpeech, async ({ request, session }) =>
    envelope([await files.importUpload(request, session)]),
  );

  // templateFileUrl below staticUrl: a signed link a plain <a href> opens without the token.
  app.get(`/static${NUMBER_TEMPLATE_PATH}/:businessId/:file`, async (request, reply) => {
    const { businessId, file } = request.params as { businessId: string; file: string };
    const { expires, sig } = request.query as { expires?: string; sig?: string };
    const id = Number(file.replace(/\.xlsx$/, ''));
    const template = await scripts.numberTemplate(Number(businessId), id, {
      expires: Number(expires),
      sig: String(sig ?? ''),
    });
    return reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', attachment(template.fileName, `numbers-${id}.xlsx`))
      .header('Cache-Control', 'private, no-store')
      .send(template.content);
  });

  router.sessionRoute(speechEndpoints.uploadLineAudio, async ({ request, session }) =>
    envelope([await files.uploadLineAudio(request, session)]),
  );

  router.sessionRoute(speechEndpoints.lineAudio, async ({ query, reply, session }) =>
    files.sendLineAudio(reply, session, query.id, query.name),
  );

  router.sessionRoute(speechEndpoints.querySpeechSkillReview, async ({ body, session }) =>
    envelope([await scripts.reviewRemark(session, body.speechSkillId)]),
  );

  router.sessionRoute(speechEndpoints.querMcpConfig, async () => envelope(SCRIPT_INDUSTRIES.map((i) => ({ ...i }))));

  router.sessionRoute(speechEndpoints.queryLabel, async ({ body, session }) =>
    envelope(await scripts.labels(session, body.id)),
  );

  router.sessionRoute(speechEndpoints.queryDraft, async ({ body, session }) =>
    envelope([await scripts.draft(session, body.id)]),
  );

  router.sessionRoute(speechEndpoints.saveDraft, async ({ body, session }) =>
    envelope([await scripts.saveDraft(session, body)]),
  );

  router.sessionRoute(speechEndpoints.submitReview, async ({ body, session }) =>
    envelope([await versions.submit(session, body.id)]),
  );

  router.sessionRoute(speechEndpoints.publish, async ({ body, session }) =>
    envelope([await versions.publish(session, body.id)]),
  );

  router.sessionRoute(speechEndpoints.queryVersions, async ({ body, session }) =>
    envelope(await versions.versions(session, body.id)),
  );

  router.sessionRoute(speechEndpoints.queryVersion, async ({ body, session }) =>
    envelope([await versions.versionDetail(session, body.id, body.version)]),
  );

  router.sessionRoute(speechEndpoints.restoreVersion, async ({ body, session }) =>
    envelope([await versions.restore(session, body)]),
  );

  router.sessionRoute(speechEndpoints.startExperience, async ({ body, session }) =>
    envelope([await experience.start(session, body)]),
  );

  router.sessionRoute(speechEndpoints.respondExperience, async ({ body, session }) =>
    envelope([await experience.respond(session, body)]),
  );

  router.sessionRoute(speechEndpoints.queryReviewList, async ({ body, session }) => {
    const { rows, total } = await versions.reviewList(session, pageOf(body));
    return envelope(rows, total);
  });

  router.sessionRoute(speechEndpoints.reviewSpeechSkill, async ({ body, session }) =>
    envelope([await versions.review(session, body)]),
  );
}
