import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { courseImage, ZCurso, ZCursoCampos } from './shapes';

export const ZActualizarCursoRequest = ZCursoCampos.and(z.object({ curso: zId }));
export const ZActualizarCursoResponse = z.object({ content: ZCurso });
export type TActualizarCursoRequest = z.input<typeof ZActualizarCursoRequest>;

export const actualizarCurso = defineCall({
  name: 'actualizarCurso',
  access: ['admin'],
  multipart: true,
  files: { imagen: courseImage },
  summary:
    'Actualiza un curso (multipart). Sin `imagen` se conserva la actual. Si cambia el nombre, ' +
    'cambia el slug. Curso inexistente: 404.',
  request: ZActualizarCursoRequest,
  response: ZActualizarCursoResponse,
});
