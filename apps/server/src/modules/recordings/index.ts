/**
 * Call recordings: synthesised from an answered call's dialog on first play, kept under
 * DATA_DIR/recordings and served through signed links; 录音下载 packs a task's into a zip.
 */
export { recordingsExportKind } from './recording-export.ts';
export { registerRecordingRoutes, VOICE_URL } from './routes.ts';
export { type RecordingFile, RecordingStore, type RecordingStoreOptions } from './store.ts';
