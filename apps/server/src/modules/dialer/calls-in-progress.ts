import type { DialogItem } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { dialQueue as queue } from '../task/index.ts';
import type { CallProgress } from './carrier.ts';

/**
 * The calls this process has in progress, and its heartbeat: every beat extends their leases and
 * keeps what each has said so far, so that a crash costs at most a lease's length of waiting and a
 * beat's worth of dialog. A process that stops beating loses its calls to the next pass of any
 * server once the leases run out (Dialer.recoverInterrupted).
 */
export class CallsInProgress {
  private readonly calls = new Map<number, { token: string; dialog: DialogItem[]; changed: boolean }>();
  private beating: Promise<void> | undefined;

  get size(): number {
    return this.calls.size;
  }

  /** A call placed on the number under the lease `token`; answers what the carrier reports to. */
  begin(numberId: number, token: string): CallProgress {
    const call = { token, dialog: [] as DialogItem[], changed: false };
    this.calls.set(numberId, call);
    return {
      said: (item) => {
        call.dialog.push(item);
        call.changed = true;
      },
    };
  }

  end(numberId: number): void {
    this.calls.delete(numberId);
  }

  /** One heartbeat; one still running is not started twice. */
  beat(db: Db, leaseUntil: Date): Promise<void> {
    this.beating ??= this.renew(db, leaseUntil).finally(() => {
      this.beating = undefined;
    });
    return this.beating;
  }

  private async renew(db: Db, leaseUntil: Date): Promise<void> {
    const calls = [...this.calls].map(([id, call]) => {
      const dialog = call.changed ? [...call.dialog] : undefined;
      call.changed = false;
      return { id, token: call.token, dialog };
    });
    try {
      await queue.renewLeases(db, calls, leaseUntil);
    } catch (error) {
      // Written again at the next beat.
      for (const { id, dialog } of calls) {
        const call = this.calls.get(id);
        if (call && dialog) call.changed = true;
      }
      throw error;
    }
  }
}
