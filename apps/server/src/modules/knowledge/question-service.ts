import { ANSWER_NAMES, ErrorCode, ErrorMessage, type knowledgeApi, type ParsedBodyOf } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SessionContext } from '../account/index.ts';
import type { UploadStore } from '../uploads/index.ts';
import { changeBase } from './base-change.ts';
import * as questions from './question-repo.ts';
import * as repo from './repo.ts';
import type { KnowledgeService } from './service.ts';

type QuestionInput = ParsedBodyOf<typeof knowledgeApi.addSingleQuestion>;
type AnswerInput = QuestionInput['answers'][number];

/** Similar questions without repeats, blanks or the main question itself, in their first order. */
export function distinctSimilar(main: string, similar: readonly string[]): string[] {
  return [...new Set(similar.map((question) => question.trim()))].filter((question) => question && question !== main);
}

/** The three answers as the list and the dialog read them. */
function answerRows(answers: readonly questions.AnswerRecord[], questionId: number) {
  return answers
    .filter((answer) => answer.questionId === questionId)
    .map((answer) => ({
      id: answer.id,
      type: answer.type as 'text' | 'audio',
      content: answer.content,
      description: answer.description,
    }));
}

/**
 * The questions of a knowledge base (modules-spec 3.4): a main question unique in the base, up to
 * 30 similar questions, three answers (text, or a recording uploaded by recordFill), a category
 * of the same base, and the interrupt and SMS settings.
 */
export class QuestionService {
  constructor(
    private readonly deps: { db: Db; clock: Clock; uploads: UploadStore },
    private readonly bases: KnowledgeService,
  ) {}

  private async question(session: SessionContext, id: number) {
    const question = await questions.questionById(this.deps.db, session.businessId, id);
    if (!question) throw new AppError(ErrorCode.NotFound, ErrorMessage.questionNotFound);
    return question;
  }

  async list(
    session: SessionContext,
    query: { kbId: number; sortRule?: 'asc' | 'desc'; limit: number; offset: number },
  ) {
    const base = await this.bases.base(session, query.kbId);
    const { rows, total } = await questions.questionPage(this.deps.db, base.id, query);
    const answers = await questions.answersOf(
      this.deps.db,
      rows.map((row) => row.id),
    );
    return {
      rows: rows.map((row) => ({
        id: row.id,
        tagId: row.tagId,
        tagName: row.tagName,
        name: row.name,
        answers: answerRows(answers, row.id),
      })),
      total,
    };
  }

  async detail(session: SessionContext, id: number) {
    const question = await this.question(session, id);
    const [answers, similar] = await Promise.all([
      questions.answersOf(this.deps.db, [id]),
      questions.similarOf(this.deps.db, [id]),
    ]);
    return {
      id: question.id,
      kbId: question.kbId,
      name: question.name,
      questionExtends: similar.map((row) => ({ id: row.id, question: row.question })),
      tagId: question.tagId,
      tagName: question.tagName,
      answers: answerRows(answers, id).map((answer, index) => ({ ...answer, name: ANSWER_NAMES[index] })),
      interrupt: question.interrupt === 1 ? (1 as const) : (0 as const),
      isSendSms: question.sendSms === 1 ? (1 as const) : (0 as const),
      smsTemplateCode: question.smsTemplateCode,
    };
  }

  /** An audio answer's content must be a recording this enterprise uploaded; a text answer's content is its text. */
  private async answersOf(session: SessionContext, answers: readonly AnswerInput[]) {
    const written = await Promise.all(
      answers.map(async (answer, index) => {
        const description = answer.description ?? '';
        if (answer.type === 'text') return { type: 'text' as const, content: description, description };
        const [owned] = await this.deps.uploads.ownsAll(session.businessId, 'knowledgeAudio', [answer.content ?? '']);
        if (!owned)
          throw new AppError(ErrorCode.ParamInvalid, ErrorMessage.answerRecordingMissing(ANSWER_NAMES[index]));
        return { type: 'audio' as const, content: answer.content ?? '', description };
      }),
    );
    if (written.every((answer) => answer.content === ''))
      throw new AppError(ErrorCode.ParamRequired, ErrorMessage.answerMissing);
    return written;
  }

  private async content(session: SessionContext, input: QuestionInput): Promise<questions.QuestionContent> {
    return {
      tagId: input.tagId,
      name: input.question,
      similar: distinctSimilar(
        input.question,
        input.questionExtends.map((item) => item.question),
      ),
      answers: await this.answersOf(session, input.answers),
      interrupt: input.interrupt,
      sendSms: input.isSendSms,
      smsTemplateCode: input.isSendSms === 1 ? (input.smsTemplateCode ?? '') : '',
    };
  }

  /** Checks what depends on the base (category, unique name) inside its change. */
  private async checkInBase(
    tx: Parameters<typeof questions.questionNameTaken>[0],
    kbId: number,
    input: QuestionInput,
    id?: number,
  ) {
    if (!(await repo.tagById(tx, kbId, input.tagId)))
      throw new AppError(ErrorCode.ParamInvalid, ErrorMessage.tagMissing);
    if (await questions.questionNameTaken(tx, kbId, input.question, id)) {
      throw new AppError(ErrorCode.KnowledgeQuestionTaken);
    }
  }

  async add(session: SessionContext, input: QuestionInput) {
    const content = await this.content(session, input);
    const now = this.deps.clock();
    const id = await changeBase(this.deps.db, { businessId: session.businessId, kbId: input.kbId, now }, async (tx) => {
      await this.checkInBase(tx, input.kbId, input);
      return questions.insertQuestion(tx, input.kbId, content, now);
    });
    return { id };
  }

  async edit(session: SessionContext, input: QuestionInput & { id: number }): Promise<void> {
    const question = await this.question(session, input.id);
    if (question.kbId !== input.kbId) throw new AppError(ErrorCode.NotFound, ErrorMessage.questionNotFound);
    const content = await this.content(session, input);
    const target = { businessId: session.businessId, kbId: input.kbId, now: this.deps.clock() };
    await changeBase(this.deps.db, target, async (tx) => {
      await this.checkInBase(tx, input.kbId, input, input.id);
      await questions.updateQuestion(tx, input.id, content);
    });
  }

  /** All or nothing: an id that is not a question of the base leaves every question in place. */
  async remove(session: SessionContext, input: { kbId: number; ids: number[] }): Promise<void> {
    const ids = [...new Set(input.ids)];
    const target = { businessId: session.businessId, kbId: input.kbId, now: this.deps.clock() };
    await changeBase(this.deps.db, target, async (tx) => {
      const found = await questions.questionIdsIn(tx, input.kbId, ids);
      if (found.length !== ids.length) throw new AppError(ErrorCode.NotFound, ErrorMessage.questionNotFound);
      await questions.deleteQuestions(tx, input.kbId, ids);
    });
  }
}
