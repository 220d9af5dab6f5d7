import { speechApi } from '@console/contracts';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { useLibraryChange } from './use-library-change.ts';

async function submitReview(id: number) {
  return firstRow(await callApi(speechApi.submitReview, { id }));
}

/** 提交审核: freezes the draft as a version under review. */
export function useSubmitReview() {
  return useLibraryChange(submitReview);
}
