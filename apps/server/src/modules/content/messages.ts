export const MATERIAL_NO_ENCONTRADO = 'El material no existe o ya fue eliminado.';
export const LECCION_DE_OTRO_CURSO =
  'La lección anterior y la siguiente deben ser lecciones de este mismo curso, distintas de esta.';
export const QUIZ_NO_ENCONTRADO = 'El quiz no existe o ya fue eliminado.';
export const TEMA_NO_ENCONTRADO = 'El tema no existe o ya fue eliminado.';
export const SUBTEMA_NO_ENCONTRADO = 'El subtema no existe o ya fue eliminado.';
export const ORDEN_MEZCLADO =
  'El nuevo orden mezcla elementos de listas distintas; reordena una sola lista a la vez.';
