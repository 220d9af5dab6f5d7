/** A script's status (modules-spec 2.3); 0 is ours: created, never submitted. */
export const ScriptStatus = {
  draft: 0,
  reviewing: 1,
  rejected: 2,
  approved: 3,
  published: 4,
} as const;
export type ScriptStatusValue = (typeof ScriptStatus)[keyof typeof ScriptStatus];

export const SCRIPT_STATUS_TEXT: Record<ScriptStatusValue, string> = {
  0: '未提交',
  1: '审核中',
  2: '审核未通过',
  3: '待发布',
  4: '已发布',
};

/** 话术导入's file: an exported .zip of at most this size. */
export const SCRIPT_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** A say node's recording: a .wav of at most this size. */
export const SCRIPT_AUDIO_MAX_BYTES = 2 * 1024 * 1024;
/** The file inside a script's .zip that holds it. */
export const SCRIPT_ARCHIVE_ENTRY = 'script.json';

/** The industry catalogue (querMcpConfig): the new-script dialog's choices. */
export const SCRIPT_INDUSTRIES = [
  { industryType: 'realestate', description: '房产' },
  { industryType: 'education', description: '教育' },
  { industryType: 'finance', description: '金融' },
  { industryType: 'insurance', description: '保险' },
  { industryType: 'ecommerce', description: '电商零售' },
  { industryType: 'logistics', description: '物流' },
  { industryType: 'automotive', description: '汽车' },
  { industryType: 'conference', description: '会展会议' },
  { industryType: 'public', description: '政务与公共服务' },
  { industryType: 'other', description: '其他' },
] as const;

/** type: 1 普通话术, 2 动态话术 (per-number variables). */
export const ScriptType = { plain: 1, dynamic: 2 } as const;
export const SCRIPT_TYPE_TEXT = { 1: '普通话术', 2: '动态话术' } as const;

/** What became of a frozen version. */
export const VersionStatus = { reviewing: 1, rejected: 2, approved: 3, published: 4, retired: 5 } as const;
