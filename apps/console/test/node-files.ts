import { File as NodeFile } from 'node:buffer';
import { vi } from 'vitest';

/**
 * jsdom's FormData and File are not the ones Node's fetch can send (the browser's are): a page
 * that uploads is tested with Node's. Call in beforeAll; vi.unstubAllGlobals() in afterAll.
 */
export async function stubNodeFormData(): Promise<void> {
  const nodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor;
  vi.stubGlobal('FormData', nodeFormData);
}

/** A file of `size` zero bytes that Node's fetch can send. */
export function nodeFile(name: string, size = 100, type = 'application/octet-stream'): File {
  return new NodeFile([new Uint8Array(size)], name, { type }) as unknown as File;
}
