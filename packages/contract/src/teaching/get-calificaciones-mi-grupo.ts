import { z } from 'zod';
import { defineCall, zId, zPage, zPaged } from '../core/call';
import {
  ZCalificacionesFila,
  ZEvaluacionColumna,
  zOrdenCalificaciones,
} from '../gradebook/get-calificaciones-curso';

export const ZGetCalificacionesMiGrupoRequest = z.object({
  grupo: zId,
  /** Name or e-mail, every word, accents and case ignored. */
  search: z.string().trim().max(100).optional(),
  orden: zOrdenCalificaciones.default('alumno'),
  page: zPage,
});
export const ZGetCalificacionesMiGrupoResponse = zPaged(ZCalificacionesFila).extend({
  curso: z.object({ id: z.number().int(), nombre: z.string(), slug: z.string() }),
  evaluaciones: z.array(ZEvaluacionColumna),
  grupo: z.object({ id: z.number().int(), nombre: z.string() }),
});
export type TGetCalificacionesMiGrupoRequest = z.input<typeof ZGetCalificacionesMiGrupoRequest>;
export type TGetCalificacionesMiGrupoResponse = z.infer<typeof ZGetCalificacionesMiGrupoResponse>;

export const getCalificacionesMiGrupo = defineCall({
  name: 'getCalificacionesMiGrupo',
  method: 'GET',
  access: ['teacher'],
  teaches: { grupo: 'grupo' },
  summary:
    'El libro de calificaciones de uno de los grupos del profesor: las mismas columnas que el ' +
    'del administrador (avance, mejor calificación de cada evaluación, respuestas en el foro, ' +
    'última actividad, fin del acceso), solo con los alumnos de ese grupo; 20 por página.',
  request: ZGetCalificacionesMiGrupoRequest,
  response: ZGetCalificacionesMiGrupoResponse,
});
