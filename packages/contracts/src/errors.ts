/**
 * The error catalogue: every business error code the server answers, the Chinese text the console
 * shows for it, and the more precise texts the server answers beside a code (ErrorMessage). The
 * server and the console read the texts from here only.
 */
export const ErrorCode = {
  /** A required field is missing or empty; the message names the field. */
  ParamRequired: 100000,
  /** A field has the wrong type or format; the message names the field. */
  ParamInvalid: 100001,
  /** An encrypted password's timestamp is missing, malformed or too old. */
  StaleTimestamp: 100002,
  /** The viewer's role or the enterprise's flags do not allow this call (permissions.ts). */
  AccessDenied: 100403,
  /** The path or resource does not exist. */
  NotFound: 100404,
  /** Too many requests from one client in a short time. */
  TooManyRequests: 100429,
  /** The server is at its limit of waiting requests; answered with HTTP 503 and Retry-After. */
  ServiceBusy: 100503,
  /** An unexpected server fault; details only in the server log. */
  Internal: 999999,

  WrongPassword: 200001,
  LoggedInElsewhere: 200002,
  WrongLoginCaptcha: 200005,
  PhoneNotRegistered: 200006,
  NoPermission: 200008,
  TooManyLoginFailures: 200009,
  /** A member added by the master signs in with the initial password and must set their own first. */
  InitialPasswordRequired: 200010,
  /** The inner-login account failed too often: every attempt is refused until the lock ends. */
  AccountLocked: 200011,

  PhoneRegistered: 330023,
  InvalidPhone: 330028,
  InvalidPassword: 330029,
  WrongImgCode: 330030,
  WrongSmsCode: 330031,
  ImgCodeExpired: 330032,
  SmsCodeExpired: 330033,
  /**
   * An SMS sent without a captcha while the client address or the phone has used up its budget of
   * such sends: the page shows the picture captcha and sends again with its answer.
   */
  SmsCaptchaRequired: 330034,
  InvalidChannelCode: 330040,
  SmsTooFrequent: 50000,

  /** An uploaded image is not png or jpeg by its content. */
  ImageInvalid: 330050,
  /** An uploaded file is larger than limits.uploadMaxBytes. */
  ImageTooLarge: 330051,
  /** The upload had no file or could not be stored. */
  UploadFailed: 330052,
  /** The WeChat bind ticket is unknown, used or expired. */
  BindTicketInvalid: 330053,
  /** A report range that is malformed, reversed or longer than REPORT_MAX_DAYS; the message says which. */
  ReportRangeInvalid: 330060,

  /** Another script of the enterprise has this name. */
  ScriptNameTaken: 340001,
  /** The flow document has problems (validateFlow); the message names the first. */
  ScriptHasProblems: 340002,
  /** The script's status does not allow this (editing under review, publishing unapproved...). */
  ScriptStateInvalid: 340003,
  /** A running task uses the script. */
  ScriptInUse: 340004,
  /** The draft was saved elsewhere since this editor loaded it. */
  ScriptDraftConflict: 340005,

  /** Another knowledge base of the enterprise has this name. */
  KnowledgeNameTaken: 341001,
  /** The knowledge base is under review (state 2): its content, audio and links cannot change. */
  KnowledgeLocked: 341002,
  /** Submitting a knowledge base without questions. */
  KnowledgeEmpty: 341003,
  /** The knowledge base's state does not allow this (reviewing one that is not under review...). */
  KnowledgeStateInvalid: 341004,
  /** Another category of the knowledge base has this name. */
  KnowledgeTagTaken: 341005,
  /** Another question of the knowledge base has this main question. */
  KnowledgeQuestionTaken: 341006,
  /** An import into the knowledge base is still running. */
  KnowledgeImportRunning: 341007,
  /** An uploaded recording or spreadsheet is not of the accepted types (by name and content). */
  KnowledgeFileInvalid: 341010,
  /** An uploaded recording or spreadsheet is over 2 MB. */
  KnowledgeFileTooLarge: 341011,
  /** Another similar-word dictionary of the enterprise has this name. */
  DictionaryNameTaken: 341020,
  /** The dictionary already has this standard term. */
  DictionaryTermTaken: 341021,
  /** The dictionary is linked to a knowledge base under review. */
  DictionaryInUse: 341022,

  /** The number is already on the enterprise's blacklist. */
  BlacklistNumberListed: 342001,
  /** A blacklist import that is not .xlsx, .xls or .csv by its name and content. */
  BlacklistFileInvalid: 342002,
  /** A blacklist import over blacklistLimits.fileMaxBytes. */
  BlacklistFileTooLarge: 342003,
  /** A blacklist import without a number, or with more than blacklistLimits.importRows rows. */
  BlacklistFileRows: 342004,
  /** A blacklist import with rows that carry no reason of their own, sent without the import's reason. */
  BlacklistReasonMissing: 342005,

  /** runTask on a finished task. */
  TaskFinished: 10101,
  /** runTask or another change on a deleted task. */
  TaskDeleted: 10102,

  /**
   * A 长期任务 (planned to run longer than LONG_TASK_DAYS) exported without a call-time range of
   * at most that many days: one file never holds months of records.
   */
  LongTaskDownload: 30050,
  /** The member's export of the same kind of the same task has not finished yet. */
  DownloadRunning: 30051,

  /** The enterprise's agent count (permission agent.count) is used up. */
  AgentLimitReached: 350001,
  /** Another agent of the enterprise has this 工号. */
  AgentCodeTaken: 350002,
  /** Another ACD group of the enterprise has this name. */
  GroupNameTaken: 350003,
  /** The main account cannot be deleted. */
  MasterUndeletable: 350004,
  /** A transfer found no registered, idle agent in the group. */
  NoAgentAvailable: 350005,
  /** Groups, agents and the agent desk need the enterprise's agent function. */
  AgentFunctionOff: 350006,

  /** Softphone call module: the session's member has no agent extension (acd_agents). */
  AgentDnNotFound: 400100,
  /** The agent's extension has no live SIP registration, so there is no phone to ring. */
  AgentNotRegistered: 400101,
  /** makeCall's display line is not one of the agent's lines (outshowtel). */
  DisplayLineInvalid: 400102,

  /** Session expiry family: the console answers each with the 登录失效 dialog. */
  TokenMissing: 709001,
  TokenUnknown: 709002,
  TokenExpired: 709003,
  TokenReplaced: 709004,
  AccountDisabled: 709005,
  BusinessMismatch: 709006,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** A field's value is malformed: "<label>格式错误", the label naming the field. */
const invalid = (label: string) => `${label}格式错误`;
/** An imported .zip that is not an exported script, and why. */
const notAScript = (reason: string) => `文件内容不是有效的话术：${reason}`;

/**
 * What the server answers instead of the code's ErrorText where that is too general: which thing
 * was not found, which rule the request broke. Texts with a value in them are functions.
 */
export const ErrorMessage = {
  // Requests and their fields
  /** The schemas' complaint too; plugins/envelope.ts reads the label back out of it. */
  fieldInvalid: invalid,
  /** A required field missing or blank, as the schemas and the envelope say it. */
  fieldRequired: (label: string) => `${label}不能为空`,
  /** A field of free JSON (log data, export conditions) has no label: its path names it. */
  fieldPathInvalid: (path: string) => invalid(path || '请求内容'),
  bodyMalformed: '请求体格式错误',
  queryMalformed: '请求参数格式错误',
  bodyTooLarge: '请求体过大',
  urlMalformed: '请求地址格式错误',
  urlTooLong: '请求地址过长',
  headersTooLarge: '请求头过大',
  requestTimeout: '请求超时',

  // Uploaded files
  /** A file name holding a NUL character (or one the multipart request's fileName field gives). */
  fileNameInvalid: invalid('文件名'),
  fileNotChosen: '请选择上传的文件！',
  fileEmpty: '文件不可为空',
  fileTypeInvalid: '请选择正确的文件格式！',
  fileOver2Mb: '文件大小不能超过2MB！',
  fileOver20Mb: '文件大小不能超过20MB！',

  // Accounts and enterprises
  businessNotFound: '企业不存在',
  businessIdNotFound: '企业ID不存在',
  oldPasswordWrong: '原密码错误',
  passwordAlreadySet: '已设置过密码，请在个人信息中修改',
  smsDailyLimit: '今日短信发送次数已达上限，请明天再试',
  /** AccountLocked with the minutes left, rounded up. */
  accountLockedFor: (minutes: number) => `登录失败次数过多，账号已锁定，请${minutes}分钟后再试`,
  /** InvalidChannelCode's messageExt, which the console shows; the message stays ErrorText's short text. */
  registerLinkInvalid: '注册链接无效，请联系客服获取新的注册链接',

  // The softphone's logs
  /** An entry dated outside the window the SDK uploads from (sdk/schemas.ts SDK_LOG_MAX_AGE_MS). */
  sdkLogTimeInvalid: invalid('日志时间'),

  // Communication fees (通信费)
  balanceNegative: '余额不能小于0',
  balanceDecimals: '余额最多两位小数',

  // Downloads (下载中心)
  sysTypeInvalid: '系统类型格式错误',
  downloadTypeUnsupported: '下载类型不支持',
  downloadTaskNotFound: '下载任务不存在',
  downloadLinkInvalid: '下载链接已失效，请在下载中心重新下载',
  downloadFileExpired: '文件已过期，请重新导出',
  downloadFileNotReady: '文件尚未生成，请稍后再试',
  reportDirectionMismatch: '呼叫方向与下载类型不符',

  // Recordings
  recordingLinkInvalid: '录音链接已失效，请刷新页面后重试',
  recordingNotFound: '录音不存在',
  recordingsTooMany: (max: number) => `录音超过${max}条的长期任务不能下载，请缩小外呼时间范围`,

  // Reports (数据报表)
  reportBeginInvalid: '开始日期格式错误，应为YYYYMMDD',
  reportEndInvalid: '结束日期格式错误，应为YYYYMMDD',
  reportEndBeforeBegin: '结束日期不能早于开始日期',
  reportRangeTooLong: '查询时间跨度不能超过一年',

  // Scripts (话术)
  scriptNotFound: '话术不存在',
  scriptVersionNotFound: '话术版本不存在',
  scriptTemplateNotFound: '话术模板不存在',
  scriptIndustryMissing: '请选择话术所属行业',
  scriptReviewing: '话术正在审核中',
  scriptReviewingUndeletable: '话术审核中，不能删除',
  scriptReviewingUneditable: '话术审核中，不能编辑',
  scriptInUseUndeletable: '话术正在被外呼任务使用中，不能删除',
  scriptInUseUneditable: '话术正在被外呼任务使用中，不能编辑',
  /** validateFlow's count of problems and the first one's message. */
  scriptProblems: (count: number, first: string | undefined) => `话术存在${count}个问题：${first}`,
  scriptReviewOperatorOnly: '只有平台运营账号可以审核话术',
  scriptVersionNotReviewing: '该版本不在审核中',
  scriptUnapproved: '话术未通过审核，不能发布',
  numberTemplateLinkInvalid: '链接已失效，请刷新页面后重新下载',
  experienceFinished: '对话已结束，请重新开始',
  experienceScriptChanged: '话术内容已修改，请重新开始体验',
  archiveEntryMissing: (entry: string) => notAScript(`缺少${entry}`),
  archiveEntryNotJson: (entry: string) => notAScript(`${entry}不是JSON`),
  archiveUnsupported: notAScript('文件格式或版本不支持'),
  archiveDocumentInvalid: (problem: string | undefined) => notAScript(problem ?? '内容格式错误'),

  // Knowledge bases (知识点)
  knowledgeNotFound: '知识点不存在',
  knowledgeReviewing: '知识点正在审核中',
  knowledgeReviewingUndeletable: '知识点审核中，不能删除',
  knowledgeReviewOperatorOnly: '只有平台运营账号可以审核知识点',
  knowledgeNotReviewing: '该知识点不在审核中',
  questionNotFound: '问题不存在',
  tagMissing: '分类不存在，请选择分类',
  answerNotFound: '回答不存在',
  answerMissing: '请输入回答',
  /** An audio answer (named as in ANSWER_NAMES) whose recording the enterprise never uploaded. */
  answerRecordingMissing: (answer: string) => `${answer}的录音不存在，请重新上传`,

  // Similar-word dictionaries (词库)
  dictionaryNotFound: '词库不存在',
  termNotFound: '标准词不存在',

  // Blacklist (黑名单)
  blacklistNumberNotFound: '号码不存在或已移除',
  blacklistTooManyRows: (max: number) => `文件不能超过${max}行`,
  blacklistRowsWithoutReason: (rows: number) => `文件中有${rows}行没有填写原因，请输入导入原因`,

  // Tasks (外呼任务)
  taskNotFound: '任务不存在',
  taskScriptNotPublished: '话术不存在或未发布',
  numberUploadNotFound: '外呼数据不存在，请重新上传',
  numberUploadOtherScript: '外呼数据与所选话术不符，请重新上传',
  numberUploadNoNumbers: '外呼数据中没有可外呼的号码',
  displayLineUnavailable: (number: string) => `外显号码${number}不可用`,
  displayLineExpired: (number: string) => `外显号码${number}已过期`,
  displayLineBusy: (number: string) => `外显号码${number}占用中`,

  // Customers and their 跟进记录
  intentionNotFound: '意向等级不存在',
  traceNotFound: '跟进记录不存在',

  // Team: members, agents and ACD groups
  teamMasterOnly: '仅主账号可以管理团队成员',
  groupsMasterOnly: '仅主账号可以管理分组',
  memberNotFound: '成员不存在',
  groupNotFound: '分组不存在',
  /** A transfer whose group, or enterprise when it names none, has no agent at all. */
  noAgentToTransfer: '没有可转接的坐席',
  /** A group's 知识库 setting names a base the enterprise does not have. */
  groupKnowledgeNotFound: '知识库不存在',
  agentLimitReached: (limit: number) => `坐席数量已达上限（${limit}个），请联系客服增加坐席数`,

  // Reception (AI接待)
  /** The number is not an inbound number of the enterprise in service (or is another's). */
  receptionNumberNotReceiving: '被叫号码不是本企业在用的接待号码',
  receptionScriptNotPublished: '接待话术不存在或未发布',
  receptionRuleNotFound: '未找到该号码的接待规则',

  // The development routes' simulators
  simulatedReceptionNumbersMissing: '该企业没有绑定接待话术的号码',
  simulatedCallNotFound: '通话不存在或已结束',
  simulatedMediaFailed: '模拟通话的媒体创建失败',
} as const;

export const ErrorText: Record<ErrorCodeValue, string> = {
  [ErrorCode.ParamRequired]: '参数不能为空',
  [ErrorCode.ParamInvalid]: '参数格式错误',
  [ErrorCode.StaleTimestamp]: '请求已过期，请刷新页面后重试',
  [ErrorCode.AccessDenied]: '权限不足，请联系管理员',
  [ErrorCode.NotFound]: '请求的资源不存在',
  [ErrorCode.TooManyRequests]: '请求过于频繁，请稍后再试',
  [ErrorCode.ServiceBusy]: '系统繁忙，请稍后再试',
  [ErrorCode.Internal]: '系统繁忙，请稍后再试',
  [ErrorCode.WrongPassword]: '请输入正确的密码',
  [ErrorCode.LoggedInElsewhere]: '您的账号已在其他电脑登录',
  [ErrorCode.WrongLoginCaptcha]: '图片验证码错误',
  [ErrorCode.PhoneNotRegistered]: '该手机号码未注册',
  [ErrorCode.NoPermission]: '权限不足',
  [ErrorCode.TooManyLoginFailures]: '连续登录失败次数超过限制',
  [ErrorCode.InitialPasswordRequired]: '首次登录请先修改初始密码',
  [ErrorCode.AccountLocked]: '登录失败次数过多，账号已锁定，请稍后再试',
  [ErrorCode.PhoneRegistered]: '手机号已注册',
  [ErrorCode.InvalidPhone]: '请输入有效的手机号',
  [ErrorCode.InvalidPassword]: '密码格式不正确',
  [ErrorCode.WrongImgCode]: '图片验证码错误',
  [ErrorCode.WrongSmsCode]: '短信验证码错误',
  [ErrorCode.ImgCodeExpired]: '图片验证码已过期',
  [ErrorCode.SmsCodeExpired]: '短信验证码已过期',
  [ErrorCode.SmsCaptchaRequired]: '短信发送频繁，请输入图片验证码',
  [ErrorCode.InvalidChannelCode]: '渠道码无效',
  [ErrorCode.SmsTooFrequent]: '短信发送频繁',
  [ErrorCode.ImageInvalid]: '图片格式不正确',
  [ErrorCode.ImageTooLarge]: '图片大小不能超过5MB',
  [ErrorCode.UploadFailed]: '上传失败',
  [ErrorCode.BindTicketInvalid]: '二维码已失效，请刷新后重试',
  [ErrorCode.ReportRangeInvalid]: '查询时间范围不正确',
  [ErrorCode.ScriptNameTaken]: '话术名称已存在',
  [ErrorCode.ScriptHasProblems]: '话术存在问题，请修改后再提交',
  [ErrorCode.ScriptStateInvalid]: '当前话术状态不能进行此操作',
  [ErrorCode.ScriptInUse]: '话术正在被外呼任务使用中',
  [ErrorCode.ScriptDraftConflict]: '话术已在其它页面修改，请刷新后再编辑',
  [ErrorCode.KnowledgeNameTaken]: '知识点名称已存在',
  [ErrorCode.KnowledgeLocked]: '知识点审核中，不能修改',
  [ErrorCode.KnowledgeEmpty]: '知识点还没有问题，不能提交审核',
  [ErrorCode.KnowledgeStateInvalid]: '当前知识点状态不能进行此操作',
  [ErrorCode.KnowledgeTagTaken]: '分类名称已存在',
  [ErrorCode.KnowledgeQuestionTaken]: '该问题已存在',
  [ErrorCode.KnowledgeImportRunning]: '知识点正在导入问题，请稍后再试',
  [ErrorCode.KnowledgeFileInvalid]: ErrorMessage.fileTypeInvalid,
  [ErrorCode.KnowledgeFileTooLarge]: ErrorMessage.fileOver2Mb,
  [ErrorCode.DictionaryNameTaken]: '词库名称已存在',
  [ErrorCode.DictionaryTermTaken]: '标准词已存在',
  [ErrorCode.DictionaryInUse]: '词库已关联审核中的知识点，不能删除',
  [ErrorCode.BlacklistNumberListed]: '该号码已在黑名单中',
  [ErrorCode.BlacklistFileInvalid]: '请选择xlsx、xls或csv文件',
  [ErrorCode.BlacklistFileTooLarge]: '文件大小不能超过2MB',
  [ErrorCode.BlacklistFileRows]: '文件中没有号码',
  [ErrorCode.BlacklistReasonMissing]: '请输入导入原因',
  [ErrorCode.TaskFinished]: '任务已完成',
  [ErrorCode.TaskDeleted]: '任务已删除',
  [ErrorCode.LongTaskDownload]: '长期任务不能下载',
  [ErrorCode.DownloadRunning]: '下载任务正在进行中，请稍后再试',
  [ErrorCode.AgentLimitReached]: '坐席数量已达上限，请联系客服增加坐席数',
  [ErrorCode.AgentCodeTaken]: '工号已存在',
  [ErrorCode.GroupNameTaken]: '分组名称已存在',
  [ErrorCode.MasterUndeletable]: '主账号不能删除',
  [ErrorCode.NoAgentAvailable]: '暂无空闲坐席',
  [ErrorCode.AgentFunctionOff]: '未开通坐席功能，请联系客服',
  [ErrorCode.AgentDnNotFound]: '未找到对应分机号',
  [ErrorCode.AgentNotRegistered]: '坐席分机未注册，请先打开软电话',
  [ErrorCode.DisplayLineInvalid]: '外显号码不可用',
  [ErrorCode.TokenMissing]: '未登录或登录信息缺失',
  [ErrorCode.TokenUnknown]: '登录信息无效',
  [ErrorCode.TokenExpired]: '登录已过期',
  [ErrorCode.TokenReplaced]: '您的账号已在其它地方登录',
  [ErrorCode.AccountDisabled]: '账号已被停用',
  [ErrorCode.BusinessMismatch]: '无权访问该企业的数据',
};

export function isSessionExpiredCode(code: unknown): boolean {
  const n = Number(code);
  return n >= ErrorCode.TokenMissing && n <= ErrorCode.BusinessMismatch;
}

/** Texts the console shows where the server gave none (spec section 8). */
export const FallbackText = {
  register: '注册失败',
  reset: '重置失败',
  smsSend: '发送失败',
  phoneCheck: '号码格式不正确',
  authSubmit: '保存失败',
  autoLoginAfterRegister: '认证失败，即将跳到登录页',
  sessionExpiredTitle: '登录失效',
  sessionExpiredContent: '长时间未操作，请重新登录',
  loggedInElsewhere: '您的账号已在其他电脑登录，密码可能已经泄露，建议您修改密码。是否继续登录？',
  network: '网络异常，请稍后再试',
  timeout: '请求超时，请稍后再试',
} as const;
