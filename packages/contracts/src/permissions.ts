import type { MasterFlag } from './account/endpoints.ts';
import { Master, PrivilegeBit } from './session.ts';

/**
 * Business permissions (spec sections 3 and 6). The business-config query answers rows of a key
 * and a JSON value; each row is merged over these defaults.
 */
export const DEFAULT_PERMISSIONS = {
  menu: { openapi: false, monitor: true, ai: false, fee: false },
  function: { monitor: false, wxPush: true, transcript: false, agent: false },
  agent: { count: 0 },
};

export type Permissions = Record<string, unknown> & typeof DEFAULT_PERMISSIONS;

export interface BusinessConfigRow {
  key: string;
  /** JSON text. */
  value: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Rows whose value is not valid JSON are skipped: one bad row must not hide every menu. */
export function mergePermissions(rows: readonly BusinessConfigRow[]): Permissions {
  const merged: Record<string, unknown> = structuredClone(DEFAULT_PERMISSIONS);
  for (const { key, value } of rows) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      continue;
    }
    const base = merged[key];
    merged[key] = isPlainObject(base) && isPlainObject(parsed) ? { ...base, ...parsed } : parsed;
  }
  return merged as Permissions;
}

/** The value at a dotted path ('menu.ai', 'agent.count'), or false when any part is absent. */
export function permissionAt(permissions: Record<string, unknown>, path: string): unknown {
  let current: unknown = permissions;
  for (const part of path.split('.')) {
    if (!isPlainObject(current) || !(part in current)) return false;
    current = current[part];
  }
  return current ?? false;
}

export function hasPermission(permissions: Record<string, unknown>, path: string): boolean {
  return Boolean(permissionAt(permissions, path));
}

/** Who is looking: the master flag and the privilege bits of the session (session.ts). */
export interface Viewer {
  master: MasterFlag;
  privilege: readonly number[];
}

/** The main account (1) and the inner-login account ('2') see everything privileges gate. */
export function isMaster(viewer: Viewer): boolean {
  return viewer.master === Master.main || viewer.master === Master.operator;
}

function hasBit(viewer: Viewer, bit: number): boolean {
  return isMaster(viewer) || viewer.privilege[bit] === 1;
}

/** What a page or an API call needs; every route of the console and every gated call names one. */
export const ACCESS_KEYS = [
  'report',
  'speech',
  'knowledge',
  'task',
  'reception',
  /** 实时监控: the monitor menu flag (on unless an operator turned it off). */
  'monitor',
  'team',
  'capability',
  'customer',
  'setting',
  'recharge',
  /** The agent function: the softphone's calls (the console's agent desk also needs an agent link). */
  'agent',
  /** ACD groups and agents of team management: the team access and the agent function. */
  'acd',
] as const;

export type AccessKey = (typeof ACCESS_KEYS)[number];

/**
 * Whether a viewer may open what the key guards. `special` is the runtime config's special
 * switch: when on, the flag-gated menus (AI reception, capability platform, payment) show.
 */
export function canAccess(key: AccessKey, viewer: Viewer, permissions: Permissions, special = false): boolean {
  switch (key) {
    case 'report':
      return hasBit(viewer, PrivilegeBit.statistics);
    case 'team':
      return hasBit(viewer, PrivilegeBit.team);
    case 'reception':
      return special || hasPermission(permissions, 'menu.ai');
    case 'monitor':
      return special || hasPermission(permissions, 'menu.monitor');
    case 'capability':
      return special || hasPermission(permissions, 'menu.openapi');
    case 'recharge':
      return special || hasPermission(permissions, 'menu.fee');
    case 'agent':
      return hasPermission(permissions, 'function.agent');
    case 'acd':
      return hasBit(viewer, PrivilegeBit.team) && hasPermission(permissions, 'function.agent');
    default:
      return true;
  }
}

/** Whether a viewer may make a call gated by one area or by any of a list of areas (endpoint.ts access). */
export function canAccessAny(
  access: AccessKey | readonly AccessKey[],
  viewer: Viewer,
  permissions: Permissions,
  special = false,
): boolean {
  const keys: readonly AccessKey[] = typeof access === 'string' ? [access] : access;
  return keys.some((key) => canAccess(key, viewer, permissions, special));
}

/** Report export and the export-type downloads (EXPORT_DOWNLOAD_TYPES): master or bit 3. */
export function canExport(viewer: Viewer): boolean {
  return hasBit(viewer, PrivilegeBit.reportExport);
}

/** The report's (9, 10, 12, 13, 18) and a task's call records (1), recordings (4) and numbers (5). */
export const EXPORT_DOWNLOAD_TYPES = [1, 4, 5, 9, 10, 12, 13, 18] as const;
