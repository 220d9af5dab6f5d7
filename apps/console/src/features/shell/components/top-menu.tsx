import type { MenuGroup, MenuPage } from '@console/contracts';
import Menu, { type MenuProps } from 'antd/es/menu';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { useAccessContext } from '../../../shared/access/access-store.ts';
import { visibleMenu } from '../../../shared/access/menu-access.ts';
import { MenuIcon } from '../../../shared/icons/menu-icons.tsx';

type MenuItem = Required<MenuProps>['items'][number];

function pageLink(page: MenuPage, label = page.title) {
  // The interface docs open outside the console, in a new window.
  return page.external ? (
    <a href={page.external} target="_blank" rel="noreferrer">
      {label}
    </a>
  ) : (
    <Link to={page.path}>{label}</Link>
  );
}

function groupItem(group: MenuGroup): MenuItem {
  const icon = <MenuIcon name={group.icon} />;
  if (group.pages.length === 1) {
    const [only] = group.pages;
    return { key: only.path, icon, label: pageLink(only, group.title) };
  }
  return {
    key: `group:${group.key}`,
    icon,
    label: group.title,
    children: group.pages.map((page) => ({ key: page.path, label: pageLink(page) })),
  };
}

/** The page of the menu the current path belongs to (the longest matching menu path). */
function selectedKey(pathname: string, groups: MenuGroup[]): string[] {
  let best = '';
  for (const group of groups) {
    for (const page of group.pages) {
      if (page.external) continue;
      const matches = pathname === page.path || pathname.startsWith(`${page.path}/`);
      if (matches && page.path.length > best.length) best = page.path;
    }
  }
  return best ? [best] : [];
}

/** The top menu: the contract's MENU as far as the server's list and the viewer's permissions allow. */
export function TopMenu() {
  const context = useAccessContext();
  const { pathname } = useLocation();
  const groups = useMemo(() => (context ? visibleMenu(context) : []), [context]);
  const items = useMemo(() => groups.map(groupItem), [groups]);
  return (
    <Menu
      className="shell-menu"
      mode="horizontal"
      theme="dark"
      aria-label="主菜单"
      items={items}
      selectedKeys={selectedKey(pathname, groups)}
      disabledOverflow
    />
  );
}
