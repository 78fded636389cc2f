import {
  validarTokenPassword as call,
  type TValidarTokenPasswordResponse,
} from '@academia/contract/auth/validar-token-password';
import { type CallOptions, callApi } from '~/lib/api-client';

export type TokenPassword = TValidarTokenPasswordResponse['content'];

/** Checks a password link without using it up; the server loader calls it in-process. */
export async function validarTokenPassword(
  token: string,
  options?: CallOptions,
): Promise<TokenPassword> {
  const { content } = await callApi(call, { token }, options);
  return content;
}
