import {
  enviarCertificadoEmail as call,
  type TEnviarCertificadoEmailRequest,
} from '@academia/contract/certificates/enviar-certificado-email';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

/** Answers the server's success message ('El correo electrónico se ha enviado satisfactoriamente'). */
export async function enviarCertificadoEmail(input: TEnviarCertificadoEmailRequest) {
  return (await callApi(call, input)).content.mensaje;
}

export function useEnviarCertificadoEmail() {
  return useMutation({ mutationFn: enviarCertificadoEmail });
}
