import {
  solicitarRestablecerPassword as call,
  type TSolicitarRestablecerPasswordRequest,
} from '@academia/contract/auth/solicitar-restablecer-password';
import { callApi } from '~/lib/api-client';

/** Asks for a reset link; answers the server's neutral message (the same for any e-mail). */
export async function solicitarRestablecerPassword(
  input: TSolicitarRestablecerPasswordRequest,
): Promise<string> {
  const { content } = await callApi(call, input);
  return content.mensaje;
}
