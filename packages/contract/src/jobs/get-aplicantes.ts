import { z } from 'zod';
import { zEstadoPostulacion } from '../career/postulaciones';
import { defineCall, zPage, zPaged } from '../core/call';
import { zUniqueId } from './job-fields';

export const APLICANTES_PAGE_SIZE = 20;

export const ZAplicante = z.object({
  id: z.number().int(),
  nombre: z.string(),
  email: z.string(),
  celular: z.string(),
  telefono: z.string(),
  mensaje: z.string(),
  /** Whether a CV was sent; it is read through /api/descargarCvAplicante/{id}/ with a staff token. */
  cv: z.boolean(),
  /** ISO 8601. */
  fecha: z.string(),
  /** The student (users.id) who applied with the platform CV; null for the public form. */
  alumno: z.number().int().nullable(),
  estado: zEstadoPostulacion,
  /**
   * The academy's valid certificates of that student (none for the public form), each with its
   * public verification page.
   */
  certificados: z.array(
    z.object({
      curso: z.string(),
      /** YYYY-MM-DD. */
      fecha_reconocimiento: z.string(),
      unique_id: z.string(),
      url: z.string(),
    }),
  ),
});
export type TAplicante = z.infer<typeof ZAplicante>;

export const ZGetAplicantesRequest = z.object({ unique_id: zUniqueId, page: zPage });
export const ZGetAplicantesResponse = zPaged(ZAplicante);
export type TGetAplicantesRequest = z.input<typeof ZGetAplicantesRequest>;

export const getAplicantes = defineCall({
  name: 'getAplicantes',
  access: ['admin', 'teacher'],
  summary:
    'Los postulantes de una vacante, los más recientes primero, 20 por página, con su estado; ' +
    'quien se postuló como alumno de la academia trae sus certificados vigentes con su enlace ' +
    'de verificación. Los CV no son públicos: se descargan con GET ' +
    '/api/descargarCvAplicante/{id}/ y un token del personal.',
  request: ZGetAplicantesRequest,
  response: ZGetAplicantesResponse,
});
