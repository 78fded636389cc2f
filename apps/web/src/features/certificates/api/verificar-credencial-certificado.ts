import { verificarCredencialCertificado as call } from '@academia/contract/certificates/verificar-credencial-certificado';
import { type CallOptions, callApi } from '~/lib/api-client';

/** Signature, issuer and revocation status of a credential. */
export async function verificarCredencialCertificado(credencial: string, options: CallOptions) {
  return (await callApi(call, { credencial }, options)).content;
}
