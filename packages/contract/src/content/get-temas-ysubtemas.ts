import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZDataCurso, ZTemaConSubtemas } from './shapes';

export const ZGetTemasYsubtemasRequest = z.object({ curso: zId });
export const ZGetTemasYsubtemasResponse = z.object({
  content: z.array(ZTemaConSubtemas),
  dataCurso: ZDataCurso,
});
export type TGetTemasYsubtemasResponse = z.infer<typeof ZGetTemasYsubtemasResponse>;

export const getTemasYsubtemas = defineCall({
  name: 'getTemasYsubtemas',
  access: ['admin'],
  summary:
    'Los temas de un curso con sus subtemas, en el orden que ve el alumno, y los datos del ' +
    'curso (`dataCurso`). 404 si el curso no existe.',
  request: ZGetTemasYsubtemasRequest,
  response: ZGetTemasYsubtemasResponse,
});
