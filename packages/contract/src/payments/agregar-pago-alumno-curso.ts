import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZPago, zFecha, zMetodoPago, zMontoInput } from './payment-schemas';

export const ZAgregarPagoAlumnoCursoRequest = z.object({
  alumno: zId,
  grupo: zId,
  monto: zMontoInput,
  /** Not in the future (the academy's calendar, America/Mexico_City). */
  fecha: zFecha,
  metodo_pago: zMetodoPago,
  /**
   * One random key per submission of the form (the client makes a new one after each
   * success): the same key twice records one payment and answers it both times.
   */
  idempotency_key: z.string().trim().min(8).max(100).optional(),
});
export const ZAgregarPagoAlumnoCursoResponse = z.object({ content: ZPago });
export type TAgregarPagoAlumnoCursoRequest = z.input<typeof ZAgregarPagoAlumnoCursoRequest>;
export type TAgregarPagoAlumnoCursoResponse = z.infer<typeof ZAgregarPagoAlumnoCursoResponse>;

export const agregarPagoAlumnoCurso = defineCall({
  name: 'agregarPagoAlumnoCurso',
  access: ['admin'],
  summary:
    'Registra un pago de un alumno en uno de sus grupos (monto > 0, fecha no futura, método 1–4), ' +
    'con quién lo registró. Con la misma idempotency_key se registra una sola vez. Con precio de ' +
    'venta fijado, un monto mayor que el saldo: 409 con el saldo.',
  request: ZAgregarPagoAlumnoCursoRequest,
  response: ZAgregarPagoAlumnoCursoResponse,
});
