import { z } from 'zod';
import { defineCall, zPage } from '../core/call';
import { ZCursoRef } from '../groups/group-schemas';

/** Groups per page of a teacher's 'Mis grupos'. */
export const MIS_GRUPOS_POR_PAGINA = 20;

export const ZGetMisGruposRequest = z.object({ page: zPage });
export const ZMiGrupo = z.object({
  id: z.number().int(),
  nombre: z.string(),
  /** YYYY-MM-DD or null. */
  fecha_inicio: z.string().nullable(),
  fecha_fin: z.string().nullable(),
  activo: z.number().int(),
  curso: ZCursoRef,
  /** Active members. */
  alumnos: z.number().int(),
});
export type TMiGrupo = z.infer<typeof ZMiGrupo>;
export const ZGetMisGruposResponse = z.object({
  /** 20 a page: active groups first, then by start date, newest first. */
  content: z.array(ZMiGrupo),
  count: z.number().int().min(0),
});
export type TGetMisGruposRequest = z.input<typeof ZGetMisGruposRequest>;
export type TGetMisGruposResponse = z.infer<typeof ZGetMisGruposResponse>;

export const getMisGrupos = defineCall({
  name: 'getMisGrupos',
  method: 'GET',
  access: ['teacher'],
  summary:
    "Los grupos de los que el profesor que llama es el profesor ('Mis grupos'), 20 por página, " +
    'con su curso y sus alumnos activos.',
  request: ZGetMisGruposRequest,
  response: ZGetMisGruposResponse,
});
