import { z } from 'zod';
import { defineCall, zId } from '../core/call';

/** A student asks for their own CV without naming anyone; staff name the student (users.id). */
export const ZGetEnlaceCvPlataformaRequest = z.object({ alumno: zId.optional() });
export const ZGetEnlaceCvPlataformaResponse = z.object({
  content: z.object({
    /**
     * The PDF's address on this site, signed for the caller and expiring (`/cv-plataforma/{id}.pdf
     * ?exp=…&v=…&sig=…`): opened as is, with no token, so a new tab or a download can read it.
     */
    url: z.string(),
    /** ISO 8601: the address stops working after this moment. */
    expira: z.string(),
  }),
});
export type TGetEnlaceCvPlataformaRequest = z.input<typeof ZGetEnlaceCvPlataformaRequest>;
export type TGetEnlaceCvPlataformaResponse = z.infer<typeof ZGetEnlaceCvPlataformaResponse>;

export const getEnlaceCvPlataforma = defineCall({
  name: 'getEnlaceCvPlataforma',
  access: ['student', 'admin'],
  owns: ['alumno'],
  summary:
    'Una dirección firmada y con caducidad del CV de la plataforma (PDF con el perfil y los ' +
    'certificados vigentes de la academia, cada uno con su enlace de verificación y código QR). ' +
    'El alumno obtiene el suyo; un administrador, el de un alumno solo si ese alumno permitió ' +
    'que el personal vea su CV (403 si no).',
  request: ZGetEnlaceCvPlataformaRequest,
  response: ZGetEnlaceCvPlataformaResponse,
});
