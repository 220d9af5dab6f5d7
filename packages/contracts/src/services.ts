/**
 * The service names of the path table. config.json maps each to a path prefix; the server mounts
 * each service's routes under that prefix, the console prefixes each call with it.
 */
export const SERVICE_NAMES = [
  'uc',
  'bm',
  'fee',
  'taichiDataApi',
  'downloadCenterApi',
  'brain',
  'brainkb',
  'outboundManage',
  'crm',
  'resmanage',
  'kxjlAc',
  'openapiAdmin',
  'router',
  'sdk',
  'kylin',
] as const;

export type ServiceName = (typeof SERVICE_NAMES)[number];

/** The prefixes of the default install: one gateway-style prefix per service, all on one origin. */
export const DEFAULT_SERVICE_PREFIXES: Record<ServiceName, string> = {
  uc: '/uc',
  bm: '/bm',
  fee: '/fee',
  taichiDataApi: '/data',
  downloadCenterApi: '/download',
  brain: '/brain',
  brainkb: '/brainkb',
  outboundManage: '/outbound',
  crm: '/crm',
  resmanage: '/res',
  kxjlAc: '/ac',
  openapiAdmin: '/openapi-admin',
  /** The call router's config API (AI接待's rules); its paths start /v1/api/config. */
  router: '/router',
  sdk: '/sdk',
  /** 实时监控 (the original's real-time monitor service). */
  kylin: '/kylin',
};
