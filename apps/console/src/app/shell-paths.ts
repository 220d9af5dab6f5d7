/**
 * The paths of the shell's pages: the contract's MENU and DETAIL_PAGES, plus the agent desk. Kept
 * as plain paths so the route table (loaded with the login page) does not carry the menu's titles
 * and permission code; titles and access keys are looked up with the shell (see
 * shared/access/page-info.ts). A unit test keeps this list equal to the contract's.
 */
export const SHELL_PATHS = [
  '/report',
  '/speech/speechtpl',
  '/speech/myspeech',
  '/knowledge/knowledge',
  '/knowledge/dict',
  '/task/tasknow',
  '/task/taskhistory',
  '/task/monitor',
  '/ai/conf',
  '/ai/data',
  '/team/team',
  '/openapi/experience',
  '/openapi/app',
  '/openapi/ownlines',
  '/openapi',
  '/openapi/push',
  '/customercenter',
  '/setting/info',
  '/setting/sms',
  '/setting/updatelogs',
  '/setting/recharge',
  '/setting/consumption',
  '/setting/blacklist',
  '/speech/editor/:id',
  '/speech/template/:id',
  '/knowinfo/:id/:state',
  '/dictinfo/:id',
  '/taskinfo',
  '/monitordetail/:taskId/:speechSkillId/:name',
  '/consumpdetail/:tab/:parentItem',
  '/custinfo/:telnum/:id/:taskId',
  '/custcall/:userId/:taskId/:traceId',
  '/agentdesk',
] as const;
