import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file under DATA_DIR that keeps the generated secret of an install without SERVER_SECRET. */
export const SERVER_SECRET_FILE = 'server-secret';

/**
 * The key of the server's keyed hashes (SMS codes). SERVER_SECRET when set (production must set
 * it); otherwise a random one generated on the first start and kept, readable by its owner only,
 * under DATA_DIR, where every later start and every instance sharing DATA_DIR finds it. Instances
 * with different data directories (PostgreSQL on several hosts) need SERVER_SECRET.
 */
export function loadServerSecret(config: { serverSecret: string; dataDir: string }): string {
  if (config.serverSecret) return config.serverSecret;
  const file = join(config.dataDir, SERVER_SECRET_FILE);
  const existing = readSecretFile(file);
  if (existing) return existing;
  mkdirSync(config.dataDir, { recursive: true });
  // Written whole under a private name, then linked into place: two instances starting at once
  // both end up with the one that was linked first, never with half a file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  const secret = readSecretFile(file);
  if (!secret) throw new Error(`${file} is empty: remove it to have a new secret generated, or set SERVER_SECRET`);
  return secret;
}

function readSecretFile(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
    throw error;
  }
}
