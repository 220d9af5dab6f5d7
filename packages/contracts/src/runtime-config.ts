import type { MonitorEvent } from './monitor/endpoints.ts';
import type { ServiceName } from './services.ts';

/** The console's runtime configuration, served as /config/config.json. */
export interface RuntimeConfig {
  interfaceUrl: string;
  service: Record<ServiceName, string>;
  staticUrl: string;
  voiceUrl: string;
  downUrl: string;
  flowUrl: string;
  debug: boolean;
  system: { name: string; id: number };
  /** The special config switch of spec section 6: when on, menus gated by flags show regardless. */
  permission: { special: boolean };
  /** When true, passwords travel encrypted (see password-cipher.ts). */
  encrypt: boolean;
  im: ImConfig;
  sip: SipConfig;
  /**
   * IANA time zone of the report's days and hours (the server's REPORT_TIME_ZONE): the report's
   * 今天 is today there, whatever the browser's zone.
   */
  reportTimeZone: string;
  /** Call results whose talk time the task records show (通话时长); -- for the others. */
  callResult: string[];
}

/** Where the console's real-time messaging connection (XMPP over WebSocket, RFC 7395) goes. */
export interface ImConfig {
  enabled: boolean;
  /** ws:// or wss:// URL, or a path such as /xmpp-websocket resolved against the page's origin. */
  url: string;
  /** The XMPP domain of the members' JIDs: `<memberId>@<domain>`. */
  domain: string;
}

/**
 * Where the softphone registers the agent's extension (SIP over WebSocket, RFC 7118): the embedded
 * telephony simulator by default, a real SIP server (Kamailio in front of FreeSWITCH) in production.
 */
export interface SipConfig {
  enabled: boolean;
  /** ws:// or wss:// URL, or a path such as /sip-ws resolved against the page's origin. */
  url: string;
  /** The SIP domain of the agents' URIs: `sip:<extension>@<domain>`. */
  domain: string;
  /**
   * True when the calls come from the server's embedded telephony simulator (never in
   * production): the agent desk says so, so nobody takes its calls for real ones.
   */
  simulator: boolean;
  /** STUN/TURN servers for ICE; empty where media stays on one network (loopback, LAN). */
  iceServers: { urls: string | string[]; username?: string; credential?: string }[];
}

/**
 * The body of a pushed message on the messaging channel: JSON text inside `<message><body>`.
 * bindStatusNotify tells a member's consoles that the member's WeChat binding changed.
 */
export interface BindStatusNotify {
  type: 'bindStatusNotify';
  bindStatus: 0 | 1;
}

/**
 * A login elsewhere with kickOff ended the session this console's messaging stream logged in
 * with (its calls answer 709004 from now on); the stream ends right after it.
 */
export interface SessionReplacedNotify {
  type: 'sessionReplacedNotify';
}

/**
 * 意向客户推送: a call of the member's task ended with a grade the task pushes (its pushIntention).
 * `time` is ms since the epoch.
 */
export interface IntentionNotify {
  type: 'intentionNotify';
  taskId: number;
  taskName: string;
  speechSkillId: number;
  telNumber: string;
  grade: string;
  time: number;
}

/** 实时监控: what changed among the live calls a console watches (monitor/endpoints.ts MonitorEvent). */
export interface MonitorNotify {
  type: 'monitorNotify';
  event: MonitorEvent;
}

/**
 * Where the original product's pages, and its softphone script, read their config files
 * (config.json, version.json, updatelog.json): its staticUrl + /config.
 */
export const ORIGINAL_CONFIG_PATH = '/static/config';

/**
 * What the original product's pages read from their config.json besides RuntimeConfig: served
 * at /static/config/config.json (and in /config/config.json, where our console ignores them).
 */
export interface OriginalConfigKeys {
  /** The agent desk's address; {token} and {bid} are filled in by the page. */
  csp: string;
  /** The login page. */
  login: string;
  im: ImConfig & { serverUrl: string };
  /** The SIP client's settings: wss://<socketURL>, sip:<account><sipURI>, its ICE servers. */
  fsConfig: { socketURL: string; sipURI: string; iceURL: SipConfig['iceServers'] };
}

/** The original product's version.json: its default console and per-account or per-enterprise routing. */
export interface OriginalVersionInfo {
  default: string;
  version: { url: { account: string[]; bid: string[] } };
}

/** The original product's updatelog.json: each release with a title and one object per line. */
export interface OriginalUpdateLog {
  logItems: { title: string; time: string; updateContent: { content: string }[] }[];
}

export interface VersionInfo {
  version: string;
  buildTime: string;
}

export interface UpdateLog {
  logItems: { title: string; time: string; updateContent: string[] }[];
}
