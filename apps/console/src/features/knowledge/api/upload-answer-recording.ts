import { knowledgeApi } from '@console/contracts';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { useKnowledgeChange } from './use-knowledge-change.ts';

interface RecordingUpload {
  kbId: number;
  file: File;
  /** Given, the answer becomes this recording at once (the table); else only its name is answered (the dialog). */
  answerId?: number;
  questionId?: number;
}

async function uploadAnswerRecording({ kbId, file, answerId, questionId }: RecordingUpload): Promise<string> {
  const form = new FormData();
  form.append('kbId', String(kbId));
  if (answerId !== undefined) form.append('answerId', String(answerId));
  if (questionId !== undefined) form.append('questionId', String(questionId));
  form.append('record', file);
  return firstRow(await callApi(knowledgeApi.recordFill, form)).path;
}

/** 录音上传: answers the recording's name. */
export function useUploadAnswerRecording() {
  return useKnowledgeChange(uploadAnswerRecording);
}
