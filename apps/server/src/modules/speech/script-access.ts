import {
  ErrorCode,
  ErrorMessage,
  emptyFlowDocument,
  type FlowDocument,
  flowDocument,
  Master,
  ScriptStatus,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { localDateTime } from '../../lib/local-time.ts';
import type { SessionContext } from '../account/index.ts';
import * as repo from './repo.ts';

export type ScriptRecord = NonNullable<Awaited<ReturnType<typeof repo.scriptById>>>;

/** A stored document read back with today's defaults (documents from before a default existed). */
export function documentOf(stored: unknown): FlowDocument {
  return stored === null || stored === undefined ? emptyFlowDocument() : flowDocument.parse(stored);
}

/**
 * What every part of the script library needs: the session's own scripts and versions (another
 * enterprise's ids are 100404), its names, its edit locks and its times.
 */
export class ScriptAccess {
  constructor(private readonly deps: { db: Db; timeZone: string }) {}

  time(date: Date | null): string {
    return date ? localDateTime(date, this.deps.timeZone) : '';
  }

  async script(session: SessionContext, id: number): Promise<ScriptRecord> {
    const script = await repo.scriptById(this.deps.db, session.businessId, id);
    if (!script) throw new AppError(ErrorCode.NotFound, ErrorMessage.scriptNotFound);
    return script;
  }

  async uniqueName(session: SessionContext, name: string): Promise<void> {
    if (await repo.nameTaken(this.deps.db, session.businessId, name)) throw new AppError(ErrorCode.ScriptNameTaken);
  }

  /** The edit locks of the 编辑 button (modules-spec 2.3), enforced here too. */
  assertEditable(session: SessionContext, script: ScriptRecord): void {
    if (script.status === ScriptStatus.reviewing)
      throw new AppError(ErrorCode.ScriptStateInvalid, ErrorMessage.scriptReviewingUneditable);
    if (script.taskStatus === 1 && session.master !== Master.operator) {
      throw new AppError(ErrorCode.ScriptInUse, ErrorMessage.scriptInUseUneditable);
    }
  }

  async version(session: SessionContext, id: number, number: number) {
    const script = await this.script(session, id);
    const version = await repo.versionOf(this.deps.db, id, number);
    if (!version) throw new AppError(ErrorCode.NotFound, ErrorMessage.scriptVersionNotFound);
    return { script, version };
  }
}
