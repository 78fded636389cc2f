import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZCompetenciaBreve, zNombreCompetencia } from './shapes';

export const ZAgregarCompetenciaRequest = z.object({ nombre: zNombreCompetencia });
export const ZAgregarCompetenciaResponse = z.object({ content: ZCompetenciaBreve });
export type TAgregarCompetenciaRequest = z.input<typeof ZAgregarCompetenciaRequest>;

export const agregarCompetencia = defineCall({
  name: 'agregarCompetencia',
  access: ['admin'],
  summary:
    'Agrega una competencia. Un nombre que ya es competencia o término (sin importar acentos ' +
    'ni mayúsculas): 409 que nombra con cuál choca.',
  request: ZAgregarCompetenciaRequest,
  response: ZAgregarCompetenciaResponse,
});
