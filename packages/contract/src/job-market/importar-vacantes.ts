import { z } from 'zod';
import { defineCall } from '../core/call';

/**
 * The CSV's header row names these columns (any order; extra columns are ignored). Comma or
 * semicolon separated, UTF-8. `sueldoMinimo` may be empty; `moneda` MXN or USD (empty: MXN);
 * `ultima_actualizacion` YYYY-MM-DD or DD/MM/YYYY, or empty.
 */
export const VACANTES_CSV_COLUMNAS = [
  'puesto',
  'empresa',
  'sueldoMinimo',
  'moneda',
  'ciudadActual',
  'modalidadActual',
  'ultima_actualizacion',
] as const;

/** Multipart: `archivo` (the CSV) and `reemplazar` ("1" replaces every analysed vacancy). */
export const ZImportarVacantesRequest = z.object({
  reemplazar: z.enum(['0', '1']).default('0'),
});
export const ZImportarVacantesResponse = z.object({
  content: z.object({ importadas: z.number().int(), mensaje: z.string() }),
});
export type TImportarVacantesResponse = z.infer<typeof ZImportarVacantesResponse>;

export const importarVacantes = defineCall({
  name: 'importarVacantes',
  access: ['admin'],
  multipart: true,
  files: { archivo: { kind: 'material', required: true, private: true, folder: 'importaciones' } },
  summary:
    'Importa vacantes analizadas desde un CSV (columnas: puesto, empresa, sueldoMinimo, ' +
    'moneda, ciudadActual, modalidadActual, ultima_actualizacion). Todo el archivo en una ' +
    'transacción: una fila inválida responde 400 con su número de línea y no se importa nada. ' +
    'No está en la especificación.',
  request: ZImportarVacantesRequest,
  response: ZImportarVacantesResponse,
});
