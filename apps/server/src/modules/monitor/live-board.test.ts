import { type DialogItem, type MonitorEvent, type MonitorNotify, RECEPTION_MONITOR_ID } from '@console/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEventBus } from '../../lib/events.ts';
import { LiveBoard } from './live-board.ts';
import { MonitorWatches } from './watches.ts';

const BUSINESS = 7;
const MASTER = 1;
const MEMBER = 2;

let now: number;
let events: ReturnType<typeof createEventBus>;
let watches: MonitorWatches;
let board: LiveBoard;
/** What each member's consoles are pushed. */
let pushed: Map<number, MonitorEvent[]>;

beforeEach(() => {
  now = 1_000_000;
  events = createEventBus();
  watches = new MonitorWatches(events, () => now);
  board = new LiveBoard(
    events,
    (call) => watches.isWatched(call),
    () => now,
  );
  board.subscribe((businessId, event) => watches.notify(businessId, event));
  pushed = new Map();
  events.on('memberNotified', ({ userId, body }: { userId: number; body: MonitorNotify }) => {
    pushed.set(userId, [...(pushed.get(userId) ?? []), body.event]);
  });
});
afterEach(() => {
  board.close();
  watches.close();
});

const robot = (text: string): DialogItem => ({ role: 'robot', nodeName: '开场白', text, nodeStartTime: 0 });
const customer = (text: string, hit?: string): DialogItem => ({
  role: 'user',
  text,
  hits: hit ? [{ hit }] : [],
  userSpeakingTime: 0,
});

function watch(userId: number, taskId: number, options: { transcript?: boolean; taskIds?: number[] } = {}) {
  watches.watch({
    businessId: BUSINESS,
    userId,
    taskId,
    transcript: options.transcript ?? true,
    until: now + 60_000,
    ...(options.taskIds ? { taskIds: options.taskIds } : {}),
  });
}

function begin(taskId: number, businessId = BUSINESS) {
  return board.begin({ businessId, taskId, customerNumber: '13900000000', line: '02160001002' });
}

describe('the live board', () => {
  it('keeps each call with its lines and unrecognised count until it ends', () => {
    const call = begin(5);
    call.answered();
    call.say(robot('您好'));
    call.say(customer(''));
    call.say(customer('嗯嗯'));
    call.say(customer('好的', '肯定'));
    const [row] = board.list(BUSINESS, 5);
    expect(row).toMatchObject({ callId: call.callId, state: 'talking', unrecognised: 1 });
    expect(row.lines.map((line) => [line.role, line.text, line.unrecognised])).toEqual([
      ['robot', '您好', false],
      ['customer', '嗯嗯', true],
      ['customer', '好的', false],
    ]);
    expect(board.find(BUSINESS + 1, call.callId)).toBeUndefined();
    expect(board.list(BUSINESS + 1)).toEqual([]);
    call.end();
    expect(board.list(BUSINESS)).toEqual([]);
  });

  it('stops the robot of a call taken over, and remembers it was', async () => {
    const call = begin(5);
    call.answered();
    call.say(robot('您好'));
    const row = board.find(BUSINESS, call.callId);
    if (!row) throw new Error('no call');
    board.takeOver(row);
    await call.takenOver;
    expect(call.isTakenOver()).toBe(true);
    call.say(robot('我还在说'));
    expect(row.lines.map((line) => line.text)).toEqual(['您好']);
    expect(row.state).toBe('takenOver');
    call.end();
    expect(board.find(BUSINESS, call.callId)).toBeUndefined();
    expect(board.wasTakenOver(BUSINESS, call.callId)).toBe(true);
    expect(board.wasTakenOver(BUSINESS + 1, call.callId)).toBe(false);
  });

  it('drops a call whose process went silent', () => {
    begin(5).answered();
    now += 5 * 60_000 + 1;
    expect(board.list(BUSINESS)).toEqual([]);
  });
});

describe('the watches', () => {
  it("push a task's watcher every change, and make its calls watched", () => {
    watch(MASTER, 5);
    const call = begin(5);
    const other = begin(6);
    expect(call.watched()).toBe(true);
    expect(other.watched()).toBe(false);
    call.say(robot('您好'));
    other.say(robot('别的任务'));
    call.end();
    expect(pushed.get(MASTER)?.map((event) => event.kind)).toEqual(['started', 'line', 'ended']);
  });

  it('tell no line text without the transcript function', () => {
    watch(MASTER, 5, { transcript: false });
    const call = begin(5);
    call.say(robot('您好'));
    const [started, line] = pushed.get(MASTER) ?? [];
    expect(started).toMatchObject({ kind: 'started', call: { lines: [], transcript: false } });
    expect(line).toMatchObject({ kind: 'line', index: 0, line: { role: 'robot', text: '' } });
  });

  it('tell the task list when calls begin and end, and the unrecognised lines without text', () => {
    watch(MASTER, 0);
    const call = begin(5);
    call.say(robot('您好'));
    call.say(customer('嗯嗯'));
    call.end();
    expect(pushed.get(MASTER)).toEqual([
      expect.objectContaining({ kind: 'started' }),
      expect.objectContaining({
        kind: 'line',
        index: 1,
        line: expect.objectContaining({ text: '', unrecognised: true }),
      }),
      expect.objectContaining({ kind: 'ended' }),
    ]);
    expect(call.watched()).toBe(false);
  });

  it('tell the task list of inbound calls (the AI接待 row) as of any other, and follow them on that row only', () => {
    watch(MASTER, 0);
    const listed = begin(RECEPTION_MONITOR_ID);
    listed.say(robot('您好，这里是接待热线'));
    listed.end();
    expect(pushed.get(MASTER)?.map((event) => event.kind)).toEqual(['started', 'ended']);
    expect(listed.watched()).toBe(false);
    watch(MASTER, RECEPTION_MONITOR_ID);
    const followed = begin(RECEPTION_MONITOR_ID);
    followed.say(robot('您好，这里是接待热线'));
    expect(followed.watched()).toBe(true);
    expect(pushed.get(MASTER)?.at(-1)).toMatchObject({ kind: 'line', line: { text: '您好，这里是接待热线' } });
  });

  it("tell a member's task list about their own tasks only", () => {
    watch(MEMBER, 0, { taskIds: [6] });
    begin(5).end();
    begin(6).end();
    begin(RECEPTION_MONITOR_ID).say(robot('您好，这里是接待热线'));
    const told = pushed.get(MEMBER) ?? [];
    expect(told.map((event) => (event.kind === 'started' ? event.call.taskId : event.taskId))).toEqual([6, 6]);
  });

  it('end when they expire or are left, but a page left late does not end the next one', () => {
    watch(MASTER, 5);
    watch(MASTER, 6);
    // The first page's unwatch comes after the second page's watch.
    watches.watch({ businessId: BUSINESS, userId: MASTER, taskId: 5, transcript: true, until: 0 });
    expect(begin(6).watched()).toBe(true);
    watches.watch({ businessId: BUSINESS, userId: MASTER, taskId: 6, transcript: true, until: 0 });
    expect(begin(6).watched()).toBe(false);
    watch(MEMBER, 6);
    now += 60_001;
    expect(begin(6).watched()).toBe(false);
    // Another enterprise's calls are never told.
    watch(MEMBER, 7);
    begin(7, BUSINESS + 1);
    expect(pushed.get(MEMBER)).toBeUndefined();
  });
});
