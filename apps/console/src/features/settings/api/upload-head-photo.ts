import { userApi } from '@console/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';

/** Sends a head photo (multipart file field `attach`); answers its stored name. */
async function uploadHeadPhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append('attach', file);
  form.append('fileName', file.name);
  return firstRow(await callApi(userApi.uploadHeadPhoto, form)).headPhoto;
}

/** The new photo shows at once everywhere the session's photo does (the header, the info page). */
export function useUploadHeadPhoto() {
  return useMutation({
    mutationFn: uploadHeadPhoto,
    onSuccess: (photo) => {
      const { user, signIn } = useSessionStore.getState();
      if (user) signIn({ ...user, photo });
    },
  });
}
