import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ErrorCode, limits } from '@console/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SessionContext } from '../account/index.ts';
import { fileNameInvalid, readUpload, type UploadField } from './multipart.ts';
import { deleteUpload, findUpload, insertUpload, type UploadKind, type UploadRow } from './repo.ts';

const IMAGE_TYPES: Record<string, 'png' | 'jpg'> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/**
 * The file's type by its magic bytes. The sniffer reads further into some formats (a zip's
 * entries, to tell an xlsx from a jar) and throws on one that only starts right: such a file is
 * of no type it knows.
 */
async function sniffType(content: Buffer) {
  try {
    return await fileTypeFromBuffer(content);
  } catch {
    return undefined;
  }
}

interface StoredUpload {
  name: string;
  mime: string;
  size: number;
}

/**
 * Uploaded files: images (enterprise verification attachments, head photos) through receive(),
 * and files other modules read and check themselves (recordings, spreadsheets) through store().
 * An image's type is judged by its content (magic bytes), never by its name or declared type;
 * only png and jpeg pass. A
 * file over limits.uploadMaxBytes is refused whole: nothing is written until the complete file
 * has been read and checked. Files live under DATA_DIR/uploads/<businessId>/ with
 * server-generated names, and are served only to sessions of the same business.
 */
export class UploadStore {
  readonly root: string;

  constructor(
    dataDir: string,
    private readonly db: Db,
    private readonly clock: Clock,
    readonly maxBytes: number = limits.uploadMaxBytes,
  ) {
    this.root = join(dataDir, 'uploads');
  }

  /** Reads the endpoint's multipart file field (or an alias of it), checks the file and stores it. */
  async receive(
    request: FastifyRequest,
    session: SessionContext,
    kind: UploadKind,
    field: UploadField,
  ): Promise<StoredUpload> {
    const file = await readUpload(request, field, this.maxBytes);
    if (file.tooLarge) throw new AppError(ErrorCode.ImageTooLarge);
    if (file.content.length === 0) throw new AppError(ErrorCode.UploadFailed);
    const sniffed = await sniffType(file.content);
    const extension = sniffed ? IMAGE_TYPES[sniffed.mime] : undefined;
    if (!sniffed || !extension) throw new AppError(ErrorCode.ImageInvalid);
    const originalName = file.fields.fileName?.trim() || file.fileName;
    if (originalName.includes('\u0000')) throw fileNameInvalid();
    return this.store(session, kind, file.content, { mime: sniffed.mime, extension, originalName });
  }

  /**
   * Keeps a file the caller has read and checked (its type by content where it has one) under a
   * server-generated name, recorded as the session's business's upload of `kind`.
   */
  async store(
    session: SessionContext,
    kind: UploadKind,
    content: Buffer,
    file: { mime: string; extension: string; originalName: string },
  ): Promise<StoredUpload> {
    const { mime, extension } = file;
    const originalName = file.originalName.slice(0, 200);
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    const folder = join(this.root, String(session.businessId));
    const path = join(folder, name);
    const partial = `${path}.part`;
    try {
      await mkdir(folder, { recursive: true });
      await writeFile(partial, content, { flag: 'wx' });
      await rename(partial, path);
    } catch {
      await rm(partial, { force: true });
      throw new AppError(ErrorCode.UploadFailed);
    }
    try {
      await insertUpload(this.db, {
        businessId: session.businessId,
        name,
        kind,
        mime,
        size: content.length,
        originalName,
        userId: session.userId,
        operatorId: session.operatorId,
        createdAt: this.clock(),
      });
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
    return { name, mime, size: content.length };
  }

  /** The content of a stored file of this business and kind; undefined when it is not (or no longer) there. */
  async read(businessId: number, name: string, kind: UploadKind): Promise<Buffer | undefined> {
    if (!(await this.find(businessId, name, kind))) return undefined;
    return readFile(join(this.root, String(businessId), name)).catch(() => undefined);
  }

  /** Removes a stored file that served its purpose (an imported spreadsheet). */
  async discard(businessId: number, name: string, kind: UploadKind): Promise<void> {
    await deleteUpload(this.db, { businessId, name, kind });
    await rm(join(this.root, String(businessId), name), { force: true });
  }

  /** Whether every name is an upload of this kind of this business. */
  async ownsAll(businessId: number, kind: UploadKind, names: readonly string[]): Promise<boolean[]> {
    return Promise.all(names.map(async (name) => (await this.find(businessId, name, kind)) !== undefined));
  }

  private find(businessId: number, name: string, kind: UploadKind) {
    return findUpload(this.db, { businessId, name, kind });
  }

  /** Sends a stored file of the session's business; another business's name is simply not found. */
  async send(reply: FastifyReply, businessId: number, name: string, kind: UploadKind): Promise<FastifyReply> {
    const row = await this.find(businessId, name, kind);
    if (!row) throw new AppError(ErrorCode.NotFound, undefined, { statusCode: 404 });
    return this.reply(reply, row, 'private, max-age=3600');
  }

  /**
   * A head photo by its name alone, as the original console shows it (staticUrl + '/' + name):
   * the name is 128 random bits, so only who was shown it can ask for it. Never an enterprise
   * verification image: those are ID cards and stay behind the session.
   */
  async sendHeadPhoto(reply: FastifyReply, name: string): Promise<FastifyReply> {
    const row = await findUpload(this.db, { name, kind: 'headPhoto' });
    if (!row) throw new AppError(ErrorCode.NotFound, undefined, { statusCode: 404 });
    return this.reply(reply, row, 'public, max-age=86400, immutable');
  }

  private async reply(reply: FastifyReply, row: UploadRow, cacheControl: string) {
    const { businessId } = row;
    let content: Buffer;
    try {
      content = await readFile(join(this.root, String(businessId), row.name));
    } catch {
      throw new AppError(ErrorCode.NotFound, undefined, { statusCode: 404 });
    }
    return reply
      .header('Content-Type', row.mime)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', 'inline')
      .header('Cache-Control', cacheControl)
      .send(content);
  }
}
