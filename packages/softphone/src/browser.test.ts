import { describe, expect, it } from 'vitest';
import { resolveSocketUrl } from './browser.ts';

describe('resolveSocketUrl', () => {
  it.each([
    ['/sip-ws', 'http:', 'ws://console.example.com:8080/sip-ws'],
    ['/sip-ws', 'https:', 'wss://console.example.com:8080/sip-ws'],
    ['xmpp-websocket', 'https:', 'wss://console.example.com:8080/xmpp-websocket'],
    ['wss://sip.example.com/ws', 'http:', 'wss://sip.example.com/ws'],
    ['https://im.example.com/http-bind', 'http:', 'https://im.example.com/http-bind'],
  ])('%s on an %s page is %s', (url, protocol, expected) => {
    expect(resolveSocketUrl(url, { protocol, host: 'console.example.com:8080' })).toBe(expected);
  });
});
