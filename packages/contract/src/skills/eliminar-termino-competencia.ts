import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZEliminarTerminoCompetenciaRequest = z.object({ termino: zId });
export const ZEliminarTerminoCompetenciaResponse = z.object({
  content: z.object({ id: z.number().int() }),
});

export const eliminarTerminoCompetencia = defineCall({
  name: 'eliminarTerminoCompetencia',
  access: ['admin'],
  summary: 'Elimina un término de una competencia (404 si no existe).',
  request: ZEliminarTerminoCompetenciaRequest,
  response: ZEliminarTerminoCompetenciaResponse,
});
