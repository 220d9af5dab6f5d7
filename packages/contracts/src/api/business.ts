import { defineEndpoints } from '../endpoint.ts';

/**
 * Enterprise verification, business status and business configuration (service bm).
 *
 * Attachments: uploadEntAuthAttach answers `attachPath`, a server-generated file name inside the
 * business's own upload folder (e.g. `3f2a….png`). enterpriseAuth takes the three names as the
 * array `fileNames` in the order ID front, ID back, business licence; queryEntAuthByBusId answers
 * them joined with commas as `attachmentPath`. The image itself is fetched with entAuthAttach
 * (GET, query `name` and `token`), which only answers a session of the same business.
 */
export const businessApi = defineEndpoints({
  queryEntAuthByBusId: {
    service: 'bm',
    method: 'POST',
    path: '/api/v1/business/{businessId}/queryEntAuthByBusId',
    auth: 'session',
  },
  enterpriseAuth: {
    service: 'bm',
    method: 'POST',
    path: '/api/v1/business/{businessId}/enterpriseAuth',
    auth: 'session',
  },
  /** multipart/form-data: file field `attach` plus the text field `fileName`. */
  uploadEntAuthAttach: {
    service: 'bm',
    method: 'POST',
    path: '/api/v1/business/{businessId}/uploadEntAuthAttach',
    auth: 'session',
  },
  /** GET, query `name` (an attachPath) and `token`; answers the image itself. */
  entAuthAttach: { service: 'bm', method: 'GET', path: '/api/v1/business/{businessId}/entAuthAttach', auth: 'session' },
  queryBusinessStatus: {
    service: 'bm',
    method: 'POST',
    path: '/api/v1/business/{businessId}/queryBusinessStatus',
    auth: 'session',
  },
  /** Platform operator only (inner login). */
  updateBusinessStatus: {
    service: 'bm',
    method: 'POST',
    path: '/api/v1/business/{businessId}/updateBusinessStatus',
    auth: 'session',
  },
  queryBusinessConfig: {
    service: 'bm',
    method: 'POST',
    path: '/api/v1/businessConfig/{businessId}/query',
    auth: 'session',
  },
  /** Platform operator only (inner login). */
  saveBusinessConfig: {
    service: 'bm',
    method: 'POST',
    path: '/api/v1/businessConfig/{businessId}/save',
    auth: 'session',
  },
});

export interface EnterpriseAuthRow {
  enterpriseName: string;
  legalPersonName: string;
  legalPersonId: string;
  /** The three attachment names, comma-separated: ID front, ID back, business licence. */
  attachmentPath: string;
  /** The business's verification status (1 submitted, 2 verified). */
  status: number;
}

export interface EnterpriseAuthBody {
  createUser: string | number;
  enterpriseName: string;
  legalPersonName: string;
  legalPersonId: string;
  /** Exactly three attachPath values: ID front, ID back, business licence. */
  fileNames: string[];
}

export interface UploadAttachRow {
  attachPath: string;
}

export interface BusinessStatusRow {
  status: number;
}
