import { describe, expect, it } from 'vitest';
import { parseBindStatusNotify } from './bind-status.ts';
import { resolveImUrl } from './start-realtime.ts';

describe('parseBindStatusNotify', () => {
  it('reads bindStatus 1 and 0', () => {
    expect(parseBindStatusNotify('{"type":"bindStatusNotify","bindStatus":1}')).toBe(1);
    expect(parseBindStatusNotify('{"type":"bindStatusNotify","bindStatus":"0"}')).toBe(0);
  });

  it('ignores other messages', () => {
    expect(parseBindStatusNotify('hello')).toBeNull();
    expect(parseBindStatusNotify('{"type":"other","bindStatus":1}')).toBeNull();
    expect(parseBindStatusNotify('{"type":"bindStatusNotify","bindStatus":2}')).toBeNull();
    expect(parseBindStatusNotify('null')).toBeNull();
  });
});

describe('resolveImUrl', () => {
  it('keeps ws and wss URLs', () => {
    expect(resolveImUrl('wss://im.example.com/xmpp-websocket', 'http://x')).toBe('wss://im.example.com/xmpp-websocket');
  });

  it('resolves a path against the page origin, wss on https', () => {
    expect(resolveImUrl('/xmpp-websocket', 'http://127.0.0.1:8080')).toBe('ws://127.0.0.1:8080/xmpp-websocket');
    expect(resolveImUrl('/xmpp-websocket', 'https://console.example.com')).toBe(
      'wss://console.example.com/xmpp-websocket',
    );
  });
});
