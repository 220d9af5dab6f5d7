import type { LiveCallRow, LiveTaskRow, MonitorEvent } from '@console/contracts';

/** Rows and pushed changes as the server sends them, for the monitor page tests. */
export const liveTaskRow = (changes: Partial<LiveTaskRow> = {}): LiveTaskRow => ({
  taskId: 31,
  taskName: '春季回访',
  speechSkillId: 5,
  speechSkillName: '车贷话术',
  totalCount: 10,
  calledCount: 3,
  liveCount: 2,
  orangeCount: 1,
  redCount: 0,
  ...changes,
});

export const liveCallRow = (callId: string, changes: Partial<LiveCallRow> = {}): LiveCallRow => ({
  callId,
  taskId: 31,
  customerNumber: '13900000001',
  line: '02112345678',
  // A call that began a moment ago: the card's timer counts from here.
  startedAt: Date.now() - 5_000,
  state: 'talking',
  unrecognised: 0,
  lines: [{ role: 'robot', text: '您好，这里是车贷服务', at: Date.now() - 4_000, unrecognised: false }],
  transcript: true,
  ...changes,
});

/** The customer's line `index` of a call of task 31, with the call's unrecognised count after it. */
export const pushedLine = (callId: string, index: number, text: string, unrecognised = 0): MonitorEvent => ({
  kind: 'line',
  taskId: 31,
  callId,
  index,
  line: { role: 'customer', text, at: Date.now(), unrecognised: unrecognised > 0 },
  unrecognised,
});
