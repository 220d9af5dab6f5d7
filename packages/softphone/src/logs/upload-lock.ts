/**
 * Decides which tab uploads the shared log store: the others keep writing entries, and one
 * uploader is enough because every tab of the origin shares the same IndexedDB.
 */
export interface UploadLeadership {
  /** Whether this instance is the uploader now; called before every upload. */
  acquire(): Promise<boolean>;
  /** Gives the role up (logout, page hide) so another tab takes over. */
  release(): void;
}

const LOCK_NAME = 'console-softphone-log-upload';

/** The part of the Web Locks API this needs. */
export interface LockManagerLike {
  request(
    name: string,
    options: { ifAvailable: boolean },
    callback: (lock: unknown) => Promise<void> | undefined,
  ): Promise<unknown>;
}

/**
 * Holds a Web Lock for as long as this instance uploads. Asking with ifAvailable answers at once
 * instead of queueing, so a tab that is not the uploader simply asks again on its next tick; the
 * browser frees the lock when the holder releases it or its tab closes.
 */
export class WebLockLeadership implements UploadLeadership {
  private held = false;
  private unlock: (() => void) | undefined;

  constructor(private readonly locks: LockManagerLike) {}

  acquire(): Promise<boolean> {
    if (this.held) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      this.locks
        .request(LOCK_NAME, { ifAvailable: true }, (lock) => {
          if (!lock) {
            resolve(false);
            return undefined;
          }
          this.held = true;
          resolve(true);
          return new Promise<void>((release) => {
            this.unlock = release;
          });
        })
        .catch(() => resolve(false));
    });
  }

  release(): void {
    this.held = false;
    this.unlock?.();
    this.unlock = undefined;
  }
}

/** The part of localStorage this needs. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const LEASE_KEY = 'console-softphone-log-upload-lease';
/** Longer than two upload intervals, so one late tick does not hand the role to another tab. */
export const LEASE_TTL_MS = 150_000;

interface Lease {
  owner: string;
  expires: number;
}

/**
 * For browsers without Web Locks: a lease in localStorage that the uploader renews on every tick.
 * A tab that closes without releasing it loses the role when the lease expires.
 */
export class LeaseLeadership implements UploadLeadership {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly owner: string,
    private readonly now: () => number = Date.now,
    private readonly ttlMs = LEASE_TTL_MS,
  ) {}

  async acquire(): Promise<boolean> {
    const current = this.read();
    if (current && current.owner !== this.owner && current.expires > this.now()) return false;
    this.storage.setItem(LEASE_KEY, JSON.stringify({ owner: this.owner, expires: this.now() + this.ttlMs }));
    // Two tabs may have written at once; the one whose write stuck wins.
    return this.read()?.owner === this.owner;
  }

  release(): void {
    if (this.read()?.owner === this.owner) this.storage.removeItem(LEASE_KEY);
  }

  private read(): Lease | undefined {
    try {
      const lease = JSON.parse(this.storage.getItem(LEASE_KEY) ?? 'null') as Lease | null;
      return lease && typeof lease.owner === 'string' && typeof lease.expires === 'number' ? lease : undefined;
    } catch {
      return undefined;
    }
  }
}

export function defaultLeadership(
  storage: KeyValueStorage,
  owner: string,
  now: () => number,
  scope: { navigator?: { locks?: LockManagerLike } } = globalThis as never,
): UploadLeadership {
  const locks = scope.navigator?.locks;
  return locks ? new WebLockLeadership(locks) : new LeaseLeadership(storage, owner, now);
}
