import { ErrorCode, ErrorMessage } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import * as speech from '../speech/index.ts';
import { documentOf, PHONE_COLUMN } from '../speech/index.ts';

/**
 * The published script a task runs, with its upload template's columns (the phone column, then
 * the variables of the published version). A script without a published version runs no task.
 */
export async function publishedScript(db: Db, businessId: number, id: number) {
  const script = await speech.scriptById(db, businessId, id);
  const version =
    script?.publishedVersion == null ? undefined : await speech.versionOf(db, id, script.publishedVersion);
  if (!script || !version) throw new AppError(ErrorCode.NotFound, ErrorMessage.taskScriptNotPublished);
  const document = documentOf(version.document);
  return {
    id: script.id,
    name: script.name,
    version: version.version,
    phoneColumn: PHONE_COLUMN,
    variables: document.variables.map((variable) => variable.name),
  };
}
