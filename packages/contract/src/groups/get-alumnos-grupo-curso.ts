import { z } from 'zod';
import { defineCall, zActivo, zId, zPage } from '../core/call';
import { ZAlumnoGrupo, ZCursoRef } from './group-schemas';

export const ZGetAlumnosGrupoCursoRequest = z.object({
  grupo: zId,
  /** Memberships active (1, default) or inactive (0). */
  activo: zActivo.default(1),
  page: zPage,
});
export const ZGetAlumnosGrupoCursoResponse = z.object({
  /** 20 a page, by surname. */
  content: z.array(ZAlumnoGrupo),
  count: z.number().int(),
  grupo: z.object({ id: z.number().int(), nombre: z.string() }),
  curso: ZCursoRef,
});
export type TGetAlumnosGrupoCursoRequest = z.input<typeof ZGetAlumnosGrupoCursoRequest>;
export type TGetAlumnosGrupoCursoResponse = z.infer<typeof ZGetAlumnosGrupoCursoResponse>;

export const getAlumnosGrupoCurso = defineCall({
  name: 'getAlumnosGrupoCurso',
  access: ['admin'],
  summary: 'Los alumnos de un grupo con su precio de venta, 20 por página.',
  request: ZGetAlumnosGrupoCursoRequest,
  response: ZGetAlumnosGrupoCursoResponse,
});
