import { CALL_ORIGINS, type CallOrigin, INFO_EVENTS, type InfoBody, type TranscriptRole } from '@console/contracts';

/**
 * What the simulated far end does once the agent's leg is confirmed, per origin (spec section
 * 4): a web click rings the customer (CHANNEL_PROGRESS_MEDIA) before the customer answers; the
 * other origins join a call that is already up (an inbound customer has been waiting on the line). `history` is the robot's conversation before a
 * transfer, sent at once; `live` lines follow one per transcript interval.
 */
export interface ScriptLine {
  role: TranscriptRole;
  text: string;
}

/**
 * A call in progress elsewhere whose lines the agent follows (监听): each line as it is said, and
 * the end of the call, which hangs up the agent's leg. Answers the function that stops following.
 */
export interface CallFeed {
  follow(onLine: (line: ScriptLine) => void, onEnd: () => void): () => void;
}

export interface CustomerPlan {
  progressMedia: boolean;
  history: ScriptLine[];
  live: ScriptLine[];
  /** Instead of canned live lines, the lines of a call in progress (listening to a robot call). */
  feed?: CallFeed;
}

const ROBOT_CONVERSATION: ScriptLine[] = [
  { role: 'robot', text: '您好，这里是智能外呼服务中心，请问您现在方便接听电话吗？' },
  { role: 'customer', text: '方便，请问有什么事？' },
  { role: 'robot', text: '我们近期推出了企业通信套餐，想占用您一分钟时间简单介绍一下，可以吗？' },
  { role: 'customer', text: '可以，你说吧。' },
  { role: 'robot', text: '套餐每月包含三千分钟通话和短信提醒，新用户首月免费试用。' },
  { role: 'customer', text: '具体资费是多少？我想找人工问问。' },
  { role: 'robot', text: '好的，正在为您转接人工坐席，请稍候。' },
];

const AFTER_TRANSFER: ScriptLine[] = [
  { role: 'customer', text: '喂，你好，我想了解一下套餐的具体资费。' },
  { role: 'customer', text: '首月免费之后每个月多少钱？' },
  { role: 'customer', text: '好的，那麻烦你把资料发到我手机上吧。' },
  { role: 'customer', text: '谢谢，再见。' },
];

const WEB_CLICK: ScriptLine[] = [
  { role: 'customer', text: '喂，你好，哪位？' },
  { role: 'customer', text: '哦，是上次咨询的那个套餐吧，我记得。' },
  { role: 'customer', text: '可以，你把合同发给我看一下。' },
  { role: 'customer', text: '好的，没有其他问题了，谢谢。' },
];

/** A customer who dialled the reception line; the agent's answer is what connects the call. */
const INBOUND: ScriptLine[] = [
  { role: 'customer', text: '喂，你好，是客服吗？' },
  { role: 'customer', text: '我上周办的企业通信套餐，这个月的账单好像多扣了一笔。' },
  { role: 'customer', text: '对，就是三号那笔，麻烦你帮我查一下。' },
  { role: 'customer', text: '好的，那我等你们的短信通知，谢谢。' },
];

export function customerPlan(origin: CallOrigin, history?: ScriptLine[], feed?: CallFeed): CustomerPlan {
  if (feed) return { progressMedia: false, history: history ?? [], live: [], feed };
  switch (origin) {
    case CALL_ORIGINS.webClick:
      return { progressMedia: true, history: [], live: WEB_CLICK };
    case CALL_ORIGINS.brainTransfer:
      return { progressMedia: false, history: history ?? ROBOT_CONVERSATION, live: AFTER_TRANSFER };
    case CALL_ORIGINS.listening:
      return { progressMedia: false, history: [], live: ROBOT_CONVERSATION };
    case CALL_ORIGINS.inbound:
      return { progressMedia: false, history: [], live: INBOUND };
  }
}

export interface CallTimings {
  /** Web click: confirmed agent leg to CHANNEL_PROGRESS_MEDIA. */
  progressMediaMs: number;
  /** Web click: progress to CHANNEL_ANSWER (the customer picks up). */
  answerMs: number;
  transcriptIntervalMs: number;
  /** Unanswered INVITEs are cancelled after this. */
  inviteTimeoutMs: number;
  /** The simulator hangs up calls that last longer. */
  maxCallMs: number;
}

/**
 * Schedules the plan once the agent's leg is confirmed. History lines are back-dated a few
 * intervals apart, as the robot said them before the transfer.
 */
export function scheduleCustomer(
  plan: CustomerPlan,
  timings: CallTimings,
  after: (ms: number, action: () => void) => void,
  send: (body: InfoBody) => void,
): void {
  let at = 0;
  if (plan.progressMedia) {
    at += timings.progressMediaMs;
    after(at, () => send({ event: INFO_EVENTS.progressMedia }));
    at += timings.answerMs;
  }
  after(at, () => {
    send({ event: INFO_EVENTS.answer });
    const started = Date.now();
    plan.history.forEach((line, index) => {
      const time = started - (plan.history.length - index) * timings.transcriptIntervalMs * 5;
      send({ event: INFO_EVENTS.transcript, data: { ...line, time } });
    });
  });
  plan.live.forEach((line, index) => {
    after(at + (index + 1) * timings.transcriptIntervalMs, () =>
      send({ event: INFO_EVENTS.transcript, data: { ...line, time: Date.now() } }),
    );
  });
}
