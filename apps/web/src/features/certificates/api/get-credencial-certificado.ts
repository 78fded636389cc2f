import { getCredencialCertificado as call } from '@academia/contract/certificates/get-credencial-certificado';
import { type CallOptions, callApi } from '~/lib/api-client';

/** The signed Open Badges credential (VC-JWT) of a current certificate. */
export async function getCredencialCertificado(unique_id: string, options: CallOptions) {
  return (await callApi(call, { unique_id }, options)).content;
}
