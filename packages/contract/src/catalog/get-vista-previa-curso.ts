import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZTemaCurso } from '../learning/get-temas-curso';
import { ZEstadoCurso } from './shapes';

export const ZGetVistaPreviaCursoRequest = z.object({ curso: zId });
export const ZGetVistaPreviaCursoResponse = z.object({
  /** The outline as a student's course view has it, with nothing finished. */
  content: z.array(ZTemaCurso),
  dataCurso: z.object({
    id: z.number().int(),
    nombre: z.string(),
    slug: z.string(),
    estado: ZEstadoCurso,
  }),
  /** The course's first lesson; 0 when it has none. */
  subtemaActual: z.number().int(),
});
export type TGetVistaPreviaCursoRequest = z.input<typeof ZGetVistaPreviaCursoRequest>;
export type TGetVistaPreviaCursoResponse = z.infer<typeof ZGetVistaPreviaCursoResponse>;

export const getVistaPreviaCurso = defineCall({
  name: 'getVistaPreviaCurso',
  access: ['admin'],
  summary:
    "'Ver como alumno': los temas y lecciones de cualquier curso (también un borrador) como " +
    'los ve un alumno, sin inscripción y sin avance. No escribe nada.',
  request: ZGetVistaPreviaCursoRequest,
  response: ZGetVistaPreviaCursoResponse,
});
