import { getDatosCertificadoAlumno as call } from '@academia/contract/certificates/get-datos-certificado-alumno';
import { type CallOptions, callApi } from '~/lib/api-client';

/** The public page's data; called by its server loader through the load context. */
export async function getDatosCertificadoAlumno(unique_id: string, options: CallOptions) {
  return (await callApi(call, { unique_id }, options)).content;
}
