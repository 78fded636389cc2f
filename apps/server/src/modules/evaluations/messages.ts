export const PREGUNTA_NO_EXISTE = 'La pregunta no existe o fue eliminada.';
export const OPCION_AJENA = 'Una de las respuestas enviadas no pertenece a esta pregunta.';
export const ATTEMPT_NOT_FOUND = 'No se encontró el intento de evaluación.';
export const EVALUACION_NO_ENCONTRADA = 'No se encontró la evaluación.';
export const SIN_INTENTO_ABIERTO =
  'No tienes un intento abierto de esta evaluación: vuelve a comenzarla.';
export const SIN_INTENTOS = 'Ya no te quedan intentos en esta evaluación.';
export const TIEMPO_AGOTADO =
  'Se acabó el tiempo de esta evaluación y el intento se cerró con las respuestas que llegaron a tiempo: lo enviado después del límite no cuenta.';
export const INTENTO_SIN_ENVIAR = 'Este intento sigue abierto: envíalo para ver su revisión.';

/** An answer the student sent that does not fit the attempt; the ids tell which one. */
export const preguntaFueraDelIntento = (pregunta: number) =>
  `La pregunta ${pregunta} no forma parte de este intento.`;
export const respuestaDeOtraPregunta = (pregunta: number) =>
  `Una respuesta elegida no pertenece a la pregunta ${pregunta}.`;
export const unaSolaRespuesta = (pregunta: number) =>
  `La pregunta ${pregunta} admite una sola respuesta.`;
