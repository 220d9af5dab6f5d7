import { ANSWER_NAMES, type knowledgeApi, type RowOf } from '@console/contracts';
import type { QuestionBody } from './api/add-question.ts';

/** One of the dialog's three answers: its text, and the recording's name when it has one. */
export interface AnswerField {
  id?: number;
  text: string;
  audio: string;
}

/** The question dialog's fields (modules-spec 3.4). */
export interface QuestionForm {
  question: string;
  similar: { id?: number; question: string }[];
  interrupt: boolean;
  answers: AnswerField[];
  tagId?: number;
  isSendSms: boolean;
}

/** A new question: one empty similar question to type into, three empty answers. */
export function emptyQuestion(): QuestionForm {
  return {
    question: '',
    similar: [{ question: '' }],
    interrupt: false,
    answers: ANSWER_NAMES.map(() => ({ text: '', audio: '' })),
    isSendSms: false,
  };
}

type QuestionDetail = RowOf<typeof knowledgeApi.questionDetail>;

/** The dialog's fields of a stored question. */
export function formOfQuestion(detail: QuestionDetail): QuestionForm {
  return {
    question: detail.name,
    similar:
      detail.questionExtends.length > 0
        ? detail.questionExtends.map(({ id, question }) => ({ id, question }))
        : [{ question: '' }],
    interrupt: detail.interrupt === 1,
    answers: ANSWER_NAMES.map((_name, index) => {
      const answer = detail.answers[index];
      if (!answer) return { text: '', audio: '' };
      return answer.type === 'audio'
        ? { id: answer.id, text: answer.description, audio: answer.content }
        : { id: answer.id, text: answer.description || answer.content, audio: '' };
    }),
    tagId: detail.tagId,
    isSendSms: detail.isSendSms === 1,
  };
}

/**
 * The payload of 添加问题 and 编辑问题: always three answers, a recorded one with the recording's
 * name as content and its text as description; blank similar questions left out.
 */
export function questionPayload(kbId: number, values: QuestionForm): QuestionBody {
  return {
    kbId,
    question: values.question.trim(),
    questionExtends: values.similar
      .filter((item) => item.question.trim() !== '')
      .map((item) => ({ question: item.question.trim(), id: item.id })),
    answers: ANSWER_NAMES.map((name, index) => {
      const answer = values.answers[index] ?? { text: '', audio: '' };
      const text = answer.text.trim();
      return {
        content: answer.audio || text,
        description: text,
        name,
        rule: '',
        id: answer.id,
        type: answer.audio ? ('audio' as const) : ('text' as const),
      };
    }) as QuestionBody['answers'],
    tagId: values.tagId ?? 0,
    interrupt: values.interrupt ? 1 : 0,
    // SMS templates are not built yet: 发短信 cannot be ticked, so no template is ever sent.
    isSendSms: 0,
    smsTemplateCode: '',
  };
}
