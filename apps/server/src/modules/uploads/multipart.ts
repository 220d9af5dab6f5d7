import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { type EndpointSchemas, ErrorCode, ErrorMessage } from '@console/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

export type UploadField = NonNullable<EndpointSchemas['upload']>;

/**
 * A file name holding a NUL names no file and could not be stored (PostgreSQL keeps no NUL in
 * text); such a file is skipped unread and the request refused once it has been read.
 */
const hasNul = (name: string | undefined) => name?.includes('\u0000') ?? false;

export function fileNameInvalid(): AppError {
  return new AppError(ErrorCode.ParamInvalid, ErrorMessage.fileNameInvalid);
}

/** What a multipart request brought: its one file and its text fields. */
export interface ReceivedFile {
  content: Buffer;
  /** The name the file had on the person's machine. */
  fileName: string;
  /** Over `maxBytes`: the content is cut short and must not be kept. */
  tooLarge: boolean;
  fields: Record<string, string>;
}

/**
 * Reads an upload request to its end: the endpoint's file field (or an alias of it), at most
 * `maxBytes` of it, and the text fields beside it in any order. A request without the file, or
 * one that cannot be read, is 330052 上传失败; the size is left to the caller, whose message it is.
 */
export async function readUpload(request: FastifyRequest, field: UploadField, maxBytes: number): Promise<ReceivedFile> {
  const fileFields = new Set([field.fileField, ...(field.aliases ?? [])]);
  if (!request.isMultipart()) throw new AppError(ErrorCode.UploadFailed);
  const fields: Record<string, string> = {};
  let content: Buffer | undefined;
  let fileName = '';
  let tooLarge = false;
  let badName = false;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        if (!fileFields.has(part.fieldname) || content || badName) {
          part.file.resume();
          continue;
        }
        if (hasNul(part.filename)) {
          badName = true;
          part.file.resume();
          continue;
        }
        fileName = part.filename ?? '';
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        tooLarge = part.file.truncated;
        content = Buffer.concat(chunks);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      return { content: Buffer.alloc(0), fileName, tooLarge: true, fields };
    }
    request.log.info({ code: (error as { code?: unknown }).code }, 'upload could not be read');
    throw new AppError(ErrorCode.UploadFailed);
  }
  if (badName) throw fileNameInvalid();
  if (!content) throw new AppError(ErrorCode.UploadFailed);
  return { content, fileName, tooLarge: tooLarge || content.length > maxBytes, fields };
}

/**
 * Like readUpload, but the file goes straight to `path` as it arrives: a numbers file of a
 * million rows never sits in memory. Over `maxBytes` the written part is left for the caller to
 * remove (tooLarge).
 */
export async function receiveUploadToFile(
  request: FastifyRequest,
  field: UploadField,
  maxBytes: number,
  path: string,
): Promise<Omit<ReceivedFile, 'content'> & { size: number }> {
  const fileFields = new Set([field.fileField, ...(field.aliases ?? [])]);
  if (!request.isMultipart()) throw new AppError(ErrorCode.UploadFailed);
  const fields: Record<string, string> = {};
  let received: { fileName: string; size: number; tooLarge: boolean } | undefined;
  let badName = false;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        if (!fileFields.has(part.fieldname) || received || badName) {
          part.file.resume();
          continue;
        }
        if (hasNul(part.filename)) {
          badName = true;
          part.file.resume();
          continue;
        }
        let size = 0;
        part.file.on('data', (chunk: Buffer) => {
          size += chunk.length;
        });
        await pipeline(part.file, createWriteStream(path));
        received = { fileName: part.filename ?? '', size, tooLarge: part.file.truncated };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      return { fileName: received?.fileName ?? '', size: 0, tooLarge: true, fields };
    }
    request.log.info({ code: (error as { code?: unknown }).code }, 'upload could not be read');
    throw new AppError(ErrorCode.UploadFailed);
  }
  if (badName) throw fileNameInvalid();
  if (!received) throw new AppError(ErrorCode.UploadFailed);
  return { ...received, fields };
}
