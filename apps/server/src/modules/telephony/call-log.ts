import type { CallOrigin } from '@console/contracts';
import type { RtpCounters } from './customer-media.ts';

export type CallState = 'inviting' | 'ringing' | 'answered' | 'ended' | 'rejected' | 'failed';

/** One simulated call as the dev routes show it; times are ISO strings, null until reached. */
export interface CallLogRow {
  agentLegUuid: string;
  customerLegUuid: string;
  businessId: number;
  dn: string;
  origin: CallOrigin;
  ani: string;
  dni: string;
  state: CallState;
  /** Final SIP status of the INVITE (or of the call's end), null while none. */
  sipStatus: number | null;
  reason: string | null;
  startedAt: string;
  /** When the INVITE went out to the agent (after the media offer was ready). */
  invitedAt: string | null;
  /** When the agent's 200 OK arrived. */
  answeredAt: string | null;
  endedAt: string | null;
  rtp: RtpCounters;
}

/** The last calls of this process, newest last; nothing is persisted (it is a simulator). */
export class CallLog {
  private readonly rows: CallLogRow[] = [];

  constructor(private readonly capacity = 200) {}

  add(row: CallLogRow): void {
    this.rows.push(row);
    if (this.rows.length > this.capacity) this.rows.splice(0, this.rows.length - this.capacity);
  }

  find(agentLegUuid: string): CallLogRow | undefined {
    return this.rows.find((row) => row.agentLegUuid === agentLegUuid);
  }

  /** Copies, newest first, so callers never hold the live counters. */
  ofBusiness(businessId: number): CallLogRow[] {
    return this.rows
      .filter((row) => row.businessId === businessId)
      .reverse()
      .map((row) => ({ ...row, rtp: { ...row.rtp } }));
  }
}
