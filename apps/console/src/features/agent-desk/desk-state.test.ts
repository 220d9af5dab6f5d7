import type { CallEventPayload } from '@console/softphone';
import { describe, expect, it } from 'vitest';
import {
  asTranscriptLine,
  type DeskAction,
  type DeskState,
  deskReducer,
  HISTORY_SIZE,
  initialDeskState,
} from './desk-state.ts';

function payload(overrides: Partial<CallEventPayload> = {}): CallEventPayload {
  return { msgType: 'ringing', userData: {}, 'call-origin': 'inbound', ani: '13900002222', dni: '8001', ...overrides };
}

function run(actions: DeskAction[], state: DeskState = initialDeskState): DeskState {
  return actions.reduce(deskReducer, state);
}

const line = { role: 'customer' as const, text: '你好', time: 1_000 };

describe('deskReducer', () => {
  it('follows a call from ringing to released and records it', () => {
    const state = run([
      { type: 'callEvent', name: 'ringing', payload: payload(), at: 1_000 },
      { type: 'callEvent', name: 'established', payload: payload({ msgType: 'established' }), at: 3_000 },
      { type: 'transcript', line },
      { type: 'callEvent', name: 'released', payload: payload({ msgType: 'released' }), at: 68_000 },
    ]);
    expect(state.call).toMatchObject({
      status: 'released',
      number: '13900002222',
      origin: 'inbound',
      establishedAt: 3_000,
      endedAt: 68_000,
    });
    expect(state.transcript).toEqual([line]);
    expect(state.history).toEqual([
      { id: 1, number: '13900002222', origin: 'inbound', durationMs: 65_000, endedAt: 68_000 },
    ]);
  });

  it('keeps the established state when a late ringing arrives and ignores a stray release', () => {
    const established = run([
      { type: 'callEvent', name: 'established', payload: payload({ 'call-origin': 'webclick' }), at: 2_000 },
      { type: 'callEvent', name: 'ringing', payload: payload(), at: 2_500 },
    ]);
    expect(established.call?.status).toBe('established');
    expect(established.call?.establishedAt).toBe(2_000);
    const idle = run([{ type: 'callEvent', name: 'released', payload: payload(), at: 1 }]);
    expect(idle).toEqual(initialDeskState);
  });

  it('clears the transcript when the next call starts, not during a call', () => {
    const first = run([
      { type: 'callEvent', name: 'dialing', payload: payload({ 'call-origin': 'webclick' }), at: 1 },
      { type: 'transcript', line },
      { type: 'callEvent', name: 'ringing', payload: payload({ 'call-origin': 'webclick' }), at: 2 },
    ]);
    expect(first.call?.status).toBe('ringing');
    expect(first.transcript).toHaveLength(1);
    const next = run(
      [
        { type: 'callEvent', name: 'released', payload: payload(), at: 3 },
        { type: 'callEvent', name: 'ringing', payload: payload({ ani: '13900003333' }), at: 4 },
      ],
      first,
    );
    expect(next.transcript).toEqual([]);
    expect(next.call).toMatchObject({ status: 'ringing', number: '13900003333', startedAt: 4 });
    expect(next.history[0].durationMs).toBe(0);
  });

  it('keeps the newest calls only, newest first', () => {
    let state = initialDeskState;
    for (let index = 0; index < HISTORY_SIZE + 3; index += 1) {
      state = run(
        [
          { type: 'callEvent', name: 'ringing', payload: payload({ ani: `1390000${index}` }), at: index * 10 },
          { type: 'callEvent', name: 'released', payload: payload(), at: index * 10 + 5 },
        ],
        state,
      );
    }
    expect(state.history).toHaveLength(HISTORY_SIZE);
    expect(state.history[0]).toMatchObject({ id: HISTORY_SIZE + 3, number: `1390000${HISTORY_SIZE + 2}` });
  });

  it('closes the phone and ends the call on a conflict', () => {
    const state = run([
      { type: 'phone', status: 'open' },
      { type: 'callEvent', name: 'established', payload: payload(), at: 1_000 },
      { type: 'conflict', message: '您的帐号已在其它地方登录，您已被强制退出', at: 2_000 },
    ]);
    expect(state.phone).toBe('closed');
    expect(state.call?.status).toBe('released');
    expect(state.conflict).toBe('您的帐号已在其它地方登录，您已被强制退出');
    expect(deskReducer(state, { type: 'conflictSeen' }).conflict).toBeNull();
  });
});

describe('asTranscriptLine', () => {
  it('takes well-formed lines only', () => {
    expect(asTranscriptLine({ role: 'robot', text: '您好', time: 5 })).toEqual({
      role: 'robot',
      text: '您好',
      time: 5,
    });
    expect(asTranscriptLine({ role: 'boss', text: 'x', time: 5 })).toBeNull();
    expect(asTranscriptLine({ role: 'agent' })).toBeNull();
    expect(asTranscriptLine('text')).toBeNull();
    expect(asTranscriptLine(null)).toBeNull();
  });
});
