import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZCurso } from './shapes';

export const ZDuplicarCursoRequest = z.object({ curso: zId });
export const ZDuplicarCursoResponse = z.object({ content: ZCurso });
export type TDuplicarCursoRequest = z.input<typeof ZDuplicarCursoRequest>;

export const duplicarCurso = defineCall({
  name: 'duplicarCurso',
  access: ['admin'],
  summary:
    'Copia un curso como borrador, con «(copia)» en el nombre y un slug nuevo: temas, ' +
    'lecciones (con copias nuevas de sus archivos), materiales, quizzes y evaluaciones con sus ' +
    'preguntas. Ni alumnos, ni grupos, ni foros. Responde la copia.',
  request: ZDuplicarCursoRequest,
  response: ZDuplicarCursoResponse,
});
