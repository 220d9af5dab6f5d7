import { speechApi } from '@console/contracts';
import { useMutation } from '@tanstack/react-query';
import { callFileApi, saveBlob } from '../../../shared/http/api-file.ts';

async function exportSpeechSkill(script: { id: number; name: string }): Promise<void> {
  saveBlob(await callFileApi(speechApi.exportSpeech, { id: script.id }), `${script.name}.zip`);
}

/** 导出: downloads the script as <name>.zip. */
export function useExportSpeechSkill() {
  return useMutation({ mutationFn: exportSpeechSkill });
}
