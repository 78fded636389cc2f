import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZGetForosDiscusionAlumnoCursoRequest = z.object({ curso: zId });
export const ZForoAlumno = z.object({
  id: z.number().int(),
  pregunta: z.string(),
  /** 1 when the student has answered it. */
  resultado: z.number().int().min(0).max(1),
});
export const ZGetForosDiscusionAlumnoCursoResponse = z.object({ content: z.array(ZForoAlumno) });
export type TForoAlumno = z.infer<typeof ZForoAlumno>;

export const getForosDiscusionAlumnoCurso = defineCall({
  name: 'getForosDiscusionAlumnoCurso',
  access: ['student'],
  summary:
    'Las preguntas del foro de un curso en el que el alumno está inscrito, con 1 en resultado ' +
    'si ya respondió.',
  request: ZGetForosDiscusionAlumnoCursoRequest,
  response: ZGetForosDiscusionAlumnoCursoResponse,
});
