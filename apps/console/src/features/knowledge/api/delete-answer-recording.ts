import { knowledgeApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useKnowledgeChange } from './use-knowledge-change.ts';

async function deleteAnswerRecording(answerId: number): Promise<void> {
  await callApi(knowledgeApi.recordfileDelete, { id: answerId });
}

/** The table's 删除 of a recording: the answer goes back to its text. */
export function useDeleteAnswerRecording() {
  return useKnowledgeChange(deleteAnswerRecording);
}
