import {
  ErrorCode,
  ErrorMessage,
  emptyFlowDocument,
  type FlowDocument,
  type ParsedBodyOf,
  SCRIPT_INDUSTRIES,
  ScriptStatus,
  type speechApi,
  VersionStatus,
  validateFlow,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LinkSigner } from '../../lib/signed-links.ts';
import type { SessionContext } from '../account/index.ts';
import { numberTemplate } from './number-template.ts';
import * as repo from './repo.ts';
import { documentOf, type ScriptAccess, type ScriptRecord } from './script-access.ts';

type TemplateRecord = NonNullable<Awaited<ReturnType<typeof repo.templateById>>>;

/** The number-upload templates below config staticUrl, by signed link (a plain <a href> opens them). */
export const NUMBER_TEMPLATE_PATH = '/speech-templates';
const NUMBER_TEMPLATE_LINK = 'speech-number-template';
/** Long enough for a page left open all day; the template holds only column names. */
const NUMBER_TEMPLATE_TTL_MS = 24 * 60 * 60 * 1000;

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
  for (const global of document.globalIntents) for (const label of global.labels) labels.add(label);
  for (const intent of document.intents) for (const label of intent.labels) labels.add(label);
  return [...labels];
}

const hasTransfer = (document: FlowDocument) =>
  document.flows.some((flow) => flow.nodes.some((node) => node.kind === 'transfer'));

/**
 * The script library (modules-spec 2): the enterprise's scripts and the platform's templates,
 * names unique among the enterprise's scripts, and the draft, editable except under review (and,
 * while a task runs it, only by the platform operator). Versions, files and 体验 have their own
 * services beside this one. Every lookup is within the session's enterprise.
 */
export class SpeechService {
  constructor(
    private readonly deps: { db: Db; clock: Clock; links: LinkSigner },
    private readonly access: ScriptAccess,
  ) {}

  private listRow(script: ScriptRecord) {
    const document = documentOf(script.draft);
    return {
      id: script.id,
      name: script.name,
      createTime: this.access.time(script.createdAt),
      modifyTime: this.access.time(script.modifiedAt ?? script.createdAt),
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
    const { expires, sig } = this.deps.links.sign(
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
    if (!this.deps.links.verify(NUMBER_TEMPLATE_LINK, `${businessId}/${id}`, link)) {
      throw new AppError(ErrorCode.NotFound, ErrorMessage.numberTemplateLinkInvalid, { statusCode: 404 });
    }
    const script = await repo.scriptById(this.deps.db, businessId, id);
    if (!script) throw new AppError(ErrorCode.NotFound, ErrorMessage.scriptNotFound, { statusCode: 404 });
    const published =
      script.publishedVersion === null ? undefined : await repo.versionOf(this.deps.db, id, script.publishedVersion);
    const document = documentOf(published ? published.document : script.draft);
    return { fileName: `${script.name}号码导入模板.xlsx`, content: await numberTemplate(document.variables) };
  }

  async list(session: SessionContext, query: repo.ListQuery) {
    const { rows, total } = await repo.scriptPage(this.deps.db, session.businessId, query);
    return { rows: rows.map((script) => this.listRow(script)), total };
  }

  private templateRow(template: TemplateRecord) {
    return {
      id: template.id,
      name: template.name,
      createTime: this.access.time(template.createdAt),
      modifyTime: this.access.time(template.modifiedAt),
      type: template.type as 1 | 2,
      industryType: template.industryType,
    };
  }

  async templates(query: Omit<repo.ListQuery, 'status' | 'id'>) {
    const { rows, total } = await repo.templatePage(this.deps.db, query);
    return { rows: rows.map((template) => this.templateRow(template)), total };
  }

  async template(id: number) {
    const template = await repo.templateById(this.deps.db, id);
    if (!template) throw new AppError(ErrorCode.NotFound, ErrorMessage.scriptTemplateNotFound);
    return { ...this.templateRow(template), document: documentOf(template.document) };
  }

  async copy(session: SessionContext, input: { name: string; id: number }) {
    const template = await repo.templateById(this.deps.db, input.id);
    if (!template) throw new AppError(ErrorCode.NotFound, ErrorMessage.scriptTemplateNotFound);
    await this.access.uniqueName(session, input.name);
    const id = await repo.insertScript(this.deps.db, {
      businessId: session.businessId,
      name: input.name,
      type: template.type,
      industryType: template.industryType,
      draft: documentOf(template.document),
      now: this.deps.clock(),
    });
    return { id };
  }

  async create(session: SessionContext, input: ParsedBodyOf<typeof speechApi.saveSpeechSkill>) {
    if (!SCRIPT_INDUSTRIES.some((industry) => industry.industryType === input.industryType)) {
      throw new AppError(ErrorCode.ParamInvalid, ErrorMessage.scriptIndustryMissing);
    }
    await this.access.uniqueName(session, input.name);
    const id = await repo.insertScript(this.deps.db, {
      businessId: session.businessId,
      name: input.name,
      type: input.type,
      industryType: input.industryType,
      draft: emptyFlowDocument(),
      now: this.deps.clock(),
    });
    return { id };
  }

  async remove(session: SessionContext, id: number): Promise<void> {
    const script = await this.access.script(session, id);
    if (script.taskStatus === 1) throw new AppError(ErrorCode.ScriptInUse, ErrorMessage.scriptInUseUndeletable);
    if (script.status === ScriptStatus.reviewing)
      throw new AppError(ErrorCode.ScriptStateInvalid, ErrorMessage.scriptReviewingUndeletable);
    await repo.markDeleted(this.deps.db, session.businessId, id, this.deps.clock());
  }

  /** 失败原因: the remark of the latest rejected version, '' when there is none. */
  async reviewRemark(session: SessionContext, id: number) {
    await this.access.script(session, id);
    const rejected = (await repo.versionsOf(this.deps.db, id)).find((v) => v.status === VersionStatus.rejected);
    return { remark: rejected?.remark ?? '' };
  }

  /** The labels of the version tasks run, or of the draft before any publication. */
  async labels(session: SessionContext, id: number) {
    const script = await this.access.script(session, id);
    const published =
      script.publishedVersion === null ? undefined : await repo.versionOf(this.deps.db, id, script.publishedVersion);
    return labelsOf(documentOf(published ? published.document : script.draft)).map((name) => ({ name }));
  }

  async draft(session: SessionContext, id: number) {
    const script = await this.access.script(session, id);
    const document = documentOf(script.draft);
    return {
      id: script.id,
      name: script.name,
      type: script.type as 1 | 2,
      status: script.status as (typeof ScriptStatus)[keyof typeof ScriptStatus],
      industryType: script.industryType,
      revision: script.draftRevision,
      modifyTime: this.access.time(script.modifiedAt ?? script.createdAt),
      document,
      problems: validateFlow(document),
      publishedVersion: script.publishedVersion,
    };
  }

  async saveDraft(session: SessionContext, input: { id: number; revision: number; document: FlowDocument }) {
    const script = await this.access.script(session, input.id);
    this.access.assertEditable(session, script);
    const now = this.deps.clock();
    const revision = await repo.saveDraft(this.deps.db, session.businessId, input.id, {
      revision: input.revision,
      draft: input.document,
      now,
    });
    if (revision === undefined) throw new AppError(ErrorCode.ScriptDraftConflict);
    return { revision, modifyTime: this.access.time(now), problems: validateFlow(input.document) };
  }
}
