import {
  ErrorCode,
  emptyFlowDocument,
  type FlowDocument,
  flowDocument,
  Master,
  type ParsedBodyOf,
  SCRIPT_AUDIO_MAX_BYTES,
  SCRIPT_INDUSTRIES,
  ScriptStatus,
  type speechApi,
  VersionStatus,
  validateFlow,
} from '@console/contracts';
import { speechEndpoints } from '@console/contracts/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { localDateTime } from '../../lib/local-time.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { isWave } from '../../lib/wave.ts';
import type { SessionContext } from '../session/service.ts';
import { readUpload } from '../uploads/multipart.ts';
import { isZip, packScript, recordingsOf, renameRecordings, unpackScript } from './archive.ts';
import { ExperienceEngine, type SourcesLoader } from './experience.ts';
import { numberTemplate } from './number-template.ts';
import * as repo from './repo.ts';

type ScriptRecord = NonNullable<Awaited<ReturnType<typeof repo.scriptById>>>;
type TemplateRecord = NonNullable<Awaited<ReturnType<typeof repo.templateById>>>;
type Page = { limit: number; offset: number };

/** Say nodes' recordings are uploads of the enterprise of this kind. */
const LINE_AUDIO = 'scriptAudio';

/** The number-upload templates below config staticUrl, by signed link (a plain <a href> opens them). */
export const NUMBER_TEMPLATE_PATH = '/speech-templates';
const NUMBER_TEMPLATE_LINK = 'speech-number-template';
/** Long enough for a page left open all day; the template holds only column names. */
const NUMBER_TEMPLATE_TTL_MS = 24 * 60 * 60 * 1000;

/** A stored document read back with today's defaults (documents from before a default existed). */
function documentOf(stored: unknown): FlowDocument {
  return stored === null || stored === undefined ? emptyFlowDocument() : flowDocument.parse(stored);
}

/** Labels a script can give, in the order the document names them first (queryLabel). */
export function labelsOf(document: FlowDocument): string[] {
  const labels = new Set<string>();
  for (const flow of document.flows) {
    for (const node of flow.nodes) {
      for (const label of node.labels) labels.add(label);
      if (node.kind === 'listen')
        for (const branch of node.branches) for (const label of branch.labels) labels.add(label);
    }
  }
  for (const intent of document.intents) for (const label of intent.labels) labels.add(label);
  return [...labels];
}

const hasTransfer = (document: FlowDocument) =>
  document.flows.some((flow) => flow.nodes.some((node) => node.kind === 'transfer'));

/**
 * The script library's rules (modules-spec 2): names unique among the enterprise's scripts, the
 * draft editable except under review (and, while a task runs it, only by the platform operator),
 * submit only without problems, review only by the platform operator, publish only what was
 * approved. Every lookup is within the session's enterprise.
 */
export class SpeechService {
  private readonly engine: ExperienceEngine;

  constructor(
    private readonly ctx: AppContext,
    loadSources: SourcesLoader,
  ) {
    this.engine = new ExperienceEngine(loadSources);
  }

  private time(date: Date | null): string {
    return date ? localDateTime(date, this.ctx.config.reportTimeZone) : '';
  }

  private async script(session: SessionContext, id: number): Promise<ScriptRecord> {
    const script = await repo.scriptById(this.ctx.db, session.businessId, id);
    if (!script) throw new AppError(ErrorCode.NotFound, '话术不存在');
    return script;
  }

  private async uniqueName(session: SessionContext, name: string): Promise<void> {
    if (await repo.nameTaken(this.ctx.db, session.businessId, name)) throw new AppError(ErrorCode.ScriptNameTaken);
  }

  private listRow(script: ScriptRecord) {
    const document = documentOf(script.draft);
    return {
      id: script.id,
      name: script.name,
      createTime: this.time(script.createdAt),
      modifyTime: this.time(script.modifiedAt ?? script.createdAt),
      type: script.type as 1 | 2,
      status: script.status as (typeof ScriptStatus)[keyof typeof ScriptStatus],
      taskStatus: script.taskStatus === 1 ? (1 as const) : (0 as const),
      mcp: script.industryType,
      industryType: script.industryType,
      templateFileUrl: this.templateFileUrl(script),
      transferPeopleFlag: hasTransfer(document) ? (1 as const) : (0 as const),
      transferSilenceSeatFlag: 0 as const,
      publishedVersion: script.publishedVersion,
      draftChanged: script.submittedRevision !== script.draftRevision,
    };
  }

  private templateFileUrl(script: ScriptRecord): string {
    const { expires, sig } = this.ctx.links.sign(
      NUMBER_TEMPLATE_LINK,
      `${script.businessId}/${script.id}`,
      NUMBER_TEMPLATE_TTL_MS,
    );
    return `${NUMBER_TEMPLATE_PATH}/${script.businessId}/${script.id}.xlsx?expires=${expires}&sig=${sig}`;
  }

  /**
   * The number-upload template of templateFileUrl: the variables of the version tasks run, or of
   * the draft before the first publication. Refused (404) unless the link is signed for this script.
   */
  async numberTemplate(businessId: number, id: number, link: { expires: number; sig: string }) {
    if (!this.ctx.links.verify(NUMBER_TEMPLATE_LINK, `${businessId}/${id}`, link)) {
      throw new AppError(ErrorCode.NotFound, '链接已失效，请刷新页面后重新下载', { statusCode: 404 });
    }
    const script = await repo.scriptById(this.ctx.db, businessId, id);
    if (!script) throw new AppError(ErrorCode.NotFound, '话术不存在', { statusCode: 404 });
    const published =
      script.publishedVersion === null ? undefined : await repo.versionOf(this.ctx.db, id, script.publishedVersion);
    const document = documentOf(published ? published.document : script.draft);
    return { fileName: `${script.name}号码导入模板.xlsx`, content: await numberTemplate(document.variables) };
  }

  async list(session: SessionContext, query: repo.ListQuery) {
    const { rows, total } = await repo.scriptPage(this.ctx.db, session.businessId, query);
    return { rows: rows.map((script) => this.listRow(script)), total };
  }

  private templateRow(template: TemplateRecord) {
    return {
      id: template.id,
      name: template.name,
      createTime: this.time(template.createdAt),
      modifyTime: this.time(template.modifiedAt),
      type: template.type as 1 | 2,
      industryType: template.industryType,
    };
  }

  async templates(query: Omit<repo.ListQuery, 'status' | 'id'>) {
    const { rows, total } = await repo.templatePage(this.ctx.db, query);
    return { rows: rows.map((template) => this.templateRow(template)), total };
  }

  async template(id: number) {
    const template = await repo.templateById(this.ctx.db, id);
    if (!template) throw new AppError(ErrorCode.NotFound, '话术模板不存在');
    return { ...this.templateRow(template), document: documentOf(template.document) };
  }

  async copy(session: SessionContext, input: { name: string; id: number }) {
    const template = await repo.templateById(this.ctx.db, input.id);
    if (!template) throw new AppError(ErrorCode.NotFound, '话术模板不存在');
    await this.uniqueName(session, input.name);
    const id = await repo.insertScript(this.ctx.db, {
      businessId: session.businessId,
      name: input.name,
      type: template.type,
      industryType: template.industryType,
      draft: documentOf(template.document),
      now: this.ctx.clock(),
    });
    return { id };
  }

  async create(session: SessionContext, input: ParsedBodyOf<typeof speechApi.saveSpeechSkill>) {
    if (!SCRIPT_INDUSTRIES.some((industry) => industry.industryType === input.industryType)) {
      throw new AppError(ErrorCode.ParamInvalid, '请选择话术所属行业');
    }
    await this.uniqueName(session, input.name);
    const id = await repo.insertScript(this.ctx.db, {
      businessId: session.businessId,
      name: input.name,
      type: input.type,
      industryType: input.industryType,
      draft: emptyFlowDocument(),
      now: this.ctx.clock(),
    });
    return { id };
  }

  /** 导出: the script with its draft, as a .zip, and the name it downloads under. */
  async exportArchive(session: SessionContext, id: number) {
    const script = await this.script(session, id);
    const document = documentOf(script.draft);
    const audio = new Map<string, Uint8Array>();
    for (const name of recordingsOf(document)) {
      const recording = await this.ctx.uploads.read(session.businessId, name, LINE_AUDIO);
      if (recording) audio.set(name, recording);
    }
    const content = packScript({
      name: script.name,
      type: script.type,
      industryType: script.industryType,
      document,
      audio,
    });
    return { id: script.id, fileName: `${script.name}.zip`, content };
  }

  /** 话术导入: a new script, never submitted, with the archive's content under the given name. */
  async importArchive(session: SessionContext, name: string, content: Buffer) {
    if (!isZip(content)) throw new AppError(ErrorCode.ParamInvalid, '请选择正确的文件格式！');
    const archive = unpackScript(content);
    await this.uniqueName(session, name);
    const renamed = new Map<string, string>();
    for (const [old, recording] of archive.audio) {
      const stored = await this.ctx.uploads.store(session, LINE_AUDIO, Buffer.from(recording), {
        mime: 'audio/wav',
        extension: 'wav',
        originalName: old,
      });
      renamed.set(old, stored.name);
    }
    const id = await repo.insertScript(this.ctx.db, {
      businessId: session.businessId,
      name,
      type: archive.type,
      industryType: archive.industryType,
      draft: renameRecordings(archive.document, renamed),
      now: this.ctx.clock(),
    });
    return { id };
  }

  /** A say node's recording (.wav by content, at most 2 MB), kept while the draft can be edited. */
  async uploadLineAudio(request: FastifyRequest, session: SessionContext) {
    const { upload } = speechEndpoints.uploadLineAudio;
    const file = await readUpload(request, upload, SCRIPT_AUDIO_MAX_BYTES);
    const { id } = parseInput(upload.fields, file.fields);
    if (file.tooLarge) throw new AppError(ErrorCode.ParamInvalid, '文件大小不能超过2MB！');
    if (file.content.length === 0) throw new AppError(ErrorCode.UploadFailed, '文件不可为空');
    if (!file.fileName.toLowerCase().endsWith('.wav') || !isWave(file.content)) {
      throw new AppError(ErrorCode.ParamInvalid, '请选择正确的文件格式！');
    }
    this.assertEditable(session, await this.script(session, id));
    const stored = await this.ctx.uploads.store(session, LINE_AUDIO, file.content, {
      mime: 'audio/wav',
      extension: 'wav',
      originalName: file.fileName,
    });
    return { name: stored.name };
  }

  /** Plays a recording of the enterprise's script. */
  async sendLineAudio(reply: FastifyReply, session: SessionContext, id: number, name: string) {
    await this.script(session, id);
    return this.ctx.uploads.send(reply, session.businessId, name, LINE_AUDIO);
  }

  async remove(session: SessionContext, id: number): Promise<void> {
    const script = await this.script(session, id);
    if (script.taskStatus === 1) throw new AppError(ErrorCode.ScriptInUse, '话术正在被外呼任务使用中，不能删除');
    if (script.status === ScriptStatus.reviewing)
      throw new AppError(ErrorCode.ScriptStateInvalid, '话术审核中，不能删除');
    await repo.markDeleted(this.ctx.db, session.businessId, id, this.ctx.clock());
  }

  /** 失败原因: the remark of the latest rejected version, '' when there is none. */
  async reviewRemark(session: SessionContext, id: number) {
    await this.script(session, id);
    const rejected = (await repo.versionsOf(this.ctx.db, id)).find((v) => v.status === VersionStatus.rejected);
    return { remark: rejected?.remark ?? '' };
  }

  /** The labels of the version tasks run, or of the draft before any publication. */
  async labels(session: SessionContext, id: number) {
    const script = await this.script(session, id);
    const published =
      script.publishedVersion === null ? undefined : await repo.versionOf(this.ctx.db, id, script.publishedVersion);
    return labelsOf(documentOf(published ? published.document : script.draft)).map((name) => ({ name }));
  }

  async draft(session: SessionContext, id: number) {
    const script = await this.script(session, id);
    const document = documentOf(script.draft);
    return {
      id: script.id,
      name: script.name,
      type: script.type as 1 | 2,
      status: script.status as (typeof ScriptStatus)[keyof typeof ScriptStatus],
      industryType: script.industryType,
      revision: script.draftRevision,
      modifyTime: this.time(script.modifiedAt ?? script.createdAt),
      document,
      problems: validateFlow(document),
      publishedVersion: script.publishedVersion,
    };
  }

  /** The edit locks of the 编辑 button (modules-spec 2.3), enforced here too. */
  private assertEditable(session: SessionContext, script: ScriptRecord): void {
    if (script.status === ScriptStatus.reviewing)
      throw new AppError(ErrorCode.ScriptStateInvalid, '话术审核中，不能编辑');
    if (script.taskStatus === 1 && session.master !== Master.operator) {
      throw new AppError(ErrorCode.ScriptInUse, '话术正在被外呼任务使用中，不能编辑');
    }
  }

  async saveDraft(session: SessionContext, input: { id: number; revision: number; document: FlowDocument }) {
    const script = await this.script(session, input.id);
    this.assertEditable(session, script);
    const now = this.ctx.clock();
    const revision = await repo.saveDraft(this.ctx.db, session.businessId, input.id, {
      revision: input.revision,
      draft: input.document,
      now,
    });
    if (revision === undefined) throw new AppError(ErrorCode.ScriptDraftConflict);
    return { revision, modifyTime: this.time(now), problems: validateFlow(input.document) };
  }

  async submit(session: SessionContext, id: number) {
    const script = await this.script(session, id);
    if (script.status === ScriptStatus.reviewing) throw new AppError(ErrorCode.ScriptStateInvalid, '话术正在审核中');
    const document = documentOf(script.draft);
    const problems = validateFlow(document);
    if (problems.length > 0) {
      throw new AppError(ErrorCode.ScriptHasProblems, `话术存在${problems.length}个问题：${problems[0]?.message}`);
    }
    const now = this.ctx.clock();
    const version = await this.ctx.db.transaction(async (tx) => {
      const next = await repo.insertVersion(tx, {
        speechSkillId: id,
        document,
        status: VersionStatus.reviewing,
        now,
      });
      await repo.setStatus(tx, id, { status: ScriptStatus.reviewing, submittedRevision: script.draftRevision, now });
      return next;
    });
    return { version, status: ScriptStatus.reviewing };
  }

  private assertOperator(session: SessionContext): void {
    if (session.master !== Master.operator) throw new AppError(ErrorCode.AccessDenied, '只有平台运营账号可以审核话术');
  }

  async reviewList(session: SessionContext, page: Page) {
    this.assertOperator(session);
    const { rows, total } = await repo.reviewPage(this.ctx.db, session.businessId, page, VersionStatus.reviewing);
    return {
      rows: rows.map(({ speech_skills: script, speech_skill_versions: version }) => ({
        id: script.id,
        name: script.name,
        version: version.version,
        type: script.type as 1 | 2,
        industryType: script.industryType,
        submitTime: this.time(version.createdAt),
      })),
      total,
    };
  }

  async review(session: SessionContext, input: ParsedBodyOf<typeof speechApi.reviewSpeechSkill>) {
    this.assertOperator(session);
    await this.script(session, input.id);
    const version = await repo.versionOf(this.ctx.db, input.id, input.version);
    if (!version) throw new AppError(ErrorCode.NotFound, '话术版本不存在');
    if (version.status !== VersionStatus.reviewing)
      throw new AppError(ErrorCode.ScriptStateInvalid, '该版本不在审核中');
    const now = this.ctx.clock();
    const status = input.approve ? ScriptStatus.approved : ScriptStatus.rejected;
    await this.ctx.db.transaction(async (tx) => {
      await repo.updateVersion(tx, input.id, input.version, {
        status: input.approve ? VersionStatus.approved : VersionStatus.rejected,
        remark: input.approve ? '' : (input.remark ?? ''),
        reviewedAt: now,
      });
      await repo.setStatus(tx, input.id, { status, now });
    });
    return { status };
  }

  async publish(session: SessionContext, id: number) {
    const script = await this.script(session, id);
    const versions = await repo.versionsOf(this.ctx.db, id);
    const latest = versions[0];
    if (!latest || latest.status !== VersionStatus.approved) {
      throw new AppError(ErrorCode.ScriptStateInvalid, '话术未通过审核，不能发布');
    }
    const now = this.ctx.clock();
    await this.ctx.db.transaction(async (tx) => {
      if (script.publishedVersion !== null) {
        await repo.updateVersion(tx, id, script.publishedVersion, { status: VersionStatus.retired });
      }
      await repo.updateVersion(tx, id, latest.version, { status: VersionStatus.published, publishedAt: now });
      await repo.setStatus(tx, id, { status: ScriptStatus.published, publishedVersion: latest.version, now });
    });
    return { version: latest.version, status: ScriptStatus.published };
  }

  private versionRow(script: ScriptRecord, version: Awaited<ReturnType<typeof repo.versionsOf>>[number]) {
    return {
      version: version.version,
      status: version.status as (typeof VersionStatus)[keyof typeof VersionStatus],
      createTime: this.time(version.createdAt),
      reviewTime: this.time(version.reviewedAt),
      remark: version.remark,
      publishTime: this.time(version.publishedAt),
      current: script.publishedVersion === version.version,
    };
  }

  async versions(session: SessionContext, id: number) {
    const script = await this.script(session, id);
    return (await repo.versionsOf(this.ctx.db, id)).map((version) => this.versionRow(script, version));
  }

  private async version(session: SessionContext, id: number, number: number) {
    const script = await this.script(session, id);
    const version = await repo.versionOf(this.ctx.db, id, number);
    if (!version) throw new AppError(ErrorCode.NotFound, '话术版本不存在');
    return { script, version };
  }

  async versionDetail(session: SessionContext, id: number, number: number) {
    const { script, version } = await this.version(session, id, number);
    return { ...this.versionRow(script, version), document: documentOf(version.document) };
  }

  /** What 体验 talks to: a version of the script, or its draft; keyed by what identifies the content. */
  private async experienceContent(session: SessionContext, id: number, version: number | undefined) {
    if (version !== undefined) {
      const found = await this.version(session, id, version);
      return { key: `${id}@v${version}`, document: documentOf(found.version.document) };
    }
    const script = await this.script(session, id);
    return { key: `${id}@r${script.draftRevision}`, document: documentOf(script.draft) };
  }

  async startExperience(session: SessionContext, input: ParsedBodyOf<typeof speechApi.startExperience>) {
    const content = await this.experienceContent(session, input.id, input.version);
    return this.engine.start(session.businessId, content, input.variables);
  }

  async respondExperience(session: SessionContext, input: ParsedBodyOf<typeof speechApi.respondExperience>) {
    const content = await this.experienceContent(session, input.id, input.version);
    return this.engine.respond(session.businessId, content, input.state, input);
  }

  /** The version's content becomes the draft (a save like any other, with the same locks). */
  async restore(session: SessionContext, input: { id: number; version: number; revision: number }) {
    const { version } = await this.version(session, input.id, input.version);
    return this.saveDraft(session, { id: input.id, revision: input.revision, document: documentOf(version.document) });
  }
}
