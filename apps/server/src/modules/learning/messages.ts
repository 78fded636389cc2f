export const INSCRIPCION_AJENA = 'Esta inscripción no es tuya.';
export const INSCRIPCION_INACTIVA =
  'Tu inscripción a este curso no está activa. Comunícate con la academia.';
export const NO_INSCRITO = 'No estás inscrito en este curso.';
export const SUBTEMA_NO_ENCONTRADO = 'No se encontró la lección en este curso.';
export const INSCRIPCION_NO_ENCONTRADA = 'No se encontró la inscripción.';
export const LECCION_DESAPARECIDA = 'La lección ya no existe: recarga la página.';
