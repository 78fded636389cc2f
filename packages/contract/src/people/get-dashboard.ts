import { z } from 'zod';
import { defineCall, ZEmpty } from '../core/call';

export const ZDashboardCurso = z.object({
  id_curso: z.number().int(),
  slug_curso: z.string(),
  unique_id: z.string(),
  alumno_curso: z.number().int(),
  nombre: z.string(),
  avance: z.number().int().min(0).max(100),
  acceso_vigente: z.boolean(),
  /** The first lesson not finished yet, in reading order; null when all are done. */
  siguiente_subtema: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
  /** Evaluations not passed yet that still have attempts left. */
  evaluaciones_pendientes: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
});
export const ZGetDashboardRequest = ZEmpty;
export const ZGetDashboardResponse = z.object({ content: z.array(ZDashboardCurso) });
export type TDashboardCurso = z.infer<typeof ZDashboardCurso>;

export const getDashboard = defineCall({
  name: 'getDashboard',
  method: 'GET',
  access: ['student'],
  summary:
    'El resumen del alumno: por curso activo su avance, la siguiente lección y las ' +
    'evaluaciones pendientes.',
  request: ZGetDashboardRequest,
  response: ZGetDashboardResponse,
});
