import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZArchivoBase64 } from './payment-schemas';

export const ZGetReciboPagoRequest = z.object({ pago: zId });
export const ZGetReciboPagoResponse = z.object({ content: ZArchivoBase64 });
export type TGetReciboPagoRequest = z.input<typeof ZGetReciboPagoRequest>;
export type TGetReciboPagoResponse = z.infer<typeof ZGetReciboPagoResponse>;

export const getReciboPago = defineCall({
  name: 'getReciboPago',
  access: ['admin', 'student'],
  owns: ['pago'],
  summary:
    'El recibo en PDF de un pago (academia, alumno, grupo, monto, método, fecha, quién lo ' +
    'registró, número de recibo), en base64. El alumno solo los de sus pagos.',
  request: ZGetReciboPagoRequest,
  response: ZGetReciboPagoResponse,
});
