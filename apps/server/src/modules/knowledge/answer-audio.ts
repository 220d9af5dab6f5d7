import { extname } from 'node:path';
import { ErrorCode, ErrorMessage, knowledgeLimits } from '@console/contracts';
import { knowledgeEndpoints } from '@console/contracts/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { isWave } from '../../lib/wave.ts';
import type { SessionContext } from '../account/index.ts';
import type { UploadStore } from '../uploads/index.ts';
import { readUpload } from '../uploads/index.ts';
import { assertWritable, changeBase } from './base-change.ts';
import * as questions from './question-repo.ts';

/**
 * What a recording is, from its name and content: .wav must be RIFF/WAVE inside; .vox (Dialogic
 * ADPCM) is raw samples with no header or magic bytes, so its name is all there is to go by.
 */
function recordingType(fileName: string, content: Buffer): { mime: string; extension: 'wav' | 'vox' } {
  const extension = extname(fileName).toLowerCase();
  if (extension === '.wav' && isWave(content)) return { mime: 'audio/wav', extension: 'wav' };
  if (extension === '.vox') return { mime: 'audio/x-vox', extension: 'vox' };
  throw new AppError(ErrorCode.KnowledgeFileInvalid);
}

/**
 * Answers' recordings (录音上传, modules-spec 3.4): kept as uploads of the enterprise (kind
 * knowledgeAudio) and played back only through the session route recordFile, never a public URL.
 */
export class AnswerAudio {
  constructor(private readonly deps: { db: Db; clock: Clock; uploads: UploadStore }) {}

  private async answer(session: SessionContext, id: number) {
    const found = await questions.answerById(this.deps.db, session.businessId, id);
    if (!found) throw new AppError(ErrorCode.NotFound, ErrorMessage.answerNotFound);
    return found;
  }

  private change(session: SessionContext, kbId: number, write: Parameters<typeof changeBase<void>>[2]) {
    return changeBase(this.deps.db, { businessId: session.businessId, kbId, now: this.deps.clock() }, write);
  }

  /**
   * Stores the recording and, given an answer of the base, makes it that answer's (the table's
   * upload button); without one (a question not saved yet) the dialog sends the path as content.
   * The base and answer are checked before anything is written.
   */
  async fill(request: FastifyRequest, session: SessionContext): Promise<{ path: string }> {
    const { upload } = knowledgeEndpoints.recordFill;
    const file = await readUpload(request, upload, knowledgeLimits.fileMaxBytes);
    const fields = parseInput(upload.fields, file.fields);
    if (file.tooLarge) throw new AppError(ErrorCode.KnowledgeFileTooLarge);
    if (file.content.length === 0) throw new AppError(ErrorCode.UploadFailed, ErrorMessage.fileEmpty);
    const type = recordingType(file.fileName, file.content);
    const answer = fields.answerId === undefined ? undefined : await this.answer(session, fields.answerId);
    if (answer && answer.kbId !== fields.kbId) throw new AppError(ErrorCode.NotFound, ErrorMessage.answerNotFound);
    await assertWritable(this.deps.db, session.businessId, fields.kbId);
    const stored = await this.deps.uploads.store(session, 'knowledgeAudio', file.content, {
      ...type,
      originalName: file.fileName,
    });
    if (answer) {
      await this.change(session, fields.kbId, (tx) =>
        questions.setAnswer(tx, answer.answer.id, { type: 'audio', content: stored.name }),
      );
    }
    return { path: stored.name };
  }

  /** The answer goes back to its text; the recording stays stored for a dialog that still shows it. */
  async remove(session: SessionContext, answerId: number): Promise<void> {
    const { answer, kbId } = await this.answer(session, answerId);
    await this.change(session, kbId, (tx) =>
      questions.setAnswer(tx, answer.id, { type: 'text', content: answer.description }),
    );
  }

  send(reply: FastifyReply, session: SessionContext, name: string): Promise<FastifyReply> {
    return this.deps.uploads.send(reply, session.businessId, name, 'knowledgeAudio');
  }
}
