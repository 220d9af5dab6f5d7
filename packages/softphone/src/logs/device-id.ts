import type { KeyValueStorage } from './upload-lock.ts';

const DEVICE_ID_KEY = 'console-softphone-device-uuid';

/** The device uuid sent with every log upload, kept so the platform can tell browsers apart. */
export function deviceId(storage: KeyValueStorage): string {
  const known = storage.getItem(DEVICE_ID_KEY);
  if (known) return known;
  const created = crypto.randomUUID();
  storage.setItem(DEVICE_ID_KEY, created);
  return created;
}

/** Where nothing persists (Node, storage disabled): the uuid then lives as long as the page. */
export class MemoryStorage implements KeyValueStorage {
  private readonly values = new Map<string, string>();

  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }

  removeItem(key: string): void {
    this.values.delete(key);
  }
}

export function defaultStorage(): KeyValueStorage {
  try {
    const storage = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    if (storage) return storage;
  } catch {
    // Access throws when the browser blocks storage for this page.
  }
  return new MemoryStorage();
}
