import { actualizarPrecioVenta } from '@academia/contract/payments/actualizar-precio-venta';
import { agregarPagoAlumnoCurso } from '@academia/contract/payments/agregar-pago-alumno-curso';
import { agregarPrecioVenta } from '@academia/contract/payments/agregar-precio-venta';
import { anularPagoAlumnoCurso } from '@academia/contract/payments/anular-pago-alumno-curso';
import { exportarPagosCsv } from '@academia/contract/payments/exportar-pagos-csv';
import { getAlumnoGrupos } from '@academia/contract/payments/get-alumno-grupos';
import { getMisPagos } from '@academia/contract/payments/get-mis-pagos';
import { getPagosAlumno } from '@academia/contract/payments/get-pagos-alumno';
import { getPagosAlumnoCurso } from '@academia/contract/payments/get-pagos-alumno-curso';
import { getReciboPago } from '@academia/contract/payments/get-recibo-pago';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import * as service from './payments.service';

export function registerPaymentsRoutes(app: FastifyInstance): void {
  registerCall(app, getPagosAlumno, ({ app: ctx, input }) =>
    service.studentPayments(ctx, input.alumno),
  );
  registerCall(app, getAlumnoGrupos, async ({ app: ctx, input }) => ({
    content: await service.studentGroups(ctx, input.alumno),
  }));
  registerCall(app, getPagosAlumnoCurso, ({ app: ctx, input }) =>
    service.groupPaymentsOfStudent(ctx, input.alumno, input.grupo),
  );
  registerCall(app, agregarPrecioVenta, async ({ app: ctx, input, user }) => ({
    content: await service.setSalePrice(ctx, user, input),
  }));
  registerCall(app, agregarPagoAlumnoCurso, async ({ app: ctx, input, user }) => ({
    content: await service.addPayment(ctx, user, input),
  }));
  registerCall(app, getReciboPago, async ({ app: ctx, input, user }) => ({
    content: await service.receipt(ctx, user, input.pago),
  }));
  registerCall(app, getMisPagos, async ({ app: ctx, user }) => ({
    content: await service.myPayments(ctx, user),
  }));
  registerCall(app, anularPagoAlumnoCurso, async ({ app: ctx, input, user }) => ({
    content: await service.voidPayment(ctx, user, input),
  }));
  registerCall(app, actualizarPrecioVenta, async ({ app: ctx, input, user }) => ({
    content: await service.correctSalePrice(ctx, user, input),
  }));
  registerCall(app, exportarPagosCsv, async ({ app: ctx, input }) => ({
    content: await service.exportPayments(ctx, input),
  }));
}
