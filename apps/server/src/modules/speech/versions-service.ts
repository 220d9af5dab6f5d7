import {
  ErrorCode,
  ErrorMessage,
  type FlowDocument,
  Master,
  type ParsedBodyOf,
  ScriptStatus,
  type speechApi,
  VersionStatus,
  validateFlow,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SessionContext } from '../account/index.ts';
import { addScriptGrades } from './grade-labels.ts';
import * as repo from './repo.ts';
import { documentOf, type ScriptAccess, type ScriptRecord } from './script-access.ts';
import type { SpeechService } from './service.ts';
import { type TransferTargets, transferWarnings } from './transfer-warnings.ts';

type Page = { limit: number; offset: number };

/**
 * A script's versions: submitting freezes the draft (only without problems), the platform
 * operator approves or rejects it, publishing makes the approved one the version tasks run and
 * retires the previous one; any version can be looked at or restored into the draft. Submitting
 * and publishing also answer what the script's transfers would find in the enterprise (warnings).
 */
export class ScriptVersions {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      /** The enterprise's agents and groups (the team module's). */
      transferTargets: (businessId: number) => Promise<TransferTargets>;
    },
    private readonly access: ScriptAccess,
    private readonly scripts: SpeechService,
  ) {}

  async submit(session: SessionContext, id: number) {
    const script = await this.access.script(session, id);
    if (script.status === ScriptStatus.reviewing)
      throw new AppError(ErrorCode.ScriptStateInvalid, ErrorMessage.scriptReviewing);
    const document = documentOf(script.draft);
    const problems = validateFlow(document);
    if (problems.length > 0) {
      throw new AppError(
        ErrorCode.ScriptHasProblems,
        ErrorMessage.scriptProblems(problems.length, problems[0]?.message),
      );
    }
    const now = this.deps.clock();
    const version = await this.deps.db.transaction(async (tx) => {
      const next = await repo.insertVersion(tx, {
        speechSkillId: id,
        document,
        status: VersionStatus.reviewing,
        now,
      });
      await repo.setStatus(tx, id, { status: ScriptStatus.reviewing, submittedRevision: script.draftRevision, now });
      return next;
    });
    return { version, status: ScriptStatus.reviewing, warnings: await this.warnings(session, document) };
  }

  private async warnings(session: SessionContext, document: FlowDocument) {
    return transferWarnings(document, await this.deps.transferTargets(session.businessId));
  }

  private assertOperator(session: SessionContext): void {
    if (session.master !== Master.operator)
      throw new AppError(ErrorCode.AccessDenied, ErrorMessage.scriptReviewOperatorOnly);
  }

  async reviewList(session: SessionContext, page: Page) {
    this.assertOperator(session);
    const { rows, total } = await repo.reviewPage(this.deps.db, session.businessId, page, VersionStatus.reviewing);
    return {
      rows: rows.map(({ speech_skills: script, speech_skill_versions: version }) => ({
        id: script.id,
        name: script.name,
        version: version.version,
        type: script.type as 1 | 2,
        industryType: script.industryType,
        submitTime: this.access.time(version.createdAt),
      })),
      total,
    };
  }

  async review(session: SessionContext, input: ParsedBodyOf<typeof speechApi.reviewSpeechSkill>) {
    this.assertOperator(session);
    await this.access.script(session, input.id);
    const version = await repo.versionOf(this.deps.db, input.id, input.version);
    if (!version) throw new AppError(ErrorCode.NotFound, ErrorMessage.scriptVersionNotFound);
    if (version.status !== VersionStatus.reviewing)
      throw new AppError(ErrorCode.ScriptStateInvalid, ErrorMessage.scriptVersionNotReviewing);
    const now = this.deps.clock();
    const status = input.approve ? ScriptStatus.approved : ScriptStatus.rejected;
    await this.deps.db.transaction(async (tx) => {
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
    const script = await this.access.script(session, id);
    const versions = await repo.versionsOf(this.deps.db, id);
    const latest = versions[0];
    if (!latest || latest.status !== VersionStatus.approved) {
      throw new AppError(ErrorCode.ScriptStateInvalid, ErrorMessage.scriptUnapproved);
    }
    const document = documentOf(latest.document);
    const now = this.deps.clock();
    await this.deps.db.transaction(async (tx) => {
      if (script.publishedVersion !== null) {
        await repo.updateVersion(tx, id, script.publishedVersion, { status: VersionStatus.retired });
      }
      await repo.updateVersion(tx, id, latest.version, { status: VersionStatus.published, publishedAt: now });
      await repo.setStatus(tx, id, { status: ScriptStatus.published, publishedVersion: latest.version, now });
      // In the publication's transaction: calls graded by this version never miss their label.
      await addScriptGrades(tx, session.businessId, document);
    });
    const warnings = await this.warnings(session, document);
    return { version: latest.version, status: ScriptStatus.published, warnings };
  }

  private versionRow(script: ScriptRecord, version: Awaited<ReturnType<typeof repo.versionsOf>>[number]) {
    return {
      version: version.version,
      status: version.status as (typeof VersionStatus)[keyof typeof VersionStatus],
      createTime: this.access.time(version.createdAt),
      reviewTime: this.access.time(version.reviewedAt),
      remark: version.remark,
      publishTime: this.access.time(version.publishedAt),
      current: script.publishedVersion === version.version,
    };
  }

  async versions(session: SessionContext, id: number) {
    const script = await this.access.script(session, id);
    return (await repo.versionsOf(this.deps.db, id)).map((version) => this.versionRow(script, version));
  }

  async versionDetail(session: SessionContext, id: number, number: number) {
    const { script, version } = await this.access.version(session, id, number);
    return { ...this.versionRow(script, version), document: documentOf(version.document) };
  }

  /** The version's content becomes the draft (a save like any other, with the same locks). */
  async restore(session: SessionContext, input: { id: number; version: number; revision: number }) {
    const { version } = await this.access.version(session, input.id, input.version);
    return this.scripts.saveDraft(session, {
      id: input.id,
      revision: input.revision,
      document: documentOf(version.document),
    });
  }
}
