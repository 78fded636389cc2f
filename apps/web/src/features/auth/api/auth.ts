import { auth, type TAuthRequest } from '@academia/contract/auth/auth';
import { callApi } from '~/lib/api-client';
import { storeToken } from '~/lib/session';

/** Logs in and keeps the session as the spec says (localStorage `token` = `token <key>`). */
export async function login(input: TAuthRequest): Promise<void> {
  const { token } = await callApi(auth, input);
  storeToken(token);
}
