import { z } from 'zod';
import { defineCall, zId, zMoney } from '../core/call';
import { ZPago } from './payment-schemas';

export const ZGetPagosAlumnoRequest = z.object({ alumno: zId });
export const ZGetPagosAlumnoResponse = z.object({
  /** Newest first, of every group of the student. */
  content: z.array(ZPago),
  /** The sum of `monto` of the payments not voided, computed by the database. */
  total: zMoney,
});
export type TGetPagosAlumnoRequest = z.input<typeof ZGetPagosAlumnoRequest>;
export type TGetPagosAlumnoResponse = z.infer<typeof ZGetPagosAlumnoResponse>;

export const getPagosAlumno = defineCall({
  name: 'getPagosAlumno',
  access: ['admin'],
  summary: 'Los pagos de un alumno en todos sus grupos, con el total pagado.',
  request: ZGetPagosAlumnoRequest,
  response: ZGetPagosAlumnoResponse,
});
