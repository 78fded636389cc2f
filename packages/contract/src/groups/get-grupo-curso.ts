import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZGrupo } from './group-schemas';

export const ZGetGrupoCursoRequest = z.object({ grupo: zId });
export const ZGetGrupoCursoResponse = z.object({ content: ZGrupo });
export type TGetGrupoCursoRequest = z.input<typeof ZGetGrupoCursoRequest>;
export type TGetGrupoCursoResponse = z.infer<typeof ZGetGrupoCursoResponse>;

export const getGrupoCurso = defineCall({
  name: 'getGrupoCurso',
  access: ['admin'],
  summary: 'Los datos de un grupo, para editarlo.',
  request: ZGetGrupoCursoRequest,
  response: ZGetGrupoCursoResponse,
});
