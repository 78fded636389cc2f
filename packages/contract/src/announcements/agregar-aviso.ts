import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZAviso, zContenidoAviso, zTituloAviso } from './aviso';

export const ZAgregarAvisoRequest = z.object({
  curso: zId,
  /** One group of the course; left out, the whole course (administrators only). */
  grupo: zId.optional(),
  titulo: zTituloAviso,
  contenido: zContenidoAviso,
});
export const ZAgregarAvisoResponse = z.object({
  content: ZAviso.extend({
    /** Students it was sent to (each also gets an e-mail). */
    destinatarios: z.number().int().min(0),
  }),
});
export type TAgregarAvisoRequest = z.input<typeof ZAgregarAvisoRequest>;
export type TAgregarAvisoResponse = z.infer<typeof ZAgregarAvisoResponse>;

export const agregarAviso = defineCall({
  name: 'agregarAviso',
  access: ['admin', 'teacher'],
  teaches: { curso: 'curso', grupo: 'grupo' },
  summary:
    'Publica un aviso (título y texto enriquecido, saneado) en un curso o en uno de sus grupos: ' +
    'el administrador en cualquiera, el profesor solo en sus grupos. Cada alumno destinatario ' +
    '(inscripción confirmada y activa) lo ve en el curso y recibe un correo.',
  request: ZAgregarAvisoRequest,
  response: ZAgregarAvisoResponse,
});
