import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZGetEvaluacionesCursoAlumnoRequest = z.object({ curso: zId, alumno_curso: zId });
export const ZEvaluacionAlumno = z.object({
  id: z.number().int(),
  nombre: z.string(),
  /** 1 when the student has passed it. */
  resultado: z.number().int().min(0).max(1),
});
export const ZGetEvaluacionesCursoAlumnoResponse = z.object({
  content: z.array(ZEvaluacionAlumno),
});
export type TEvaluacionAlumno = z.infer<typeof ZEvaluacionAlumno>;

export const getEvaluacionesCursoAlumno = defineCall({
  name: 'getEvaluacionesCursoAlumno',
  access: ['student'],
  owns: ['alumno_curso'],
  summary: 'Las evaluaciones de un curso del alumno, con 1 en resultado si ya aprobó.',
  request: ZGetEvaluacionesCursoAlumnoRequest,
  response: ZGetEvaluacionesCursoAlumnoResponse,
});
