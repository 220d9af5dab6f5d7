import { type KnowledgeAnswerRow, knowledgeLimits } from '@console/contracts';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Input from 'antd/es/input/Input';
import Modal from 'antd/es/modal/Modal';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../../shared/http/api-error.ts';
import { useAnalyzeLine } from '../api/analyze-line.ts';
import { useFindAnswer } from '../api/find-answer.ts';
import { recordingUrl } from '../media-urls.ts';

export const OPENING_TEXT = '您好，很高兴为您服务，请问有什么需要帮您的';
export const OUT_OF_RANGE_TEXT = '您的问题已超出范围';

type Bubble =
  | { role: 'customer'; text: string }
  | { role: 'robot'; text: string }
  | { role: 'words'; text: string }
  | { role: 'audio'; name: string };

function answerBubble(answer: KnowledgeAnswerRow | null): Bubble {
  if (!answer) return { role: 'robot', text: OUT_OF_RANGE_TEXT };
  return answer.answer.contentType === 'audio'
    ? { role: 'audio', name: answer.answer.answer }
    : { role: 'robot', text: answer.answer.answer };
}

function BubbleView({ bubble }: { bubble: Bubble }) {
  switch (bubble.role) {
    case 'customer':
      return <div className="chat-bubble chat-customer">{bubble.text}</div>;
    case 'words':
      return (
        <div className="chat-bubble chat-words">
          <span className="chat-words-label">分词结果</span>
          {bubble.text}
        </div>
      );
    case 'audio':
      return (
        <div className="chat-bubble chat-robot">
          {/* biome-ignore lint/a11y/useMediaCaption: a recorded answer has no caption track */}
          <audio controls preload="none" src={recordingUrl(bubble.name)} aria-label="录音回答" />
        </div>
      );
    default:
      return <div className="chat-bubble chat-robot">{bubble.text}</div>;
  }
}

/**
 * 体验 (modules-spec 3.3): the person asks the base as a customer would. Each line is segmented and
 * answered at the same time; the words the engine saw and the answer (text, or the recording)
 * follow the line, or 您的问题已超出范围 when no question is similar enough.
 */
export function ExperienceDialog({
  base,
  onClose,
}: {
  base: { id: number; cname: string } | null;
  onClose: () => void;
}) {
  const { message } = AntdApp.useApp();
  const analyze = useAnalyzeLine();
  const find = useFindAnswer();
  const [bubbles, setBubbles] = useState<Bubble[]>([]);
  const [line, setLine] = useState('');
  const [asking, setAsking] = useState(false);
  const list = useRef<HTMLDivElement>(null);

  // After each reply the newest bubble is in view.
  const count = bubbles.length;
  useEffect(() => {
    const element = list.current;
    if (count > 0 && element) element.scrollTop = element.scrollHeight;
  }, [count]);

  const send = async () => {
    const content = line.trim();
    if (!base || content === '' || asking) return;
    setLine('');
    setAsking(true);
    setBubbles((current) => [...current, { role: 'customer', text: content }]);
    const [words, answer] = await Promise.allSettled([
      analyze.mutateAsync({ kbId: base.id, content }),
      find.mutateAsync({ kbId: base.id, content }),
    ]);
    const replies: Bubble[] = [];
    if (words.status === 'fulfilled') replies.push({ role: 'words', text: words.value });
    if (answer.status === 'fulfilled') replies.push(answerBubble(answer.value));
    else message.error(errorText(answer.reason, '体验失败'));
    setBubbles((current) => [...current, ...replies]);
    setAsking(false);
  };

  return (
    <Modal
      open={base !== null}
      title={`欢迎体验${base?.cname ?? ''}`}
      width={530}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => setBubbles([])}
    >
      <div className="chat-list" ref={list} role="log" aria-label="对话">
        <div className="chat-bubble chat-robot">{OPENING_TEXT}</div>
        {bubbles.map((bubble, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: bubbles are only ever appended
          <BubbleView key={index} bubble={bubble} />
        ))}
      </div>
      <div className="chat-input">
        <Input
          aria-label="请输入您的问题"
          placeholder="请输入您的问题"
          value={line}
          maxLength={knowledgeLimits.experienceLine}
          onChange={(event) => setLine(event.target.value)}
          onPressEnter={send}
        />
        <Button type="primary" loading={asking} onClick={send}>
          发送
        </Button>
      </div>
    </Modal>
  );
}
