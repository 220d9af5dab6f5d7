import { speechApi } from '@console/contracts';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { useLibraryChange } from './use-library-change.ts';

async function importSpeechSkill(input: { name: string; file: File }): Promise<number> {
  const form = new FormData();
  form.set('speechSkillName', input.name);
  form.set('sysType', '2');
  form.set('OBJECT', input.file);
  return firstRow(await callApi(speechApi.importSpeech, form)).id;
}

/** 话术导入: a new script from an exported .zip. */
export function useImportSpeechSkill() {
  return useLibraryChange(importSpeechSkill);
}
