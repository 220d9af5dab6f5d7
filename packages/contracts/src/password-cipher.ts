import { ecb } from '@noble/ciphers/aes.js';
import { sha1 } from '@noble/hashes/legacy.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Password transport encryption of the platform: AES-128-ECB with PKCS7 padding, Base64 text.
 * The key is the first 16 bytes of SHA-1(SHA-1('kxjl' + phone + timestamp)), the inner digest
 * taken as its raw 20 bytes. ECB is the platform's wire format, not a choice of this project;
 * the timestamp makes every ciphertext single-use because the server rejects stale ones.
 */
const SALT = 'kxjl';

export function passwordKey(phone: string, timestamp: string | number): Uint8Array {
  return sha1(sha1(utf8ToBytes(`${SALT}${phone}${timestamp}`))).slice(0, 16);
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export function encryptPassword(password: string, phone: string, timestamp: string | number): string {
  return toBase64(ecb(passwordKey(phone, timestamp)).encrypt(utf8ToBytes(password)));
}

/** Throws when the text is not valid Base64 or does not decrypt with this phone and timestamp. */
export function decryptPassword(cipherText: string, phone: string, timestamp: string | number): string {
  const plain = ecb(passwordKey(phone, timestamp)).decrypt(fromBase64(cipherText));
  return new TextDecoder('utf-8', { fatal: true }).decode(plain);
}
