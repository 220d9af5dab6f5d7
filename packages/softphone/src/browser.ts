import { XmppPresence } from './presence/xmpp-presence.ts';
import { JsSipConnector } from './sip/jssip-connector.ts';
import { Softphone } from './softphone.ts';

export interface BrowserSoftphoneConfig {
  /** Origin of the platform, e.g. https://console.example.com (or '' for the page's own origin). */
  baseUrl: string;
  /** Prefix of the sdk service; '/sdk' by default. */
  servicePrefix?: string;
  sip: {
    /** ws(s):// URL (http(s):// is taken as ws(s)://), or a path such as '/sip-ws' on the page's own host. */
    url: string;
    domain: string;
    iceServers?: RTCIceServer[];
  };
  /** The messaging server that detects a second login; left out or disabled, there is none. */
  im?: {
    /** ws(s):// (WebSocket) or http(s):// (BOSH) URL, or a path, which means WebSocket on the page's host. */
    url: string;
    domain: string;
    enabled: boolean;
  };
}

/**
 * A path on the page's own host becomes a WebSocket URL: http pages get ws://, https pages wss://
 * (browsers refuse ws:// from an https page). Absolute URLs pass through unchanged.
 */
export function resolveSocketUrl(
  url: string,
  location: { protocol: string; host: string } = globalThis.location,
): string {
  if (/^(wss?|https?):\/\//i.test(url)) return url;
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The SIP URL as JsSIP takes it: only ws(s)://, so an http(s):// one is its WebSocket (http → ws, https → wss). */
export function resolveSipUrl(url: string, location?: { protocol: string; host: string }): string {
  return resolveSocketUrl(url, location).replace(/^http(s?):/i, (_, secure: string) => `ws${secure.toLowerCase()}:`);
}

/** The softphone as a web page uses it: JsSIP over WebSocket and, when configured, the XMPP presence. */
export function createBrowserSoftphone(config: BrowserSoftphoneConfig): Softphone {
  const sip = new JsSipConnector({
    url: resolveSipUrl(config.sip.url),
    domain: config.sip.domain,
    iceServers: config.sip.iceServers,
  });
  const im = config.im;
  const presence = im?.enabled ? new XmppPresence({ url: resolveSocketUrl(im.url), domain: im.domain }) : undefined;
  return new Softphone({
    baseUrl: config.baseUrl || globalThis.location.origin,
    servicePrefix: config.servicePrefix,
    sip,
    presence,
  });
}
