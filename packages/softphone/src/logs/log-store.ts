import type { SdkLogEntry } from '@console/contracts';
import { type DBSchema, type IDBPDatabase, type IDBPIndex, openDB } from 'idb';

/** Spec section 9: entries are kept up to 12 hours. */
export const LOG_RETENTION_MS = 12 * 60 * 60 * 1000;
export const DEFAULT_LOG_DB_NAME = 'console-softphone-logs';

const STORE = 'logs';

interface StoredLogEntry extends SdkLogEntry {
  id: number;
}

interface LogSchema extends DBSchema {
  logs: {
    key: number;
    value: SdkLogEntry & { id?: number };
    indexes: { time: number };
  };
}

/**
 * The log entries of this browser in IndexedDB. Every tab of the origin shares the same database,
 * which is what lets a single tab upload what all of them wrote.
 */
export class LogStore {
  private constructor(private readonly db: IDBPDatabase<LogSchema>) {}

  static async open(name = DEFAULT_LOG_DB_NAME): Promise<LogStore> {
    const db = await openDB<LogSchema>(name, 1, {
      upgrade(database) {
        const store = database.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
        store.createIndex('time', 'time');
      },
    });
    return new LogStore(db);
  }

  /** Adds an entry and drops what has outlived the retention, so the store stays bounded without uploads. */
  async add(entry: SdkLogEntry, now: number): Promise<void> {
    const tx = this.db.transaction(STORE, 'readwrite');
    await tx.store.add(entry);
    await this.deleteOlderThan(tx.store.index('time'), now - LOG_RETENTION_MS);
    await tx.done;
  }

  async prune(now: number): Promise<void> {
    const tx = this.db.transaction(STORE, 'readwrite');
    await this.deleteOlderThan(tx.store.index('time'), now - LOG_RETENTION_MS);
    await tx.done;
  }

  /** The oldest entries first, so an upload backlog drains in the order things happened. */
  async oldest(limit: number): Promise<StoredLogEntry[]> {
    return (await this.db.getAll(STORE, undefined, limit)) as StoredLogEntry[];
  }

  async remove(ids: number[]): Promise<void> {
    const tx = this.db.transaction(STORE, 'readwrite');
    await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
  }

  async all(): Promise<StoredLogEntry[]> {
    return (await this.db.getAll(STORE)) as StoredLogEntry[];
  }

  close(): void {
    this.db.close();
  }

  private async deleteOlderThan(
    index: IDBPIndex<LogSchema, ['logs'], 'logs', 'time', 'readwrite'>,
    cutoff: number,
  ): Promise<void> {
    let cursor = await index.openCursor(IDBKeyRange.upperBound(cutoff, true));
    while (cursor) {
      await cursor.delete();
      cursor = await cursor.continue();
    }
  }
}
