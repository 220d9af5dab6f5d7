import { describe, expect, it } from 'vitest';
import { formatCallDuration, formatKb, originLabel, otherPartyNumber, roleLabel } from './desk-format.ts';

describe('formatCallDuration', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCallDuration(0)).toBe('0分00秒');
    expect(formatCallDuration(5_000)).toBe('0分05秒');
    expect(formatCallDuration(83_000)).toBe('1分23秒');
    expect(formatCallDuration(4_500_000)).toBe('75分00秒');
  });

  it('counts whole seconds only and never goes negative', () => {
    expect(formatCallDuration(59_999)).toBe('0分59秒');
    expect(formatCallDuration(60_000)).toBe('1分00秒');
    expect(formatCallDuration(-3_000)).toBe('0分00秒');
    expect(formatCallDuration(Number.NaN)).toBe('0分00秒');
  });
});

describe('labels', () => {
  it('names the call origins and transcript roles in Chinese', () => {
    expect(originLabel('webclick')).toBe('点击外呼');
    expect(originLabel('listening')).toBe('监听');
    expect(originLabel('braintransfer')).toBe('机器人转人工');
    expect(originLabel('inbound')).toBe('呼入');
    expect(originLabel('other')).toBe('other');
    expect(originLabel(undefined)).toBe('-');
    expect(roleLabel('customer')).toBe('客户');
    expect(roleLabel('robot')).toBe('机器人');
    expect(roleLabel('agent')).toBe('坐席');
  });
});

describe('otherPartyNumber', () => {
  it('is the callee of a click-to-call and the caller otherwise', () => {
    expect(otherPartyNumber({ origin: 'webclick', ani: '02150001000', dni: '13900001111' })).toBe('13900001111');
    expect(otherPartyNumber({ origin: 'inbound', ani: '13900002222', dni: '8001' })).toBe('13900002222');
    expect(otherPartyNumber({ origin: 'braintransfer', dni: '8001' })).toBe('8001');
    expect(otherPartyNumber({})).toBe('-');
  });
});

describe('formatKb', () => {
  it('shows KB with one decimal', () => {
    expect(formatKb(0)).toBe('0.0');
    expect(formatKb(1536)).toBe('1.5');
    expect(formatKb(10 * 1024)).toBe('10.0');
  });
});
