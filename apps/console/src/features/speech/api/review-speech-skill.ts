import { type BodyOf, speechApi } from '@console/contracts';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { useLibraryChange } from './use-library-change.ts';

async function reviewSpeechSkill(body: BodyOf<typeof speechApi.reviewSpeechSkill>) {
  return firstRow(await callApi(speechApi.reviewSpeechSkill, body));
}

/** The platform operator approves (待发布) or rejects (审核未通过, with the reason) a version. */
export function useReviewSpeechSkill() {
  return useLibraryChange(reviewSpeechSkill);
}
