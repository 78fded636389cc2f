import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZCsvFile } from '../people/people-schemas';

/** A student's payments (every group, or one with `grupo`), or a whole group's (`grupo` only). */
export const ZExportarPagosCsvRequest = z
  .object({ alumno: zId.optional(), grupo: zId.optional() })
  .refine((v) => v.alumno !== undefined || v.grupo !== undefined, {
    error: 'Indica el alumno o el grupo.',
    path: ['alumno'],
  });
export const ZExportarPagosCsvResponse = z.object({ content: ZCsvFile });
export type TExportarPagosCsvRequest = z.input<typeof ZExportarPagosCsvRequest>;
export type TExportarPagosCsvResponse = z.infer<typeof ZExportarPagosCsvResponse>;

export const exportarPagosCsv = defineCall({
  name: 'exportarPagosCsv',
  access: ['admin'],
  summary: 'Los pagos de un alumno o de un grupo en CSV (fecha, alumno, grupo, método, monto…).',
  request: ZExportarPagosCsvRequest,
  response: ZExportarPagosCsvResponse,
});
