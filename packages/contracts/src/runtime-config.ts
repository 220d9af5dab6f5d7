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
}

export interface VersionInfo {
  version: string;
  buildTime: string;
}

export interface UpdateLog {
  logItems: { time: string; updateContent: string[] }[];
}
