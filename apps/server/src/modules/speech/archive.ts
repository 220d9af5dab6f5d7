import {
  ErrorCode,
  ErrorMessage,
  type FlowDocument,
  flowDocument,
  SCRIPT_ARCHIVE_ENTRY,
  SCRIPT_INDUSTRIES,
} from '@console/contracts';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { isWave } from '../../lib/wave.ts';

/**
 * A script as a file: a .zip holding script.json with its name, type, industry and flow
 * document, and the say nodes' recordings under audio/<name>. Exporting then importing gives an
 * equal document (with the recordings stored anew under new names).
 */
const ARCHIVE_FORMAT = 'speech-script';
const ARCHIVE_VERSION = 1;
/** Entries are script.json and recordings of at most 2 MB; a larger one (a zip bomb) is left unread. */
const ENTRY_MAX_BYTES = 5 * 1024 * 1024;

export interface ScriptArchive {
  name: string;
  type: number;
  industryType: string;
  document: FlowDocument;
  /** The recordings the document's say nodes name, by that name. */
  audio: Map<string, Uint8Array>;
}

const AUDIO_FOLDER = 'audio/';

/** The recordings a document's say nodes name. */
export function recordingsOf(document: FlowDocument): string[] {
  return [
    ...new Set(
      document.flows.flatMap((flow) =>
        flow.nodes.flatMap((node) => (node.kind === 'say' && node.audio ? [node.audio] : [])),
      ),
    ),
  ];
}

/** The document with each say node's recording renamed (or dropped when the map has no new name). */
export function renameRecordings(document: FlowDocument, names: Map<string, string>): FlowDocument {
  return {
    ...document,
    flows: document.flows.map((flow) => ({
      ...flow,
      nodes: flow.nodes.map((node) =>
        node.kind === 'say' && node.audio ? { ...node, audio: names.get(node.audio) } : node,
      ),
    })),
  };
}

const archiveFile = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(ARCHIVE_VERSION),
  name: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
  industryType: z.string(),
  document: z.unknown(),
});

export function packScript(script: ScriptArchive): Buffer {
  const { audio, ...content } = script;
  const file = { format: ARCHIVE_FORMAT, formatVersion: ARCHIVE_VERSION, ...content };
  const entries: Record<string, Uint8Array> = { [SCRIPT_ARCHIVE_ENTRY]: strToU8(JSON.stringify(file, null, 2)) };
  for (const [name, recording] of audio) entries[`${AUDIO_FOLDER}${name}`] = recording;
  return Buffer.from(zipSync(entries));
}

/** A zip starts with a local file header; anything else is not an export of ours. */
export function isZip(content: Buffer): boolean {
  return content.length > 4 && content.readUInt32LE(0) === 0x04034b50;
}

/** The script in an exported .zip; what is not one answers 100001 naming the first problem. */
export function unpackScript(content: Buffer): Omit<ScriptArchive, 'name'> {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(content, {
      filter: (entry) =>
        (entry.name === SCRIPT_ARCHIVE_ENTRY || entry.name.startsWith(AUDIO_FOLDER)) &&
        entry.originalSize <= ENTRY_MAX_BYTES,
    });
  } catch {
    throw new AppError(ErrorCode.ParamInvalid, ErrorMessage.fileTypeInvalid);
  }
  const entry = entries[SCRIPT_ARCHIVE_ENTRY];
  if (!entry) throw new AppError(ErrorCode.ParamInvalid, ErrorMessage.archiveEntryMissing(SCRIPT_ARCHIVE_ENTRY));
  let json: unknown;
  try {
    json = JSON.parse(strFromU8(entry));
  } catch {
    throw new AppError(ErrorCode.ParamInvalid, ErrorMessage.archiveEntryNotJson(SCRIPT_ARCHIVE_ENTRY));
  }
  const file = archiveFile.safeParse(json);
  if (!file.success) throw new AppError(ErrorCode.ParamInvalid, ErrorMessage.archiveUnsupported);
  const document = flowDocument.safeParse(file.data.document);
  if (!document.success) {
    throw new AppError(ErrorCode.ParamInvalid, ErrorMessage.archiveDocumentInvalid(document.error.issues[0]?.message));
  }
  const known = SCRIPT_INDUSTRIES.some((industry) => industry.industryType === file.data.industryType);
  const audio = new Map<string, Uint8Array>();
  for (const name of recordingsOf(document.data)) {
    const recording = entries[`${AUDIO_FOLDER}${name}`];
    if (recording && isWave(recording)) audio.set(name, recording);
  }
  return {
    type: file.data.type,
    industryType: known ? file.data.industryType : 'other',
    document: document.data,
    audio,
  };
}
