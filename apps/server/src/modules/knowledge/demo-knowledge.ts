import type { Db } from '../../db/database.ts';
import * as dictionaries from './dictionary/repo.ts';
import * as questions from './question-repo.ts';
import * as repo from './repo.ts';

/**
 * The demo enterprise's knowledge: a base of the questions parents ask a tutoring school, with a
 * dictionary of how they say things, so the demo's 教育课程邀约 answers questions at any
 * listening node and 体验 shows it. Added once by name; a restart changes nothing.
 */
const BASE_NAME = '课程常见问题';
const DICTIONARY_NAME = '课程说法';

const QUESTIONS: { tag: string; question: string; similar: string[]; answer: string }[] = [
  {
    tag: '费用',
    question: '学费怎么收',
    similar: ['一节课多少钱', '课时费是多少', '怎么收费的', '报一个学期要多少钱'],
    answer: '小班课每节一百五十元，一对一每节两百八十元，按课时收费，可以分期。',
  },
  {
    tag: '费用',
    question: '可以退费吗',
    similar: ['不想上了能退钱吗', '学费能退吗', '退费怎么办理'],
    answer: '可以的，没上完的课时按单价全额退，三个工作日内到账。',
  },
  {
    tag: '上课安排',
    question: '什么时候上课',
    similar: ['上课时间是几点', '周末有课吗', '晚上能上吗'],
    answer: '工作日晚上六点半到八点半，周末全天都有班，可以按孩子的时间选。',
  },
  {
    tag: '上课安排',
    question: '在哪里上课',
    similar: ['校区在哪', '你们地址是哪里', '离我家远不远'],
    answer: '我们在市区有三个校区，也可以线上上课，课程顾问会把离您最近的校区地址发给您。',
  },
  {
    tag: '师资',
    question: '老师是什么水平',
    similar: ['老师有经验吗', '是什么老师来教', '老师是不是专业的'],
    answer: '老师都有教师资格证，平均教龄八年以上，试听后不满意可以换老师。',
  },
  {
    tag: '试听',
    question: '试听要钱吗',
    similar: ['试听收费吗', '免费试听是真的吗', '试听课多少钱'],
    answer: '试听是免费的，还会给孩子做一次学习测评，不需要任何费用。',
  },
];

const TERMS: { term: string; synonyms: string[] }[] = [
  { term: '学费', synonyms: ['课时费', '费用', '价钱'] },
  { term: '试听', synonyms: ['体验课', '试课'] },
  { term: '感兴趣', synonyms: ['心动', '上心', '有兴趣'] },
];

export async function seedDemoKnowledge(
  db: Db,
  businessId: number,
  now: Date,
): Promise<{ knowledgeBaseIds: number[]; dictionaryIds: number[] }> {
  const existing = (await repo.allBases(db, businessId, { limit: 1000, offset: 0 })).rows.find(
    (base) => base.cname === BASE_NAME,
  );
  const existingDictionary = (await dictionaries.dictionaryPage(db, businessId, { limit: 500, offset: 0 })).rows.find(
    (dictionary) => dictionary.cname === DICTIONARY_NAME,
  );
  if (existing && existingDictionary) {
    return { knowledgeBaseIds: [existing.id], dictionaryIds: [existingDictionary.id] };
  }
  const dictionaryId =
    existingDictionary?.id ?? (await dictionaries.insertDictionary(db, { businessId, cname: DICTIONARY_NAME, now }));
  if (!existingDictionary) {
    for (const term of TERMS) await dictionaries.insertTerm(db, { dictionaryId, ...term, now });
  }
  const kbId = existing?.id ?? (await repo.insertBase(db, { businessId, cname: BASE_NAME, now }));
  if (!existing) {
    const tags = new Map<string, number>();
    for (const item of QUESTIONS) {
      const tagId = tags.get(item.tag) ?? (await repo.insertTag(db, { kbId, name: item.tag, now }));
      tags.set(item.tag, tagId);
      await questions.insertQuestion(
        db,
        kbId,
        {
          tagId,
          name: item.question,
          similar: item.similar,
          answers: [
            { type: 'text', content: item.answer, description: item.answer },
            { type: 'text', content: '', description: '' },
            { type: 'text', content: '', description: '' },
          ],
          interrupt: 1,
          sendSms: 0,
          smsTemplateCode: '',
        },
        now,
      );
    }
    await repo.linkDictionaries(db, kbId, [dictionaryId]);
  }
  return { knowledgeBaseIds: [kbId], dictionaryIds: [dictionaryId] };
}
