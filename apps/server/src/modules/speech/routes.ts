import { ErrorCode, ErrorMessage, envelope, SCRIPT_IMPORT_MAX_BYTES, SCRIPT_INDUSTRIES } from '@console/contracts';
import { speechEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import { pageOf } from '../../db/query-helpers.ts';
import { AppError } from '../../lib/app-error.ts';
import { attachment } from '../../lib/content-disposition.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { readUpload } from '../uploads/multipart.ts';
import { ScriptExperience } from './experience-service.ts';
import { ScriptFiles } from './files-service.ts';
import { ScriptAccess } from './script-access.ts';
import { loadScriptSources } from './script-sources.ts';
import { NUMBER_TEMPLATE_PATH, SpeechService } from './service.ts';
import { ScriptVersions } from './versions-service.ts';

/** The script library's calls (modules-spec 2; service.ts has the rules). */
export function registerSpeechRoutes(ctx: AppContext): void {
  const { router } = ctx;
  const access = new ScriptAccess(ctx);
  const scripts = new SpeechService(ctx, access);
  const versions = new ScriptVersions(ctx, access, scripts);
  const files = new ScriptFiles(ctx, access);
  const experience = new ScriptExperience(access, (businessId, document) =>
    loadScriptSources(ctx.db, businessId, document),
  );

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

  router.sessionRoute(speechEndpoints.importSpeech, async ({ request, session }) => {
    const { upload } = speechEndpoints.importSpeech;
    const file = await readUpload(request, upload, SCRIPT_IMPORT_MAX_BYTES);
    const fields = parseInput(upload.fields, file.fields);
    if (file.tooLarge) throw new AppError(ErrorCode.ParamInvalid, ErrorMessage.fileOver20Mb);
    if (file.content.length === 0) throw new AppError(ErrorCode.UploadFailed, ErrorMessage.fileNotChosen);
    return envelope([await files.importArchive(session, fields.speechSkillName, file.content)]);
  });

  // templateFileUrl below staticUrl: a signed link a plain <a href> opens without the token.
  ctx.app.get(`/static${NUMBER_TEMPLATE_PATH}/:businessId/:file`, async (request, reply) => {
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
