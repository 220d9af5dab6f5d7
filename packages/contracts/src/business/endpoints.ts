import type { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import type { businessSchemas, enterpriseAuthRow } from './schemas.ts';

/**
 * Enterprise verification, business status and business configuration (service bm).
 *
 * Attachments: uploadEntAuthAttach answers `attachPath`, a server-generated file name inside the
 * business's own upload folder (e.g. `3f2a….png`). enterpriseAuth takes the three names as the
 * array `fileNames` in the order ID front, ID back, business licence; queryEntAuthByBusId answers
 * them joined with commas as `attachmentPath`. The image itself is fetched with entAuthAttach
 * (GET, query `name` and `token`), which only answers a session of the same business.
 */
export const businessApi = defineEndpoints<typeof businessSchemas>()({
  queryEntAuthByBusId: {
    service: 'bm',
    method: 'POST',
    path: '/api/v1/business/{businessId}/queryEntAuthByBusId',
    auth: 'session',
    summary: '企业认证资料',
  },
  enterpriseAuth: {
    service: 'bm',
    method: 'POST',
    path: '/api/v1/business/{businessId}/enterpriseAuth',
    auth: 'session',
    summary: '提交企业认证',
  },
  /** multipart/form-data: file field `attach` plus the text field `fileName`. */
  uploadEntAuthAttach: {
    service: 'bm',
    method: 'POST',
    path: '/api/v1/business/{businessId}/uploadEntAuthAttach',
    auth: 'session',
    summary: '上传认证附件',
  },
  /** GET, query `name` (an attachPath) and `token`; answers the image itself. */
  entAuthAttach: {
    service: 'bm',
    method: 'GET',
    path: '/api/v1/business/{businessId}/entAuthAttach',
    auth: 'session',
    summary: '认证附件图片',
  },
  queryBusinessStatus: {
    service: 'bm',
    method: 'POST',
    path: '/api/v1/business/{businessId}/queryBusinessStatus',
    auth: 'session',
    summary: '企业认证状态',
  },
  /** Platform operator only (inner login). */
  updateBusinessStatus: {
    service: 'bm',
    method: 'POST',
    path: '/api/v1/business/{businessId}/updateBusinessStatus',
    auth: 'session',
    summary: '设置企业状态（平台运营）',
  },
  queryBusinessConfig: {
    service: 'bm',
    method: 'POST',
    path: '/api/v1/businessConfig/{businessId}/query',
    auth: 'session',
    summary: '企业配置（权限）',
  },
  /** Platform operator only (inner login). */
  saveBusinessConfig: {
    service: 'bm',
    method: 'POST',
    path: '/api/v1/businessConfig/{businessId}/save',
    auth: 'session',
    summary: '保存企业配置（平台运营）',
  },
});

export type EnterpriseAuthRow = z.output<typeof enterpriseAuthRow>;
