import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZCuentaGrupo } from '../payments/payment-schemas';
import { ZPersona } from '../people/people-schemas';

export const ZGetDatosAlumnoCursoGrupoRequest = z.object({ alumno: zId, grupo: zId });
export const ZGetDatosAlumnoCursoGrupoResponse = z.object({
  /** The student, their account in this group, and when they joined it (ISO 8601). */
  content: z.object({
    alumno: ZPersona,
    cuenta: ZCuentaGrupo,
    fecha_ingreso: z.string(),
    /** The enrolment in the group's course: 1 active, 0 inactive, null if none. */
    inscripcion_activa: z.number().int().nullable(),
  }),
});
export type TGetDatosAlumnoCursoGrupoRequest = z.input<typeof ZGetDatosAlumnoCursoGrupoRequest>;
export type TGetDatosAlumnoCursoGrupoResponse = z.infer<typeof ZGetDatosAlumnoCursoGrupoResponse>;

export const getDatosAlumnoCursoGrupo = defineCall({
  name: 'getDatosAlumnoCursoGrupo',
  access: ['admin'],
  summary:
    'Datos adicionales de un alumno en un grupo: sus datos, precio de venta, pagado y saldo.',
  request: ZGetDatosAlumnoCursoGrupoRequest,
  response: ZGetDatosAlumnoCursoGrupoResponse,
});
