import { z } from 'zod';
import { defineCall } from '../core/call';
import { courseImage, ZCurso, ZCursoCampos } from './shapes';

export const ZAgregarCursoRequest = ZCursoCampos;
export const ZAgregarCursoResponse = z.object({ content: ZCurso });
export type TAgregarCursoRequest = z.input<typeof ZAgregarCursoRequest>;

export const agregarCurso = defineCall({
  name: 'agregarCurso',
  access: ['admin'],
  multipart: true,
  files: { imagen: courseImage },
  summary:
    'Agrega un curso (formulario multipart con `imagen` opcional, que se guarda también ' +
    'reducida a 400 px para la lista). El slug se forma con el nombre y es único (-2, -3…). ' +
    'Categoría inexistente: 400.',
  request: ZAgregarCursoRequest,
  response: ZAgregarCursoResponse,
});
