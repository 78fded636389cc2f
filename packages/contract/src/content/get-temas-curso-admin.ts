import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZTemaConSubtemas } from './shapes';

export const ZGetTemasCursoAdminRequest = z.object({ curso: zId });
export const ZGetTemasCursoAdminResponse = z.object({ content: z.array(ZTemaConSubtemas) });
export type TGetTemasCursoAdminRequest = z.input<typeof ZGetTemasCursoAdminRequest>;

export const getTemasCursoAdmin = defineCall({
  name: 'getTemasCursoAdmin',
  access: ['admin'],
  summary:
    'Los temas de un curso con sus subtemas, en orden (el selector de lección anterior y ' +
    'siguiente del editor); 404 sin curso.',
  request: ZGetTemasCursoAdminRequest,
  response: ZGetTemasCursoAdminResponse,
});
