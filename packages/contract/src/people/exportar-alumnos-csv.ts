import { z } from 'zod';
import { defineCall, zActivo } from '../core/call';
import { ZCsvFile } from './people-schemas';

/** The same filter as alumno/paginado, every page. */
export const ZExportarAlumnosCsvRequest = z.object({
  is_active: zActivo.default(1),
  search: z.string().trim().max(100).default(''),
});
export const ZExportarAlumnosCsvResponse = z.object({ content: ZCsvFile });
export type TExportarAlumnosCsvRequest = z.input<typeof ZExportarAlumnosCsvRequest>;
export type TExportarAlumnosCsvResponse = z.infer<typeof ZExportarAlumnosCsvResponse>;

export const exportarAlumnosCsv = defineCall({
  name: 'exportarAlumnosCsv',
  method: 'GET',
  access: ['admin'],
  summary: 'La lista de alumnos con el filtro actual (estado y texto) en CSV, todas las páginas.',
  request: ZExportarAlumnosCsvRequest,
  response: ZExportarAlumnosCsvResponse,
});
