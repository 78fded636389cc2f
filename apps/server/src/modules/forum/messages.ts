export const FORO_NO_ENCONTRADO = 'No se encontró la pregunta del foro.';
export const RESPUESTA_NO_ENCONTRADA = 'No se encontró la respuesta del foro.';
export const FORO_DESAPARECIDO = 'La pregunta del foro ya no existe: recarga la página.';
export const FALTA_INSCRIPCION = 'Indica tu inscripción en el curso (alumno_curso).';
export const RESPUESTA_DESAPARECIDA = 'La respuesta ya no existe: recarga la página.';
