import { z } from 'zod';
import { defineCall, zId, zMoney } from '../core/call';
import { ZPago } from './payment-schemas';

export const ZGetPagosAlumnoCursoRequest = z.object({ alumno: zId, grupo: zId });
export const ZGetPagosAlumnoCursoResponse = z.object({
  content: z.array(ZPago),
  /** Null until set (agregarPrecioVenta); corrected with actualizarPrecioVenta. */
  precio_venta: zMoney.nullable(),
  /** The course's list price, the sale price form's starting value. */
  precio_curso: zMoney,
  /** Void payments left out. */
  total_pagado: zMoney,
  saldo: zMoney.nullable(),
});
export type TGetPagosAlumnoCursoRequest = z.input<typeof ZGetPagosAlumnoCursoRequest>;
export type TGetPagosAlumnoCursoResponse = z.infer<typeof ZGetPagosAlumnoCursoResponse>;

export const getPagosAlumnoCurso = defineCall({
  name: 'getPagosAlumnoCurso',
  access: ['admin'],
  summary:
    'Los pagos de un alumno en un grupo, con precio de venta, total pagado y saldo. Si no es ' +
    'miembro del grupo: 404.',
  request: ZGetPagosAlumnoCursoRequest,
  response: ZGetPagosAlumnoCursoResponse,
});
