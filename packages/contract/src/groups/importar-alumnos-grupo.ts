import { z } from 'zod';
import { defineCall, zId } from '../core/call';

/**
 * The columns the file's first row names, in any order (accents, capitals and spaces do not
 * matter; other columns are ignored). The spec's student fields: nombre (first_name),
 * apellidos (last_name), email, telefono (celular), empresa, empleo_actual.
 */
export const IMPORT_COLUMNAS = [
  'nombre',
  'apellidos',
  'email',
  'telefono',
  'empresa',
  'empleo_actual',
] as const;
export type TImportColumna = (typeof IMPORT_COLUMNAS)[number];
/** Required on every row; an e-mail that already has a student account needs only `email`. */
export const IMPORT_COLUMNAS_OBLIGATORIAS: readonly TImportColumna[] = [
  'nombre',
  'apellidos',
  'email',
  'telefono',
];
/** Limits of one file. */
export const IMPORT_MAX_FILAS = 500;
export const IMPORT_MAX_BYTES = 1024 * 1024;

/** Multipart: `archivo` (CSV or XLSX), `grupo`, `confirmar` ("0" preview only, "1" import). */
export const ZImportarAlumnosGrupoRequest = z.object({
  grupo: zId,
  confirmar: z.enum(['0', '1']).default('0'),
});

export const ZFilaImportacion = z.object({
  /** The file's line (CSV) or row (XLSX) number, the header being 1. */
  linea: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  telefono: z.string(),
  /**
   * nuevo: a new account and its welcome mail; existente: a student already registered, enrolled
   * without touching the account or its password; ya_en_grupo: nothing to do; error: see `errores`.
   */
  estado: z.enum(['nuevo', 'existente', 'ya_en_grupo', 'error']),
  /** Spanish, per column. */
  errores: z.array(z.object({ columna: z.string(), mensaje: z.string() })),
});
export type TFilaImportacion = z.infer<typeof ZFilaImportacion>;

export const ZImportarAlumnosGrupoResponse = z.object({
  content: z.object({
    filas: z.array(ZFilaImportacion),
    /** Rows with an error: while there is one, nothing is imported. */
    con_errores: z.number().int(),
    nuevos: z.number().int(),
    existentes: z.number().int(),
    /** True only when `confirmar` was "1" and every row was right. */
    importado: z.boolean(),
    mensaje: z.string(),
  }),
});
export type TImportarAlumnosGrupoResponse = z.infer<typeof ZImportarAlumnosGrupoResponse>;

export const importarAlumnosGrupo = defineCall({
  name: 'importarAlumnosGrupo',
  access: ['admin'],
  multipart: true,
  files: { archivo: { kind: 'material', required: true, private: true, folder: 'importaciones' } },
  summary:
    'Importa alumnos a un grupo desde un CSV o XLSX (columnas: nombre, apellidos, email, ' +
    'telefono, empresa, empleo_actual). confirmar "0" solo revisa y ' +
    'devuelve cada fila con sus errores; "1" importa todo en una transacción, y nada mientras ' +
    'una fila tenga un error. Los correos ya registrados se inscriben sin cuenta nueva. Hasta ' +
    '500 filas y 1 MB. No está en la especificación.',
  request: ZImportarAlumnosGrupoRequest,
  response: ZImportarAlumnosGrupoResponse,
});
