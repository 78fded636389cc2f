import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZGrupo, ZGrupoFields } from './group-schemas';

export const ZActualizarGrupoCursoRequest = ZGrupoFields.and(z.object({ grupo: zId }));
export const ZActualizarGrupoCursoResponse = z.object({ content: ZGrupo });
export type TActualizarGrupoCursoRequest = z.input<typeof ZActualizarGrupoCursoRequest>;
export type TActualizarGrupoCursoResponse = z.infer<typeof ZActualizarGrupoCursoResponse>;

export const actualizarGrupoCurso = defineCall({
  name: 'actualizarGrupoCurso',
  access: ['admin'],
  summary: 'Actualiza nombre, descripción, fechas y profesor de un grupo.',
  request: ZActualizarGrupoCursoRequest,
  response: ZActualizarGrupoCursoResponse,
});
