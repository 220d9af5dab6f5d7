import { limits } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { checkImageFile, IMAGE_SIZE_TEXT, IMAGE_TYPE_TEXT } from './image-check.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const GIF = [...'GIF89a'].map((c) => c.charCodeAt(0));

function file(name: string, head: number[], size = 64, type = '') {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
}

describe('checkImageFile', () => {
  it('accepts png and jpg by name and content', async () => {
    expect(await checkImageFile(file('a.png', PNG, 64, 'image/png'))).toBeNull();
    expect(await checkImageFile(file('b.jpg', JPEG, 64, 'image/jpeg'))).toBeNull();
    expect(await checkImageFile(file('c.JPEG', JPEG))).toBeNull();
  });

  it('refuses a gif renamed .png, and other names', async () => {
    expect(await checkImageFile(file('fake.png', GIF, 64, 'image/png'))).toBe(IMAGE_TYPE_TEXT);
    expect(await checkImageFile(file('a.gif', GIF, 64, 'image/gif'))).toBe(IMAGE_TYPE_TEXT);
    expect(await checkImageFile(file('a.bmp', PNG))).toBe(IMAGE_TYPE_TEXT);
    expect(await checkImageFile(file('a.png', PNG, 64, 'image/gif'))).toBe(IMAGE_TYPE_TEXT);
  });

  it('refuses more than 5120 KB', async () => {
    expect(await checkImageFile(file('big.jpg', JPEG, limits.uploadMaxBytes))).toBeNull();
    expect(await checkImageFile(file('big.jpg', JPEG, limits.uploadMaxBytes + 1))).toBe(IMAGE_SIZE_TEXT);
    expect(await checkImageFile(file('six.jpg', JPEG, 6 * 1024 * 1024))).toBe(IMAGE_SIZE_TEXT);
  });
});
