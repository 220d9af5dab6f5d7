/**
 * Uploaded files under DATA_DIR/uploads (images, recordings, spreadsheets waiting for their
 * import): read from multipart with size limits, sniffed, kept per enterprise. Owns uploads.
 */
export { type ReceivedFile, readUpload, receiveUploadToFile, type UploadField } from './multipart.ts';
export type { UploadKind } from './repo.ts';
export { UploadStore } from './store.ts';
