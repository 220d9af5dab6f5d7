import ApiOutlined from '@ant-design/icons/es/icons/ApiOutlined';
import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import BookOutlined from '@ant-design/icons/es/icons/BookOutlined';
import ContactsOutlined from '@ant-design/icons/es/icons/ContactsOutlined';
import CustomerServiceOutlined from '@ant-design/icons/es/icons/CustomerServiceOutlined';
import MessageOutlined from '@ant-design/icons/es/icons/MessageOutlined';
import ScheduleOutlined from '@ant-design/icons/es/icons/ScheduleOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import type { ComponentType } from 'react';

/** The menu groups' icons, by the icon names of the contract's MENU (spec section 2). */
const MENU_ICONS: Record<string, ComponentType> = {
  capability: ApiOutlined,
  customer: ContactsOutlined,
  knowledge: BookOutlined,
  reception: CustomerServiceOutlined,
  report: BarChartOutlined,
  set: SettingOutlined,
  speech: MessageOutlined,
  task: ScheduleOutlined,
  team: TeamOutlined,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = MENU_ICONS[name];
  return Icon ? <Icon /> : null;
}
