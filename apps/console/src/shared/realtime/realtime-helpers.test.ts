import { describe, expect, it } from 'vitest';
import { parsePushedNotice } from './pushed-notice.ts';
import { resolveImUrl } from './start-realtime.ts';

describe('parsePushedNotice', () => {
  it('reads bindStatus 1 and 0', () => {
    expect(parsePushedNotice('{"type":"bindStatusNotify","bindStatus":1}')).toEqual({
      type: 'bindStatusNotify',
      bindStatus: 1,
    });
    expect(parsePushedNotice('{"type":"bindStatusNotify","bindStatus":"0"}')).toEqual({
      type: 'bindStatusNotify',
      bindStatus: 0,
    });
  });

  it('reads the notice of a session replaced by a login elsewhere', () => {
    expect(parsePushedNotice('{"type":"sessionReplacedNotify"}')).toEqual({ type: 'sessionReplacedNotify' });
  });

  it('reads an intention notice with all its fields, and refuses one missing a field', () => {
    const notice = {
      type: 'intentionNotify',
      taskId: 7,
      taskName: '课程邀约',
      speechSkillId: 3,
      telNumber: '13912345678',
      grade: 'A',
      time: 1764036000000,
    };
    expect(parsePushedNotice(JSON.stringify(notice))).toEqual(notice);
    expect(parsePushedNotice(JSON.stringify({ ...notice, grade: undefined }))).toBeNull();
    expect(parsePushedNotice(JSON.stringify({ ...notice, taskId: '7' }))).toBeNull();
  });

  it('ignores other messages', () => {
    expect(parsePushedNotice('hello')).toBeNull();
    expect(parsePushedNotice('{"type":"other","bindStatus":1}')).toBeNull();
    expect(parsePushedNotice('{"type":"bindStatusNotify","bindStatus":2}')).toBeNull();
    expect(parsePushedNotice('null')).toBeNull();
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
