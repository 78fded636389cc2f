import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZCompetenciaBreve, zNombreCompetencia } from './shapes';

export const ZRenombrarCompetenciaRequest = z.object({
  competencia: zId,
  nombre: zNombreCompetencia,
});
export const ZRenombrarCompetenciaResponse = z.object({ content: ZCompetenciaBreve });
export type TRenombrarCompetenciaRequest = z.input<typeof ZRenombrarCompetenciaRequest>;

export const renombrarCompetencia = defineCall({
  name: 'renombrarCompetencia',
  access: ['admin'],
  summary:
    'Cambia el nombre de una competencia (404 si no existe). Un nombre de otra competencia o ' +
    'un término: 409.',
  request: ZRenombrarCompetenciaRequest,
  response: ZRenombrarCompetenciaResponse,
});
