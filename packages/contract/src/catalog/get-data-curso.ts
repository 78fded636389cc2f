import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZCurso } from './shapes';

export const ZGetDataCursoRequest = z.object({ curso: zId });
export const ZGetDataCursoResponse = z.object({ content: ZCurso });
export type TGetDataCursoRequest = z.input<typeof ZGetDataCursoRequest>;

export const getDataCurso = defineCall({
  name: 'getDataCurso',
  access: ['admin'],
  summary:
    'Los datos de un curso para los encabezados y migas de pan de sus pantallas de ' +
    'administración (temas, foro, evaluaciones, grupos). 404 si no existe.',
  request: ZGetDataCursoRequest,
  response: ZGetDataCursoResponse,
});
