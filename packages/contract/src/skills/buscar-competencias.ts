import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZCompetenciaBreve } from './shapes';

export const ZBuscarCompetenciasRequest = z.object({
  search: z.string().trim().max(100).default(''),
});
export const ZBuscarCompetenciasResponse = z.object({ content: z.array(ZCompetenciaBreve) });
export type TBuscarCompetenciasRequest = z.input<typeof ZBuscarCompetenciasRequest>;

export const buscarCompetencias = defineCall({
  name: 'buscarCompetencias',
  method: 'GET',
  // Teachers write vacancies too (agregarJob), and the job form picks their skills here.
  access: ['admin', 'teacher'],
  summary:
    'Hasta 20 competencias cuyo nombre o término contiene `search` (sin acentos ni mayúsculas), ' +
    'por nombre: las opciones del selector de competencias de los formularios de curso y vacante.',
  request: ZBuscarCompetenciasRequest,
  response: ZBuscarCompetenciasResponse,
});
