import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZTerminoCompetencia, zTerminoCompetencia } from './shapes';

export const ZAgregarTerminoCompetenciaRequest = z.object({
  competencia: zId,
  termino: zTerminoCompetencia,
});
export const ZAgregarTerminoCompetenciaResponse = z.object({ content: ZTerminoCompetencia });
export type TAgregarTerminoCompetenciaRequest = z.input<typeof ZAgregarTerminoCompetenciaRequest>;

export const agregarTerminoCompetencia = defineCall({
  name: 'agregarTerminoCompetencia',
  access: ['admin'],
  summary:
    'Agrega un término (otra forma de escribirla) a una competencia. Un término que ya es ' +
    'competencia o término (sin acentos ni mayúsculas): 409. Competencia inexistente: 404. ' +
    'Las vacantes ya importadas se reasignan con aplicarTerminosVacantes.',
  request: ZAgregarTerminoCompetenciaRequest,
  response: ZAgregarTerminoCompetenciaResponse,
});
