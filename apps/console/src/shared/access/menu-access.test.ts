import { mergePermissions, privilegeBits } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { SHELL_PATHS } from '../../app/shell-paths.ts';
import { type AccessContext, canOpen, firstMenuPath, visibleMenu } from './menu-access.ts';
import { PAGE_PATHS } from './page-info.ts';

const master = { master: 1 as const, privilege: privilegeBits(0, 1) };
const member = (privilege: number) => ({ master: 0 as const, privilege: privilegeBits(privilege, 0) });

function context(overrides: Partial<AccessContext> = {}): AccessContext {
  return { viewer: master, permissions: mergePermissions([]), menuKeys: null, special: false, ...overrides };
}

const flags = (menu: Record<string, boolean>) => mergePermissions([{ key: 'menu', value: JSON.stringify(menu) }]);
const titles = (c: AccessContext) => visibleMenu(c).map((group) => group.title);

describe('visibleMenu', () => {
  it('shows the master every group once the flags are on', () => {
    const c = context({ permissions: flags({ ai: true, openapi: true, fee: true }) });
    expect(titles(c)).toEqual([
      '数据统计',
      '话术库',
      '知识库',
      '任务管理',
      'AI接待',
      '团队管理',
      '能力平台',
      '客户中心',
      '设置',
    ]);
    expect(
      visibleMenu(c)
        .at(-1)
        ?.pages.map((p) => p.title),
    ).toContain('企业支付');
  });

  it('hides AI reception, capability platform and payment without their flags', () => {
    const c = context();
    expect(titles(c)).not.toContain('AI接待');
    expect(titles(c)).not.toContain('能力平台');
    expect(
      visibleMenu(c)
        .at(-1)
        ?.pages.map((p) => p.path),
    ).not.toContain('/setting/recharge');
    expect(titles(context({ permissions: flags({ ai: true }) }))).toContain('AI接待');
    expect(titles(context({ permissions: flags({ openapi: true }) }))).toContain('能力平台');
  });

  it('shows the flag-gated menus regardless of flags when the special switch is on', () => {
    expect(titles(context({ special: true }))).toEqual(expect.arrayContaining(['AI接待', '能力平台']));
  });

  it('gives a member 数据统计 with bit 6 and 团队管理 with bit 7 only', () => {
    expect(titles(context({ viewer: member(0) }))).not.toEqual(expect.arrayContaining(['数据统计']));
    expect(titles(context({ viewer: member(0) }))).not.toContain('团队管理');
    expect(titles(context({ viewer: member(1 << 6) }))).toContain('数据统计');
    expect(titles(context({ viewer: member(1 << 6) }))).not.toContain('团队管理');
    expect(titles(context({ viewer: member(1 << 7) }))).toContain('团队管理');
  });

  it("follows the server's menu list", () => {
    const c = context({ menuKeys: ['speech', 'setting'] });
    expect(titles(c)).toEqual(['话术库', '设置']);
    expect(canOpen('report', c)).toBe(false);
  });
});

describe('firstMenuPath', () => {
  it('is /report for the master and the first other page for a member without statistics', () => {
    expect(firstMenuPath(context())).toBe('/report');
    expect(firstMenuPath(context({ viewer: member(0) }))).toBe('/speech/speechtpl');
  });
});

describe('the route table', () => {
  it("has exactly the contract's pages and the agent desk", () => {
    expect([...SHELL_PATHS].sort()).toEqual([...PAGE_PATHS].sort());
  });
});
