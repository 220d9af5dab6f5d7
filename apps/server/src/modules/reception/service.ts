import {
  ErrorCode,
  ErrorMessage,
  type ParsedBodyOf,
  RULE_TEMPLATE,
  type receptionApi,
  type reportApi,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SessionContext } from '../account/index.ts';
import { findBusiness } from '../account/index.ts';
import {
  deleteRuleRecord,
  isReceivingNumber,
  numbersWithRules,
  publishedScriptOf,
  saveRuleRecord,
  setRuleJson,
} from './repo.ts';

type Rule = ParsedBodyOf<typeof receptionApi.saveRule>;

/** AI接待's rules (modules-spec 5.1; contracts api/reception.ts). */
export class ReceptionService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** The body names the business too; it must be the session's. */
  numbers(session: SessionContext, query: ParsedBodyOf<typeof reportApi.queryCPNInfoWithBus>) {
    if (query.businessId !== session.businessId) throw new AppError(ErrorCode.BusinessMismatch);
    return numbersWithRules(this.deps.db, session.businessId, {
      cpnTypes: query.cpnTypeArr,
      status: query.status,
      now: this.deps.clock(),
    });
  }

  /**
   * Checks the number and the script belong to the enterprise before anything is written, then
   * keeps the rule with the relation's names taken from the records (the page's copy may be old).
   */
  async save(session: SessionContext, rule: Rule, traceId: string | undefined): Promise<void> {
    const { db } = this.deps;
    const businessId = session.businessId;
    if (rule.headers['business-id'] !== String(businessId)) throw new AppError(ErrorCode.BusinessMismatch);
    const now = this.deps.clock();
    if (!(await isReceivingNumber(db, businessId, rule.dni, now))) {
      throw new AppError(ErrorCode.NotFound, ErrorMessage.receptionNumberNotReceiving);
    }
    const script = await publishedScriptOf(db, businessId, Number(rule.headers['robot-id']));
    if (!script) throw new AppError(ErrorCode.NotFound, ErrorMessage.receptionScriptNotPublished);
    const business = await findBusiness(db, businessId);
    const robotId = String(script.id);
    const stored = {
      ...RULE_TEMPLATE,
      ...rule,
      headers: { ...rule.headers, 'robot-id': robotId, 'business-id': String(businessId) },
      relation: {
        ...rule.relation,
        'robot-id': robotId,
        'robot-name': script.name,
        'business-id': String(businessId),
        'business-name': business?.name ?? '',
      },
    };
    await db.transaction(async (tx) => {
      const id = await saveRuleRecord(tx, {
        businessId,
        cpnCode: rule.dni,
        ani: rule.ani,
        speechSkillId: script.id,
        robotName: script.name,
        rule: stored,
        updatedBy: traceId ?? session.phone,
        now,
      });
      await setRuleJson(tx, id, { ...stored, id: String(id) });
    });
  }

  async remove(session: SessionContext, body: ParsedBodyOf<typeof receptionApi.deleteRule>): Promise<void> {
    if (!(await deleteRuleRecord(this.deps.db, session.businessId, body.dni, body.ani))) {
      throw new AppError(ErrorCode.NotFound, ErrorMessage.receptionRuleNotFound);
    }
  }
}
