import { type TaskUploadRow, taskApi } from '@console/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';

interface NumberFileUpload {
  file: File;
  speechSkillId: number;
}

/** The file's ending without the dot (csv, xlsx, xls), as the server's fileSuffix. */
function suffixOf(name: string): string {
  return name.slice(name.lastIndexOf('.') + 1).toLowerCase();
}

async function uploadTaskFile({ file, speechSkillId }: NumberFileUpload): Promise<TaskUploadRow> {
  const form = new FormData();
  form.append('speechSkillId', String(speechSkillId));
  form.append('fileSuffix', suffixOf(file.name));
  form.append('OBJECT', file);
  return firstRow(await callApi(taskApi.uploadTaskFile, form));
}

/**
 * 外呼数据: the numbers file checked against the script's template; answers the stored name and
 * the share of rejected rows. Nothing is listed until the task is created, so nothing is re-read.
 */
export function useUploadTaskFile() {
  return useMutation({ mutationFn: uploadTaskFile });
}
