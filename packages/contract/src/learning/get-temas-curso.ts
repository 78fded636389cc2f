import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZAcceso } from './common';

export const ZGetTemasCursoRequest = z.object({
  curso: zId,
  /** The enrolment: its unique_id (as in the course view's URL) or its numeric id. */
  alumno_curso: z.union([z.uuid({ error: 'La inscripción no es válida.' }), zId]),
});

/**
 * A subtopic in the outline: its video, note and materials come with `getSubtema`, when the
 * lesson is opened, so the outline stays small.
 */
export const ZSubtemaResumen = z.object({
  id: z.number().int(),
  nombre: z.string(),
  /** 1 when the student has finished it. */
  estatus: z.number().int().min(0).max(1),
});

export const ZTemaCurso = z.object({
  id: z.number().int(),
  nombre: z.string(),
  subtemas: z.array(ZSubtemaResumen),
});

export const ZGetTemasCursoResponse = z.object({
  content: z.array(ZTemaCurso),
  dataCurso: ZAcceso.extend({
    id: z.number().int(),
    nombre: z.string(),
    slug: z.string(),
    imagen: z.string().nullable(),
    /** The enrolment's numeric id, for the other calls of the course view. */
    alumno_curso: z.number().int(),
    unique_id: z.string(),
  }),
  avance: z.number().int().min(0).max(100),
  /** The first subtopic not finished yet (else the first one); 0 when the course has none. */
  subtemaActual: z.number().int(),
  /** The topic of `subtemaActual`; 0 when the course has none. */
  temaActivo: z.number().int(),
});
export type TTemaCurso = z.infer<typeof ZTemaCurso>;
export type TGetTemasCursoRequest = z.input<typeof ZGetTemasCursoRequest>;
export type TGetTemasCursoResponse = z.infer<typeof ZGetTemasCursoResponse>;

export const getTemasCurso = defineCall({
  name: 'getTemasCurso',
  access: ['student'],
  owns: ['alumno_curso'],
  summary:
    'Los temas y subtemas de un curso con lo que el alumno ha terminado, su avance y dónde va. ' +
    'Se puede consultar aunque el periodo de acceso haya terminado (el avance sigue visible).',
  request: ZGetTemasCursoRequest,
  response: ZGetTemasCursoResponse,
});
