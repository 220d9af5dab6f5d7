/**
 * The platform's password transport encryption (packages/contracts/src/password-cipher.ts:
 * AES-128-ECB, PKCS7, key = first 16 bytes of SHA-1(SHA-1('kxjl' + phone + timestamp)), Base64)
 * on the browser's WebCrypto instead of the contracts' pure-JS ciphers, which would add about
 * 4.4 KB gzip to an SDK with a 90 KB budget. WebCrypto has no ECB; a block encrypted alone with
 * AES-CBC and a zero IV is that block's ECB encryption (C = E(P xor 0)), followed by a padding
 * block that is dropped.
 */
const SALT = 'kxjl';
const BLOCK = 16;

async function sha1(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest('SHA-1', bytes));
}

function pkcs7(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const padding = BLOCK - (bytes.length % BLOCK);
  const padded = new Uint8Array(bytes.length + padding);
  padded.set(bytes);
  padded.fill(padding, bytes.length);
  return padded;
}

export async function encryptPassword(password: string, phone: string, timestamp: string | number): Promise<string> {
  const encoder = new TextEncoder();
  const digest = await sha1(await sha1(encoder.encode(`${SALT}${phone}${timestamp}`)));
  const key = await crypto.subtle.importKey('raw', digest.slice(0, BLOCK), 'AES-CBC', false, ['encrypt']);
  const plain = pkcs7(encoder.encode(password));
  const iv = new Uint8Array(BLOCK);
  let binary = '';
  for (let offset = 0; offset < plain.length; offset += BLOCK) {
    const block = plain.slice(offset, offset + BLOCK);
    const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-CBC', iv }, key, block));
    for (const byte of sealed.subarray(0, BLOCK)) binary += String.fromCharCode(byte);
  }
  return btoa(binary);
}
