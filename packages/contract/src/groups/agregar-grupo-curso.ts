import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZGrupo, ZGrupoFields } from './group-schemas';

export const ZAgregarGrupoCursoRequest = ZGrupoFields.and(z.object({ curso: zId }));
export const ZAgregarGrupoCursoResponse = z.object({ content: ZGrupo });
export type TAgregarGrupoCursoRequest = z.input<typeof ZAgregarGrupoCursoRequest>;
export type TAgregarGrupoCursoResponse = z.infer<typeof ZAgregarGrupoCursoResponse>;

export const agregarGrupoCurso = defineCall({
  name: 'agregarGrupoCurso',
  access: ['admin'],
  summary: 'Crea un grupo de un curso con su profesor y fechas.',
  request: ZAgregarGrupoCursoRequest,
  response: ZAgregarGrupoCursoResponse,
});
