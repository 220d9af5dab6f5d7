import { ErrorCode, ErrorMessage, SCRIPT_AUDIO_MAX_BYTES, SCRIPT_IMPORT_MAX_BYTES } from '@console/contracts';
import { speechEndpoints } from '@console/contracts/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { isWave } from '../../lib/wave.ts';
import type { SessionContext } from '../account/index.ts';
import type { UploadStore } from '../uploads/index.ts';
import { readUpload } from '../uploads/index.ts';
import { isZip, packScript, recordingsOf, renameRecordings, unpackScript } from './archive.ts';
import * as repo from './repo.ts';
import { documentOf, type ScriptAccess } from './script-access.ts';

/** Say nodes' recordings are uploads of the enterprise of this kind. */
const LINE_AUDIO = 'scriptAudio';

/** A script's files: its .zip export and import, and its say nodes' recorded lines. */
export class ScriptFiles {
  constructor(
    private readonly deps: { db: Db; clock: Clock; uploads: UploadStore },
    private readonly access: ScriptAccess,
  ) {}

  /** 导出: the script with its draft, as a .zip, and the name it downloads under. */
  async exportArchive(session: SessionContext, id: number) {
    const script = await this.access.script(session, id);
    const document = documentOf(script.draft);
    const audio = new Map<string, Uint8Array>();
    for (const name of recordingsOf(document)) {
      const recording = await this.deps.uploads.read(session.businessId, name, LINE_AUDIO);
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

  /** 话术导入 of an upload: the .zip (20 MB at most) and the new script's name. */
  async importUpload(request: FastifyRequest, session: SessionContext) {
    const { upload } = speechEndpoints.importSpeech;
    const file = await readUpload(request, upload, SCRIPT_IMPORT_MAX_BYTES);
    const fields = parseInput(upload.fields, file.fields);
    if (file.tooLarge) throw new AppError(ErrorCode.ParamInvalid, ErrorMessage.fileOver20Mb);
    if (file.content.length === 0) throw new AppError(ErrorCode.UploadFailed, ErrorMessage.fileNotChosen);
    return this.importArchive(session, fields.speechSkillName, file.content);
  }

  /** 话术导入: a new script, never submitted, with the archive's content under the given name. */
  async importArchive(session: SessionContext, name: string, content: Buffer) {
    if (!isZip(content)) throw new AppError(ErrorCode.ParamInvalid, ErrorMessage.fileTypeInvalid);
    const archive = unpackScript(content);
    await this.access.uniqueName(session, name);
    const renamed = new Map<string, string>();
    for (const [old, recording] of archive.audio) {
      const stored = await this.deps.uploads.store(session, LINE_AUDIO, Buffer.from(recording), {
        mime: 'audio/wav',
        extension: 'wav',
        originalName: old,
      });
      renamed.set(old, stored.name);
    }
    const id = await repo.insertScript(this.deps.db, {
      businessId: session.businessId,
      name,
      type: archive.type,
      industryType: archive.industryType,
      draft: renameRecordings(archive.document, renamed),
      now: this.deps.clock(),
    });
    return { id };
  }

  /** A say node's recording (.wav by content, at most 2 MB), kept while the draft can be edited. */
  async uploadLineAudio(request: FastifyRequest, session: SessionContext) {
    const { upload } = speechEndpoints.uploadLineAudio;
    const file = await readUpload(request, upload, SCRIPT_AUDIO_MAX_BYTES);
    const { id } = parseInput(upload.fields, file.fields);
    if (file.tooLarge) throw new AppError(ErrorCode.ParamInvalid, ErrorMessage.fileOver2Mb);
    if (file.content.length === 0) throw new AppError(ErrorCode.UploadFailed, ErrorMessage.fileEmpty);
    if (!file.fileName.toLowerCase().endsWith('.wav') || !isWave(file.content)) {
      throw new AppError(ErrorCode.ParamInvalid, ErrorMessage.fileTypeInvalid);
    }
    this.access.assertEditable(session, await this.access.script(session, id));
    const stored = await this.deps.uploads.store(session, LINE_AUDIO, file.content, {
      mime: 'audio/wav',
      extension: 'wav',
      originalName: file.fileName,
    });
    return { name: stored.name };
  }

  /** Plays a recording of the enterprise's script. */
  async sendLineAudio(reply: FastifyReply, session: SessionContext, id: number, name: string) {
    await this.access.script(session, id);
    return this.deps.uploads.send(reply, session.businessId, name, LINE_AUDIO);
  }
}
