import { describe, expect, it } from 'vitest';
import { resolveSipUrl, resolveSocketUrl } from './browser.ts';

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

describe('resolveSipUrl', () => {
  const location = { protocol: 'https:', host: 'console.example.com' };

  it.each([
    ['http://sip.example.com:5066/ws', 'ws://sip.example.com:5066/ws'],
    ['HTTPS://sip.example.com/ws', 'wss://sip.example.com/ws'],
    ['wss://sip.example.com/ws', 'wss://sip.example.com/ws'],
    ['/sip-ws', 'wss://console.example.com/sip-ws'],
  ])('%s is %s, as JsSIP takes only ws(s)', (url, expected) => {
    expect(resolveSipUrl(url, location)).toBe(expected);
  });

  it('the presence URL keeps http(s), which means BOSH', () => {
    expect(resolveSocketUrl('https://im.example.com/http-bind', location)).toBe('https://im.example.com/http-bind');
  });
});
