/**
 * The dialogue engine's budgets (packages/dialogue): a large generated script, 100 nodes, 2,000
 * knowledge questions with 10 similar questions each and 50 similar-word dictionaries, answers
 * varied customer lines (keywords, homophones, knowledge questions, synonyms, noise, silence) on
 * one core. Budgets: p99 of a turn 5 ms, at least 2,000 turns per second.
 * The script is generated from a fixed seed: every run answers the same lines.
 * Prints the figures; exits 1 when a budget is exceeded.
 */
import { join } from 'node:path';
import { importTypeScript } from './lib/typescript-module.mjs';

const root = join(import.meta.dirname, '..', '..');
const TURNS = 20_000;
const BUDGET_P99_MS = 5;
const BUDGET_TURNS_PER_SECOND = 2000;

/** A small seeded generator (mulberry32): the same script and lines on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(20_240_601);
const pick = (items) => items[Math.floor(next() * items.length)];
const CHARACTERS = [
  ...'的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处理府研质',
];
const word = (length) => Array.from({ length }, () => pick(CHARACTERS)).join('');

const TOPICS = [
  '学费',
  '课程',
  '老师',
  '教材',
  '校区',
  '班级',
  '试听课',
  '网课',
  '直播课',
  '回放',
  '作业',
  '考试',
  '证书',
  '退费',
  '优惠',
  '分期',
  '发票',
  '合同',
  '上课时间',
  '课时',
  '停车',
  '午饭',
  '接送',
  '保险',
  '报名',
  '押金',
  '续费',
  '转班',
  '请假',
  '补课',
  '家长会',
  '成绩单',
  '学习报告',
  '教室',
  '空调',
  '监控',
  '寒假班',
  '暑假班',
  '周末班',
  '晚托',
  '英语',
  '数学',
  '语文',
  '物理',
  '化学',
  '编程',
  '美术',
  '钢琴',
  '舞蹈',
  '书法',
];
const GRADES = ['一年级', '三年级', '五年级', '初一', '初三', '高一', '高二', '幼儿园', '成人', '小学'];
const FORMS = [
  ['{t}多少钱', '{t}什么价格', '{t}贵不贵'],
  ['{t}怎么收费', '{t}收费标准是什么', '{t}费用怎么算'],
  ['{t}在哪里', '{t}在什么地方', '{t}具体位置在哪'],
  ['{t}可以退吗', '{t}能不能退', '{t}不满意可以退吗'],
  ['{t}有优惠吗', '{t}有没有活动', '{t}能便宜点吗'],
  ['{t}怎么安排', '{t}是怎么排的', '{t}安排在什么时候'],
];
const PREFIXES = ['', '请问', '我想问一下', '那个', '你好', '我想了解', '麻烦问下', '就是说', '我问下', '想知道'];
const SUFFIXES = ['', '呢', '啊', '呀'];

function knowledgeBases() {
  const questions = [];
  let id = 1;
  for (const grade of GRADES) {
    for (const topic of TOPICS) {
      for (const form of FORMS.slice(0, 4)) {
        if (questions.length === 2000) break;
        const body = (variant) => `${grade}${variant.replace('{t}', topic)}`;
        const similar = Array.from(
          { length: 10 },
          // Shifted by one so that no similar question is the question itself.
          (_, j) => `${PREFIXES[(j + 1) % 10]}${body(form[j % form.length])}${SUFFIXES[(j + 1) % SUFFIXES.length]}`,
        );
        questions.push({
          id: id++,
          question: body(form[0]),
          similar,
          answers: [{ text: `关于${grade}${topic}，${word(12)}。` }, { text: `${word(16)}。` }],
          interrupt: true,
        });
      }
    }
  }
  return [{ id: 1, name: '课程问答', dictionaryIds: [50], questions }];
}

function dictionaries() {
  return Array.from({ length: 50 }, (_, d) => ({
    id: d + 1,
    name: `词典${d + 1}`,
    terms: Array.from({ length: 20 }, (_, t) => ({
      term: d === 0 && t < TOPICS.length ? TOPICS[t] : word(2),
      synonyms: [word(2), word(3), word(2)],
    })),
  }));
}

const INTENTS = Array.from({ length: 25 }, (_, i) => ({
  id: `intent${i}`,
  name: `意图${i}`,
  regex: [`^${word(2)}.*${word(1)}$`, `(${word(2)}|${word(2)})${word(1)}`],
  keywords: Array.from({ length: 10 }, () => word(2 + Math.floor(next() * 2))),
  examples: Array.from({ length: 10 }, () => `${pick(PREFIXES)}${word(3)}${pick(TOPICS)}${word(2)}`),
  labels: [`标签${i}`],
}));

/** 100 nodes: 40 say/listen pairs in the main flow with ends, and a sub-flow of 6 pairs. */
function document() {
  const main = [];
  for (let i = 0; i < 40; i++) {
    main.push({ id: `s${i}`, kind: 'say', name: `话术${i}`, text: `您好\${姓名}，${word(20)}？`, next: `l${i}` });
    const intents = [pick(INTENTS), pick(INTENTS), pick(INTENTS)].map((intent) => intent.id);
    const branches = [...new Set(intents)].map((intent) => ({ id: `b${i}${intent}`, intent, target: `s${i + 1}` }));
    branches.push({ id: `b${i}affirm`, intent: 'affirm', target: `s${i + 1}` });
    branches.push({ id: `b${i}negate`, intent: 'negate', target: i % 10 === 9 ? 'jump_sub' : `s${i}` });
    branches.push({ id: `b${i}refuse`, intent: 'refuse', target: 'bye' });
    if (i % 5 === 4) branches.push({ id: `b${i}any`, intent: 'any', target: `s${i + 1}` });
    main.push({ id: `l${i}`, kind: 'listen', name: `等待${i}`, branches });
  }
  main.push({ id: 's40', kind: 'say', name: '收尾', text: '好的，稍后发短信给您。', next: 'sms' });
  main.push({ id: 'sms', kind: 'sms', name: '短信', templateCode: 'BENCH', next: 'transfer' });
  main.push({ id: 'transfer', kind: 'transfer', name: '转人工', text: '为您转接。', acdGroupId: 1 });
  main.push({ id: 'bye', kind: 'hangup', name: '结束', text: '再见。' });
  main.push({ id: 'jump_sub', kind: 'jump', name: '跳转挽留', target: { flowId: 'sub' } });
  const sub = [];
  for (let i = 0; i < 6; i++) {
    sub.push({ id: `t${i}`, kind: 'say', name: `挽留${i}`, text: word(18), next: `m${i}` });
    sub.push({
      id: `m${i}`,
      kind: 'listen',
      name: `挽留等待${i}`,
      branches: [
        { id: 'a', intent: 'affirm', target: i === 5 ? 'back' : `t${i + 1}` },
        { id: 'n', intent: 'negate', target: 'end' },
        { id: 'u', intent: pick(INTENTS).id, target: `t${i + 1 > 5 ? 5 : i + 1}` },
      ],
    });
  }
  sub.push({ id: 'back', kind: 'jump', name: '回主流程', target: { flowId: 'main', nodeId: 's0' } });
  sub.push({ id: 'end', kind: 'hangup', name: '挽留结束', text: '再见。' });
  return {
    schemaVersion: 1,
    variables: [{ name: '姓名' }],
    intents: INTENTS,
    flows: [
      { id: 'main', name: '主流程', start: 's0', nodes: main },
      { id: 'sub', name: '挽留', start: 't0', nodes: sub },
    ],
    knowledgeBaseIds: [1],
    dictionaryIds: Array.from({ length: 49 }, (_, d) => d + 1),
    gradeRules: [{ id: 'a', grade: 'A', conditions: [{ kind: 'intentHit', intentId: 'affirm', minTimes: 3 }] }],
  };
}

const HOMOPHONES = { 费: '废', 师: '诗', 课: '刻', 程: '成', 在: '再', 是: '事', 多: '朵', 少: '绍', 钱: '前' };
const homophone = (text) => [...text].map((c) => HOMOPHONES[c] ?? c).join('');

/** The customer lines: a mix of what a listening node meets on real calls. */
function utterances(bases, dictionaryList) {
  const questions = bases[0].questions;
  const lines = [];
  for (let i = 0; i < 2000; i++) {
    const question = pick(questions);
    const intent = pick(INTENTS);
    const roll = next();
    if (roll < 0.25) lines.push({ text: `${pick(['嗯', '那', '就是'])}${pick(question.similar)}${pick(SUFFIXES)}` });
    else if (roll < 0.35) lines.push({ text: homophone(question.question) });
    else if (roll < 0.5) lines.push({ text: `${word(2)}${pick(intent.keywords)}${word(2)}` });
    else if (roll < 0.58) lines.push({ text: pick(intent.examples) });
    else if (roll < 0.64) lines.push({ text: pick(pick(dictionaryList).terms).synonyms[0] + word(3) });
    else if (roll < 0.72) lines.push({ text: pick(['好的', '可以的', '嗯嗯是的', '不需要', '没兴趣', '别打了']) });
    else if (roll < 0.92) lines.push({ text: word(4 + Math.floor(next() * 16)) });
    else if (roll < 0.96) lines.push({ text: `${word(200)}，${word(200)}` });
    else lines.push({ silence: true });
  }
  return lines;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const engine = await importTypeScript(join(root, 'packages/dialogue/src/index.ts'));
const bases = knowledgeBases();
const dictionaryList = dictionaries();
const sources = { document: document(), knowledgeBases: bases, dictionaries: dictionaryList };

// The segmenter's dictionary loads once per process, on the first compile; measured apart.
let started = performance.now();
engine.compileScript({
  document: { schemaVersion: 1, flows: sources.document.flows.slice(0, 1) },
  knowledgeBases: [],
  dictionaries: [],
});
const loadMs = performance.now() - started;
started = performance.now();
const script = engine.compileScript(sources);
const compileMs = performance.now() - started;

const lines = utterances(bases, dictionaryList);
const durations = [];
/** Which step decided each turn: the last trace entry that hit, or unrecognised. */
const decidedBy = new Map();
let line = 0;
started = performance.now();
while (durations.length < TURNS) {
  let turn = engine.startDialogue(script, { 姓名: '王先生' });
  for (let t = 0; t < 40 && !turn.finished && durations.length < TURNS; t++) {
    const input = lines[line++ % lines.length];
    const before = performance.now();
    turn = engine.respond(script, turn.state, input);
    durations.push(performance.now() - before);
    const step =
      turn.trace.findLast((entry) => entry.result === 'hit')?.step ?? (input.silence ? 'silence' : 'unrecognised');
    decidedBy.set(step, (decidedBy.get(step) ?? 0) + 1);
  }
  engine.summarizeDialogue(script, turn.state);
}
const wallMs = performance.now() - started;
durations.sort((a, b) => a - b);
const p50 = percentile(durations, 50);
const p99 = percentile(durations, 99);
const turnsPerSecond = (durations.length / wallMs) * 1000;
const p99Ok = p99 <= BUDGET_P99_MS;
const rateOk = turnsPerSecond >= BUDGET_TURNS_PER_SECOND;
const texts = script.knowledge.size;

console.log('| measure | value | budget |');
console.log('|---|---|---|');
console.log(`| segmenter dictionary load, once per process | ${loadMs.toFixed(0)} ms | - |`);
console.log(
  `| compile: 100 nodes, ${bases[0].questions.length} questions (${texts} texts), ${dictionaryList.length} dictionaries | ${compileMs.toFixed(0)} ms | - |`,
);
console.log(
  `| turns per second, ${durations.length} turns on one core | ${turnsPerSecond.toFixed(0)} | ${BUDGET_TURNS_PER_SECOND} ${rateOk ? 'ok' : 'OVER'} |`,
);
console.log(`| ms per turn, p50 | ${p50.toFixed(3)} ms | - |`);
console.log(`| ms per turn, p99 | ${p99.toFixed(3)} ms | ${BUDGET_P99_MS} ms ${p99Ok ? 'ok' : 'OVER'} |`);
const shares = [...decidedBy]
  .sort((a, b) => b[1] - a[1])
  .map(([step, count]) => `${step} ${((count / durations.length) * 100).toFixed(0)}%`)
  .join(', ');
console.log(`| turns decided by | ${shares} | - |`);
console.log(`| ms per turn, max | ${durations.at(-1).toFixed(3)} ms | - |`);

if (!p99Ok || !rateOk) process.exitCode = 1;
