import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZPago, zMotivo } from './payment-schemas';

export const ZAnularPagoAlumnoCursoRequest = z.object({ pago: zId, motivo: zMotivo });
export const ZAnularPagoAlumnoCursoResponse = z.object({ content: ZPago });
export type TAnularPagoAlumnoCursoRequest = z.input<typeof ZAnularPagoAlumnoCursoRequest>;
export type TAnularPagoAlumnoCursoResponse = z.infer<typeof ZAnularPagoAlumnoCursoResponse>;

export const anularPagoAlumnoCurso = defineCall({
  name: 'anularPagoAlumnoCurso',
  access: ['admin'],
  summary:
    'Anula un pago registrado por error: queda en los libros marcado como anulado, con quién, ' +
    'cuándo y por qué; sale de los totales y saldos y su recibo dice ANULADO. Anular un pago ya ' +
    'anulado: 409.',
  request: ZAnularPagoAlumnoCursoRequest,
  response: ZAnularPagoAlumnoCursoResponse,
});
