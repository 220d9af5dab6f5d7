import { userApi } from '@console/contracts';
import { sealPassword } from '../../../shared/forms/password-field.ts';
import { callApi } from '../../../shared/http/api-client.ts';

/** A plain call: the page that makes it loads without the query library, like the other auth pages. */
export async function setInitialPassword(password: string, phone: string): Promise<void> {
  const sealed = sealPassword(password, phone);
  await callApi(userApi.setInitialPassword, { newPassword: sealed.password, timestamp: sealed.timestamp });
}
