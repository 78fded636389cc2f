import { z } from 'zod';
import { defineCall, ZEmpty, zMoney } from '../core/call';

/** One calendar month (Mexico City time) of the overview's charts, oldest first. */
export const ZMesResumen = z.object({
  /** YYYY-MM. */
  mes: z.string(),
  inscripciones: z.number().int(),
  /** Revenue of the month, payments voided left out. */
  ingresos: zMoney,
});

/**
 * The administrator's overview, every figure computed in SQL. Months are calendar months in
 * Mexico City time, as payment dates are. New enrolments leave out rejected ones and trials;
 * revenue leaves out voided payments (payments carry no currency: all are the academy's MXN).
 */
export const ZGetResumenAdminResponse = z.object({
  /** The current month, YYYY-MM. */
  mes: z.string(),
  inscripciones_mes: z.number().int(),
  ingresos_mes: zMoney,
  /** The last 12 months, the current one last. */
  meses: z.array(ZMesResumen).length(12),
  /** Active student accounts with at least one active, confirmed enrolment (trials left out). */
  alumnos_activos: z.number().int(),
  /** Enrolments waiting for an administrator (decision 017). */
  inscripciones_pendientes: z.number().int(),
  /** Certificates issued and not revoked, and those issued this month. */
  certificados_emitidos: z.number().int(),
  certificados_mes: z.number().int(),
  /** Published job vacancies still open (`jobs.activo`). */
  vacantes_abiertas: z.number().int(),
});
export type TMesResumen = z.infer<typeof ZMesResumen>;
export type TGetResumenAdminResponse = z.infer<typeof ZGetResumenAdminResponse>;

export const getResumenAdmin = defineCall({
  name: 'getResumenAdmin',
  method: 'GET',
  access: ['admin'],
  summary:
    'Resumen de la academia para el administrador: inscripciones nuevas e ingresos del mes y ' +
    'de los últimos 12 meses, alumnos activos, inscripciones pendientes, certificados ' +
    'emitidos y vacantes abiertas. No está en la especificación.',
  request: ZEmpty,
  response: ZGetResumenAdminResponse,
});
