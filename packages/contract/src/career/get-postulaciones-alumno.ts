import { z } from 'zod';
import { defineCall, zPage, zPaged } from '../core/call';
import { zEstadoPostulacion } from './postulaciones';

export const POSTULACIONES_PAGE_SIZE = 20;

export const ZPostulacionAlumno = z.object({
  id: z.number().int(),
  /** The vacancy: its public page is job/{unique_id} while it is open (`activo`). */
  job: z.object({ unique_id: z.string(), nombre: z.string(), activo: z.boolean() }),
  /** ISO 8601. */
  fecha: z.string(),
  estado: zEstadoPostulacion,
});
export type TPostulacionAlumno = z.infer<typeof ZPostulacionAlumno>;

export const ZGetPostulacionesAlumnoRequest = z.object({ page: zPage });
export const ZGetPostulacionesAlumnoResponse = zPaged(ZPostulacionAlumno);
export type TGetPostulacionesAlumnoRequest = z.input<typeof ZGetPostulacionesAlumnoRequest>;
export type TGetPostulacionesAlumnoResponse = z.infer<typeof ZGetPostulacionesAlumnoResponse>;

export const getPostulacionesAlumno = defineCall({
  name: 'getPostulacionesAlumno',
  method: 'GET',
  access: ['student'],
  summary:
    'Las postulaciones del alumno que llama hechas con su CV de la plataforma, las más ' +
    'recientes primero, 20 por página: la vacante, la fecha y su estado (recibida, ' +
    'en_revision, entrevista, descartada, contratada).',
  request: ZGetPostulacionesAlumnoRequest,
  response: ZGetPostulacionesAlumnoResponse,
});
