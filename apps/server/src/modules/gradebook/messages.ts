export const CURSO_NO_ENCONTRADO = 'No se encontró el curso.';
export const GRUPO_NO_ENCONTRADO = 'El grupo no es de este curso.';
export const EVALUACION_NO_ES_COLUMNA =
  'Esa evaluación no es una columna de este curso: elige otra columna para ordenar.';
