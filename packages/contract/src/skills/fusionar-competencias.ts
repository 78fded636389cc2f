import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZCompetenciaBreve } from './shapes';

export const ZFusionarCompetenciasRequest = z
  .object({ origen: zId, destino: zId })
  .refine((v) => v.origen !== v.destino, {
    error: 'Elige otra competencia para conservar.',
    path: ['destino'],
  });
export const ZFusionarCompetenciasResponse = z.object({ content: ZCompetenciaBreve });
export type TFusionarCompetenciasRequest = z.input<typeof ZFusionarCompetenciasRequest>;

export const fusionarCompetencias = defineCall({
  name: 'fusionarCompetencias',
  access: ['admin'],
  summary:
    'Fusiona la competencia `origen` en `destino`, que se conserva: sus cursos, vacantes y ' +
    'vacantes analizadas pasan a `destino` sin duplicarse, sus términos también, y su nombre ' +
    'queda como término de `destino`. `origen` se elimina. 404 si alguna no existe.',
  request: ZFusionarCompetenciasRequest,
  response: ZFusionarCompetenciasResponse,
});
