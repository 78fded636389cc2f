import { z } from 'zod';
import { defineCall, ZEmpty } from '../core/call';
import { ZCuentaGrupo, ZPago } from './payment-schemas';

export const ZGetMisPagosRequest = ZEmpty;
export const ZGetMisPagosResponse = z.object({
  content: z.array(ZCuentaGrupo.extend({ pagos: z.array(ZPago) })),
});
export type TGetMisPagosRequest = z.input<typeof ZGetMisPagosRequest>;
export type TGetMisPagosResponse = z.infer<typeof ZGetMisPagosResponse>;

export const getMisPagos = defineCall({
  name: 'getMisPagos',
  method: 'GET',
  access: ['student'],
  summary:
    'Los grupos del alumno con sesión iniciada, cada uno con precio de venta, pagos y saldo.',
  request: ZGetMisPagosRequest,
  response: ZGetMisPagosResponse,
});
