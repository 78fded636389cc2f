import { z } from 'zod';
import { defineCall, zId, zMoney } from '../core/call';
import { zMontoInput, zMotivo } from './payment-schemas';

export const ZActualizarPrecioVentaRequest = z.object({
  alumno: zId,
  grupo: zId,
  precio_venta: zMontoInput,
  motivo: zMotivo,
});
export const ZActualizarPrecioVentaResponse = z.object({
  content: z.object({ precio_venta: zMoney, precio_anterior: zMoney.nullable() }),
});
export type TActualizarPrecioVentaRequest = z.input<typeof ZActualizarPrecioVentaRequest>;
export type TActualizarPrecioVentaResponse = z.infer<typeof ZActualizarPrecioVentaResponse>;

export const actualizarPrecioVenta = defineCall({
  name: 'actualizarPrecioVenta',
  access: ['admin'],
  summary:
    'Corrige el precio de venta de un alumno en un grupo, con el motivo; el valor anterior y el ' +
    'nuevo quedan en la bitácora. Un precio menor que lo ya pagado (sin pagos anulados): 409.',
  request: ZActualizarPrecioVentaRequest,
  response: ZActualizarPrecioVentaResponse,
});
