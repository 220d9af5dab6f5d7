import { describe, expect, it } from 'vitest';
import { arConfigText, parseArConfig } from './ar-config.ts';

describe('a group’s 高级 settings', () => {
  it('reads the stored JSON text, skipping what is not a knowledge base id', () => {
    expect(parseArConfig('{"know":11,"silence":"12","model":"m1"}')).toEqual({
      know: 11,
      silence: undefined,
      model: 'm1',
    });
  });

  it('reads broken or empty text as no settings', () => {
    expect(parseArConfig('{know:')).toEqual({});
    expect(parseArConfig('')).toEqual({});
    expect(parseArConfig('null')).toEqual({});
  });

  it('writes the knowledge bases only with 高级 on, and keeps the quality model either way', () => {
    expect(arConfigText(true, { know: 11, silence: 12, model: 'm1' })).toBe('{"know":11,"silence":12,"model":"m1"}');
    expect(arConfigText(false, { know: 11, silence: 12, model: 'm1' })).toBe('{"model":"m1"}');
    expect(arConfigText(false, {})).toBe('{}');
  });
});
