/**
 * The database schema, one file per owning module: a table's file is named after the module whose
 * repo alone writes SQL on it (rate-limit.ts belongs to plugins/rate-limit-store.ts). Other modules
 * ask the owner. Migrations in apps/server/drizzle are generated from these files
 * (`npm run db:generate -w apps/server`) and applied at start-up.
 *
 * Times are timestamptz written from the server's clock, never the database's now(), so tests
 * can move time and several servers agree on one source of truth per request.
 */
import * as account from './account.ts';
import * as blacklist from './blacklist.ts';
import * as business from './business.ts';
import * as callRecords from './call-records.ts';
import * as captcha from './captcha.ts';
import * as customer from './customer.ts';
import * as download from './download.ts';
import * as fee from './fee.ts';
import * as imports from './imports.ts';
import * as knowledge from './knowledge.ts';
import * as lines from './lines.ts';
import * as permissions from './permissions.ts';
import * as rateLimit from './rate-limit.ts';
import * as reception from './reception.ts';
import * as register from './register.ts';
import * as sms from './sms.ts';
import * as softphone from './softphone.ts';
import * as speech from './speech.ts';
import * as task from './task.ts';
import * as team from './team.ts';
import * as updateLog from './update-log.ts';
import * as uploads from './uploads.ts';
import * as user from './user.ts';

export * from './account.ts';
export * from './blacklist.ts';
export * from './business.ts';
export * from './call-records.ts';
export * from './captcha.ts';
export * from './customer.ts';
export * from './download.ts';
export * from './fee.ts';
export * from './imports.ts';
export * from './knowledge.ts';
export * from './lines.ts';
export * from './permissions.ts';
export * from './rate-limit.ts';
export * from './reception.ts';
export * from './register.ts';
export * from './sms.ts';
export * from './softphone.ts';
export * from './speech.ts';
export * from './task.ts';
export * from './team.ts';
export * from './update-log.ts';
export * from './uploads.ts';
export * from './user.ts';

/** Every table, for the drivers' relational queries. */
export const schema = {
  ...account,
  ...blacklist,
  ...business,
  ...callRecords,
  ...captcha,
  ...customer,
  ...download,
  ...fee,
  ...imports,
  ...knowledge,
  ...lines,
  ...permissions,
  ...rateLimit,
  ...reception,
  ...register,
  ...sms,
  ...softphone,
  ...speech,
  ...task,
  ...team,
  ...updateLog,
  ...uploads,
  ...user,
};
