import { type BodyOf, type ExperienceTurnRow, speechApi } from '@console/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';

async function startExperience(body: BodyOf<typeof speechApi.startExperience>): Promise<ExperienceTurnRow> {
  return firstRow(await callApi(speechApi.startExperience, body));
}

/** 体验: the opening of a dialogue with the draft or a version. */
export function useStartExperience() {
  return useMutation({ mutationFn: startExperience });
}
