import { z } from 'zod';
import { defineCall, zActivo, zId, zPage } from '../core/call';
import { ZCursoRef, ZGrupo } from './group-schemas';

export const ZGetGruposCursoRequest = z.object({
  /** The course's id or its slug (the screen's link carries the slug). */
  curso: z.union([zId, z.string().trim().min(1).max(220)]),
  activo: zActivo.default(1),
  page: zPage,
});
export const ZGetGruposCursoResponse = z.object({
  /** 20 a page, by start date. */
  content: z.array(ZGrupo),
  count: z.number().int(),
  curso: ZCursoRef,
});
export type TGetGruposCursoRequest = z.input<typeof ZGetGruposCursoRequest>;
export type TGetGruposCursoResponse = z.infer<typeof ZGetGruposCursoResponse>;

export const getGruposCurso = defineCall({
  name: 'getGruposCurso',
  access: ['admin'],
  summary: 'Los grupos activos (activo 1) o inactivos (0) de un curso, 20 por página.',
  request: ZGetGruposCursoRequest,
  response: ZGetGruposCursoResponse,
});
