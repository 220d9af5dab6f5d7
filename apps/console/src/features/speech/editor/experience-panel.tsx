import type { ExperienceTurnRow, FlowDocument } from '@console/contracts';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input/Input';
import Tag from 'antd/es/tag';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../../shared/http/api-error.ts';
import { useRespondExperience } from '../api/respond-experience.ts';
import { useStartExperience } from '../api/start-experience.ts';

type Bubble =
  | { role: 'robot'; nodeName: string; text: string }
  | { role: 'customer'; text: string; hit?: string; rule?: string };

const STEP_TEXT: Record<string, string> = {
  polarity: '语气',
  regex: '正则',
  keyword: '关键词',
  synonym: '相似词',
  similarity: '相似问法',
  pinyin: '读音',
  knowledge: '知识库',
  any: '任意',
  silence: '沉默',
  unrecognised: '未识别',
};

/** Reads a robot line aloud where the browser has a Chinese voice. */
function speak(text: string) {
  const synthesis = globalThis.speechSynthesis;
  if (!synthesis) return;
  const voice = synthesis.getVoices().find((v) => v.lang.toLowerCase().startsWith('zh'));
  if (!voice) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  synthesis.speak(utterance);
}

function bubblesOf(turn: ExperienceTurnRow, said?: string): Bubble[] {
  const bubbles: Bubble[] = [];
  if (said !== undefined) {
    // The step that decided: a polarity note is a hit too, but only explains the reading.
    const hit = turn.trace.find((step) => step.result === 'hit' && step.step !== 'polarity');
    const item = [...turn.state.dialog].reverse().find((d) => d.role === 'user');
    const scope = hit?.note?.startsWith('全局意图') ? '全局意图·' : '';
    bubbles.push({
      role: 'customer',
      text: said === '' ? '（沉默）' : said,
      hit: item?.role === 'user' ? item.hits[0]?.hit : undefined,
      rule: hit
        ? `${scope}${STEP_TEXT[hit.step] ?? hit.step}${hit.matched ? `「${hit.matched}」` : ''}`
        : said === ''
          ? '沉默'
          : '未识别',
    });
  }
  for (const line of turn.robot) bubbles.push({ role: 'robot', nodeName: line.nodeName, text: line.text });
  return bubbles;
}

/**
 * 体验: talks to the script as its customer: typed lines or 沉默, the robot's lines with their
 * node names, the customer's with 命中节点 and the rule that matched, the grade and labels so far.
 */
export function ExperiencePanel({
  id,
  version,
  document,
  saving = false,
}: {
  id: number;
  version?: number;
  document: FlowDocument;
  /** The draft has edits not saved yet: the server would talk with the content before them. */
  saving?: boolean;
}) {
  const start = useStartExperience();
  const respond = useRespondExperience();
  const [turn, setTurn] = useState<ExperienceTurnRow | null>(null);
  const [bubbles, setBubbles] = useState<Bubble[]>([]);
  const [line, setLine] = useState('');
  const [variables, setVariables] = useState<Record<string, string>>({});
  const [readAloud, setReadAloud] = useState(false);
  const list = useRef<HTMLDivElement>(null);

  const begin = () =>
    start.mutate(
      { id, version, variables },
      {
        onSuccess: (first) => {
          setTurn(first);
          setBubbles(bubblesOf(first));
          if (readAloud) for (const robot of first.robot) speak(robot.text);
        },
      },
    );

  const send = (silence: boolean) => {
    if (!turn || turn.finished || respond.isPending) return;
    const said = silence ? '' : line.trim();
    if (!silence && said === '') return;
    respond.mutate(
      { id, version, state: turn.state, ...(silence ? { silence: true } : { text: said }) },
      {
        onSuccess: (next) => {
          setTurn(next);
          setBubbles((current) => [...current, ...bubblesOf(next, said)]);
          setLine('');
          if (readAloud) for (const robot of next.robot) speak(robot.text);
        },
      },
    );
  };

  // Each new bubble scrolls the chat to the bottom.
  // biome-ignore lint/correctness/useExhaustiveDependencies: bubbles is the trigger, not a value read
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [bubbles]);

  const error = start.error ?? respond.error;
  return (
    <section className="experience-panel" aria-label="话术体验">
      {document.variables.length > 0 && (
        <div className="experience-variables">
          {document.variables.map((variable) => (
            <Input
              key={variable.name}
              addonBefore={variable.name}
              placeholder={variable.sample || variable.description}
              value={variables[variable.name] ?? ''}
              onChange={(e) => setVariables({ ...variables, [variable.name]: e.target.value })}
            />
          ))}
        </div>
      )}
      <div className="experience-actions">
        <Button
          type="primary"
          onClick={begin}
          loading={start.isPending}
          disabled={saving}
          title={saving ? '正在保存草稿…' : undefined}
        >
          {turn ? '重新开始' : '开始体验'}
        </Button>
        {'speechSynthesis' in globalThis && (
          <Button onClick={() => setReadAloud(!readAloud)}>{readAloud ? '停止朗读' : '朗读机器人'}</Button>
        )}
      </div>
      {turn && (
        <div className="experience-grade">
          意向等级 <Tag color="blue">{turn.grade}</Tag>
          {turn.labels.map((label) => (
            <Tag key={label}>{label}</Tag>
          ))}
        </div>
      )}
      {error && <Alert type="error" showIcon title={errorText(error, '体验失败')} />}
      <div className="experience-bubbles" ref={list}>
        {bubbles.map((bubble, index) =>
          bubble.role === 'robot' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: bubbles are only ever appended
            <div key={index} className="bubble bubble-robot">
              <span className="bubble-meta">{bubble.nodeName}</span>
              <span className="bubble-text">{bubble.text}</span>
            </div>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: bubbles are only ever appended
            <div key={index} className="bubble bubble-customer">
              <span className="bubble-text">{bubble.text}</span>
              <span className="bubble-meta">
                {bubble.hit ? `命中节点：${bubble.hit}` : '未命中节点'} · {bubble.rule}
              </span>
            </div>
          ),
        )}
        {turn?.finished && (
          <div className="experience-end">
            对话已结束（{turn.end === 'transfer' ? '转人工' : turn.end === 'gaveUp' ? '机器人挂机' : '挂机'}）
          </div>
        )}
      </div>
      <div className="experience-input">
        <Input
          aria-label="客户说"
          placeholder={turn ? '输入客户说的话，回车发送' : '先点“开始体验”'}
          value={line}
          disabled={!turn || turn.finished}
          onChange={(e) => setLine(e.target.value)}
          onPressEnter={() => send(false)}
        />
        <Button disabled={!turn || turn.finished} loading={respond.isPending} onClick={() => send(false)}>
          发送
        </Button>
        <Button disabled={!turn || turn.finished} onClick={() => send(true)}>
          沉默
        </Button>
      </div>
    </section>
  );
}
