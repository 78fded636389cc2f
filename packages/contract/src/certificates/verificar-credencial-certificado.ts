import { z } from 'zod';
import { defineCall } from '../core/call';

export const ZVerificarCredencialCertificadoRequest = z.object({
  credencial: z
    .string()
    .trim()
    .min(1, { error: 'Pega la credencial que quieres verificar.' })
    .max(20_000, { error: 'La credencial es demasiado larga.' }),
});

export const ZVerificacionCredencial = z.object({
  /** True only when the signature, the issuer and the status are all good. */
  valida: z.boolean(),
  /** The signature checks with the academy's published key. */
  firma: z.boolean(),
  /** The issuer is this academy. */
  emisor: z.boolean(),
  /** `vigente`, `revocado`, or `desconocido` (no such certificate here, or unreadable). */
  estado: z.enum(['vigente', 'revocado', 'desconocido']),
  /** The certificate code the credential names, when it could be read. */
  unique_id: z.string().nullable(),
  /** One Spanish sentence saying the outcome. */
  mensaje: z.string(),
});

export const ZVerificarCredencialCertificadoResponse = z.object({
  content: ZVerificacionCredencial,
});
export type TVerificacionCredencial = z.infer<typeof ZVerificacionCredencial>;
export type TVerificarCredencialCertificadoRequest = z.input<
  typeof ZVerificarCredencialCertificadoRequest
>;

export const verificarCredencialCertificado = defineCall({
  name: 'verificarCredencialCertificado',
  access: 'anyone',
  summary:
    'Verifica una credencial (VC-JWT) emitida por la academia: la firma con la clave ' +
    'publicada, el emisor y si el certificado sigue vigente. Siempre responde 200 con el ' +
    'resultado; una credencial ilegible es simplemente no válida.',
  request: ZVerificarCredencialCertificadoRequest,
  response: ZVerificarCredencialCertificadoResponse,
});
