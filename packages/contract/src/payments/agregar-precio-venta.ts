import { z } from 'zod';
import { defineCall, zId, zMoney } from '../core/call';
import { zMontoInput } from './payment-schemas';

export const ZAgregarPrecioVentaRequest = z.object({
  alumno: zId,
  grupo: zId,
  precio_venta: zMontoInput,
});
export const ZAgregarPrecioVentaResponse = z.object({
  content: z.object({ precio_venta: zMoney }),
});
export type TAgregarPrecioVentaRequest = z.input<typeof ZAgregarPrecioVentaRequest>;
export type TAgregarPrecioVentaResponse = z.infer<typeof ZAgregarPrecioVentaResponse>;

export const agregarPrecioVenta = defineCall({
  name: 'agregarPrecioVenta',
  access: ['admin'],
  summary:
    'Fija el precio de venta de un alumno en un grupo. Solo mientras está vacío: después, 409 ' +
    '(se corrige con actualizarPrecioVenta). Menor que lo ya pagado: 409.',
  request: ZAgregarPrecioVentaRequest,
  response: ZAgregarPrecioVentaResponse,
});
