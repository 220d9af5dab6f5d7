import type { MenuGroup, MenuPage } from './endpoints.ts';

/** Where this server serves the interface docs (the API reference generated from the contract). */
export const API_DOCS_PATH = '/api-docs';

export const MENU: readonly MenuGroup[] = [
  {
    key: 'report',
    title: '数据统计',
    icon: 'report',
    pages: [{ path: '/report', title: '数据统计', access: 'report' }],
  },
  {
    key: 'speech',
    title: '话术库',
    icon: 'speech',
    pages: [
      { path: '/speech/speechtpl', title: '话术模板', access: 'speech' },
      { path: '/speech/myspeech', title: '我的话术', access: 'speech' },
    ],
  },
  {
    key: 'knowledge',
    title: '知识库',
    icon: 'knowledge',
    pages: [
      { path: '/knowledge/knowledge', title: '知识库', access: 'knowledge' },
      { path: '/knowledge/dict', title: '相似词典', access: 'knowledge' },
    ],
  },
  {
    key: 'task',
    title: '任务管理',
    icon: 'task',
    pages: [
      { path: '/task/tasknow', title: '当前任务', access: 'task' },
      { path: '/task/taskhistory', title: '历史任务', access: 'task' },
      { path: '/task/monitor', title: '实时监控', access: 'monitor' },
    ],
  },
  {
    key: 'reception',
    title: 'AI接待',
    icon: 'reception',
    pages: [
      { path: '/ai/conf', title: '接待配置', access: 'reception' },
      { path: '/ai/data', title: '接待数据', access: 'reception' },
    ],
  },
  { key: 'team', title: '团队管理', icon: 'team', pages: [{ path: '/team/team', title: '成员管理', access: 'team' }] },
  {
    key: 'capability',
    title: '能力平台',
    icon: 'capability',
    pages: [
      { path: '/openapi/experience', title: '体验中心', access: 'capability' },
      { path: '/openapi/app', title: '应用管理', access: 'capability' },
      { path: '/openapi/ownlines', title: '线路管理', access: 'capability' },
      { path: '/openapi', title: '接口文档', access: 'capability', external: API_DOCS_PATH },
      { path: '/openapi/push', title: '接入管理', access: 'capability' },
    ],
  },
  {
    key: 'customer',
    title: '客户中心',
    icon: 'customer',
    pages: [{ path: '/customercenter', title: '客户中心', access: 'customer' }],
  },
  {
    key: 'setting',
    title: '设置',
    icon: 'set',
    pages: [
      { path: '/setting/info', title: '基本信息', access: 'setting' },
      { path: '/setting/sms', title: '短信设置', access: 'setting' },
      { path: '/setting/updatelogs', title: '更新日志', access: 'setting' },
      { path: '/setting/recharge', title: '企业支付', access: 'recharge' },
      { path: '/setting/consumption', title: '交易记录', access: 'setting' },
      { path: '/setting/blacklist', title: '黑名单', access: 'setting' },
    ],
  },
];

/** Pages reached from lists, not from the menu; each belongs to a menu area. */
export const DETAIL_PAGES: readonly MenuPage[] = [
  { path: '/speech/editor/:id', title: '话术编辑', access: 'speech' },
  { path: '/speech/template/:id', title: '话术模板详情', access: 'speech' },
  { path: '/knowinfo/:id/:state', title: '知识详情', access: 'knowledge' },
  { path: '/dictinfo/:id', title: '词典详情', access: 'knowledge' },
  { path: '/taskinfo', title: '任务详情', access: 'task' },
  { path: '/monitordetail/:taskId/:speechSkillId/:name', title: '实时监控详情', access: 'monitor' },
  { path: '/consumpdetail/:tab/:parentItem', title: '消费详情', access: 'setting' },
  { path: '/custinfo/:telnum/:id/:taskId', title: '客户详情', access: 'customer' },
  { path: '/custcall/:userId/:taskId/:traceId', title: '通话详情', access: 'customer' },
];
