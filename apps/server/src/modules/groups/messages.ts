export const GROUP_NOT_FOUND = 'No se encontró el grupo.';
export const TEACHER_INVALID = 'Elige un profesor activo.';
export const WRONG_COURSE = 'El grupo no pertenece a ese curso.';
export const ALREADY_MEMBER = 'El alumno ya pertenece a este grupo.';
export const IMPORT_WRONG_TYPE = 'El archivo debe ser un CSV o un Excel (.xlsx).';
export const IMPORT_NOT_CSV = 'El archivo CSV no es válido: revisa las comillas y los separadores.';
export const IMPORT_EMPTY = 'El archivo no tiene alumnos bajo la fila de encabezados.';
export const IMPORT_TOO_MANY_ROWS = 'El archivo tiene más de 500 alumnos: divídelo en varios.';
export const IMPORT_TOO_BIG = 'El archivo pasa de 1 MB: divídelo en varios.';
export const IMPORT_MISSING_FILE = 'Elige el archivo CSV o Excel de alumnos.';
export const IMPORT_REFUSED = (n: number) =>
  n === 1
    ? 'No se importó ningún alumno: 1 fila tiene errores. Corrígela y vuelve a intentarlo.'
    : `No se importó ningún alumno: ${n} filas tienen errores. Corrígelas y vuelve a intentarlo.`;
export const importMissingColumns = (missing: readonly string[]) =>
  `Faltan las columnas: ${missing.join(', ')}. La primera fila debe nombrar las columnas.`;
