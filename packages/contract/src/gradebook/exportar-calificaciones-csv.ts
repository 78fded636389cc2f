import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZCsvFile } from '../people/people-schemas';

/** Every row of the gradebook (of the course, or of one of its groups), as on the screen. */
export const ZExportarCalificacionesCsvRequest = z.object({ curso: zId, grupo: zId.optional() });
export const ZExportarCalificacionesCsvResponse = z.object({ content: ZCsvFile });
export type TExportarCalificacionesCsvRequest = z.input<typeof ZExportarCalificacionesCsvRequest>;
export type TExportarCalificacionesCsvResponse = z.infer<typeof ZExportarCalificacionesCsvResponse>;

export const exportarCalificacionesCsv = defineCall({
  name: 'exportarCalificacionesCsv',
  access: ['admin'],
  summary:
    'El libro de calificaciones del curso (o de un grupo) en CSV: todas las filas, las mismas ' +
    'columnas que la pantalla, ordenadas por alumno.',
  request: ZExportarCalificacionesCsvRequest,
  response: ZExportarCalificacionesCsvResponse,
});
