import { describe, expect, it } from 'vitest';
import { originLabel, otherPartyNumber, roleLabel } from './desk-labels.ts';

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
