import {
  restablecerPassword as call,
  type TRestablecerPasswordRequest,
} from '@academia/contract/auth/restablecer-password';
import { callApi } from '~/lib/api-client';

/** Sets the new password with the link's token; answers the server's confirmation text. */
export async function restablecerPassword(input: TRestablecerPasswordRequest): Promise<string> {
  const { content } = await callApi(call, input);
  return content.mensaje;
}
