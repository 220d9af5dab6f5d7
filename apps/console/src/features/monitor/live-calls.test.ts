import type { LiveCallRow, MonitorEvent } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { applyMonitorEvent, ENDED_CALL_SHOWN_MS, fromSnapshot, pruneEnded } from './live-calls.ts';

const row = (callId: string, taskId = 7): LiveCallRow => ({
  callId,
  taskId,
  customerNumber: '13800000000',
  line: '01012345678',
  startedAt: 1000,
  state: 'talking',
  unrecognised: 0,
  lines: [],
  transcript: true,
});

const line = (callId: string, index: number, text: string, unrecognised = 0): MonitorEvent => ({
  kind: 'line',
  taskId: 7,
  callId,
  index,
  line: { role: 'customer', text, at: 2000, unrecognised: unrecognised > 0 },
  unrecognised,
});

describe('applyMonitorEvent', () => {
  it('adds a started call of the task once and ignores other tasks', () => {
    let state = fromSnapshot([]);
    state = applyMonitorEvent(state, { kind: 'started', call: row('a') }, 7, 0);
    state = applyMonitorEvent(state, { kind: 'started', call: row('a') }, 7, 0);
    state = applyMonitorEvent(state, { kind: 'started', call: row('b', 8) }, 7, 0);
    expect(state.calls.map((call) => call.callId)).toEqual(['a']);
  });

  it('adds the next line, ignores one already shown and marks a gap stale', () => {
    let state = fromSnapshot([row('a')]);
    state = applyMonitorEvent(state, line('a', 0, '你好'), 7, 0);
    state = applyMonitorEvent(state, line('a', 0, '你好'), 7, 0);
    expect(state.calls[0].lines.map((l) => l.text)).toEqual(['你好']);
    state = applyMonitorEvent(state, line('a', 1, '什么', 1), 7, 0);
    expect(state.calls[0].unrecognised).toBe(1);
    expect(state.stale).toBe(false);
    expect(applyMonitorEvent(state, line('a', 5, '跳过'), 7, 0).stale).toBe(true);
    expect(applyMonitorEvent(state, line('unknown', 0, '谁'), 7, 0).stale).toBe(true);
  });

  it('sets states, keeps an ended call a moment and then drops it', () => {
    let state = fromSnapshot([row('a'), row('b')]);
    state = applyMonitorEvent(state, { kind: 'state', taskId: 7, callId: 'a', state: 'takenOver' }, 7, 0);
    expect(state.calls[0].state).toBe('takenOver');
    state = applyMonitorEvent(state, { kind: 'ended', taskId: 7, callId: 'b' }, 7, 10_000);
    expect(state.calls[1].endedAt).toBe(10_000);
    expect(pruneEnded(state, 10_000 + ENDED_CALL_SHOWN_MS - 1).calls).toHaveLength(2);
    expect(pruneEnded(state, 10_000 + ENDED_CALL_SHOWN_MS).calls.map((call) => call.callId)).toEqual(['a']);
  });
});
