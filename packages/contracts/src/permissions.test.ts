import { describe, expect, it } from 'vitest';
import {
  canAccess,
  canAccessAny,
  canExport,
  DEFAULT_PERMISSIONS,
  hasPermission,
  mergePermissions,
  permissionAt,
} from './permissions.ts';
import { privilegeBits } from './session.ts';

describe('business permissions', () => {
  it('merges each row over the defaults, keeping the keys a row does not name', () => {
    const merged = mergePermissions([
      { key: 'menu', value: '{"ai":true}' },
      { key: 'agent', value: '{"count":3}' },
      { key: 'custom', value: '"x"' },
    ]);
    expect(merged.menu).toEqual({ ...DEFAULT_PERMISSIONS.menu, ai: true });
    expect(merged.agent.count).toBe(3);
    expect(merged.function).toEqual(DEFAULT_PERMISSIONS.function);
    expect(merged.custom).toBe('x');
  });

  it('skips a row whose value is not JSON and does not change the defaults object', () => {
    const merged = mergePermissions([{ key: 'menu', value: '{broken' }]);
    expect(merged.menu).toEqual(DEFAULT_PERMISSIONS.menu);
    mergePermissions([{ key: 'menu', value: '{"openapi":true}' }]);
    expect(DEFAULT_PERMISSIONS.menu.openapi).toBe(false);
  });

  it('reads dotted paths, false when absent', () => {
    const merged = mergePermissions([{ key: 'function', value: '{"agent":true}' }]);
    expect(permissionAt(merged, 'function.agent')).toBe(true);
    expect(permissionAt(merged, 'menu.monitor')).toBe(true);
    expect(permissionAt(merged, 'agent.count')).toBe(0);
    expect(permissionAt(merged, 'menu.nothing')).toBe(false);
    expect(permissionAt(merged, 'nothing.at.all')).toBe(false);
    expect(hasPermission(merged, 'function.wxPush')).toBe(true);
    expect(hasPermission(merged, 'function.transcript')).toBe(false);
  });
});

describe('who may open what', () => {
  const none = mergePermissions([]);
  const flagged = mergePermissions([{ key: 'menu', value: '{"ai":true,"openapi":true,"fee":true}' }]);
  const master = { master: 1 as const, privilege: privilegeBits(0, 1) };
  const member = (privilege: number) => ({ master: 0 as const, privilege: privilegeBits(privilege, 0) });

  it('turns the privilege integer into 8 reversed bits for members and 4 for the inner login', () => {
    expect(privilegeBits(8, 0)).toEqual([0, 0, 0, 1, 0, 0, 0, 0]);
    expect(privilegeBits(0b11000000, 0)).toEqual([0, 0, 0, 0, 0, 0, 1, 1]);
    expect(privilegeBits(15, '2')).toEqual([1, 1, 1, 1]);
  });

  it('lets the master see statistics and team, members only with bits 6 and 7', () => {
    expect(canAccess('report', master, none)).toBe(true);
    expect(canAccess('team', master, none)).toBe(true);
    expect(canAccess('report', member(0), none)).toBe(false);
    expect(canAccess('team', member(0), none)).toBe(false);
    expect(canAccess('report', member(1 << 6), none)).toBe(true);
    expect(canAccess('team', member(1 << 7), none)).toBe(true);
    expect(canAccess('speech', member(0), none)).toBe(true);
  });

  it('the inner-login account counts as master', () => {
    expect(canAccess('report', { master: '2', privilege: privilegeBits(0, '2') }, none)).toBe(true);
  });

  it('gates AI reception, capability platform and payment by flags, or the special switch', () => {
    for (const key of ['reception', 'capability', 'recharge'] as const) {
      expect(canAccess(key, master, none)).toBe(false);
      expect(canAccess(key, master, flagged)).toBe(true);
      expect(canAccess(key, master, none, true)).toBe(true);
    }
  });

  it('lets a call gated by several areas through when any of them opens', () => {
    const both = ['report', 'reception'] as const;
    expect(canAccessAny(both, member(0), none)).toBe(false);
    expect(canAccessAny(both, member(1 << 6), none)).toBe(true);
    expect(canAccessAny(both, member(0), flagged)).toBe(true);
    expect(canAccessAny('report', member(0), flagged)).toBe(false);
  });

  it('allows export to the master and bit 3 only', () => {
    expect(canExport(master)).toBe(true);
    expect(canExport(member(1 << 3))).toBe(true);
    expect(canExport(member(0xff & ~(1 << 3)))).toBe(false);
  });
});
