import { type BodyOf, type ExperienceTurnRow, speechApi } from '@console/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';

async function respondExperience(body: BodyOf<typeof speechApi.respondExperience>): Promise<ExperienceTurnRow> {
  return firstRow(await callApi(speechApi.respondExperience, body));
}

/** 体验: the customer's line or silence, and the robot's answer. */
export function useRespondExperience() {
  return useMutation({ mutationFn: respondExperience });
}
