import type { ComponentType } from 'react';

/** A chunk that has not arrived after this long is treated as failed (spec section 9). */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export function withTimeout<T>(loading: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('chunk load timeout')), CHUNK_LOAD_TIMEOUT_MS);
    loading.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** A lazily loaded page: its code is fetched the first time its route matches. */
export function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await withTimeout(load())) });
}

// The access checks load with the shell, not with the public pages (the login's size budget).
export const accessModule = () => withTimeout(import('../shared/access/page-access.ts'));
