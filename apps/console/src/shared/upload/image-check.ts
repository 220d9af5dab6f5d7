import { limits } from '@console/contracts';

export const IMAGE_TYPE_TEXT = '图片格式不正确';
export const IMAGE_SIZE_TEXT = '图片大小不能超过5MB';
export const UPLOAD_FAILED_TEXT = '上传失败';
export const IMAGE_HINT_TEXT = '请上传清晰的图片，大小不超过5M，支持jpg、png格式';
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

const NAME_PATTERN = /\.(png|jpe?g)$/i;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, i) => bytes[i] === byte);
}

async function headOf(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, 8);
  // jsdom's Blob lacks arrayBuffer in some versions; FileReader works everywhere.
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/**
 * Checks an image before it is sent: a png or jpg by name and by content (a gif renamed .png is
 * refused), at most 5120 KB. Answers the message to show, or null when the file may be sent.
 * The server checks the same again.
 */
export async function checkImageFile(file: File): Promise<string | null> {
  if (!NAME_PATTERN.test(file.name)) return IMAGE_TYPE_TEXT;
  if (file.type && file.type !== 'image/png' && file.type !== 'image/jpeg') return IMAGE_TYPE_TEXT;
  const head = await headOf(file);
  if (!startsWith(head, PNG_MAGIC) && !startsWith(head, JPEG_MAGIC)) return IMAGE_TYPE_TEXT;
  if (file.size > limits.uploadMaxBytes) return IMAGE_SIZE_TEXT;
  return null;
}
