import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import {
  ZDatosResultadoEvaluacion,
  ZIntentoEvaluacion,
} from './get-evaluaciones-alumno-curso-alumno';

export const ZEnviarRespueastasEvaluacionAlumnoRequest = z.object({
  /** One pair per answered question: an option id (tipo 1) or a list of option ids (tipo 2). */
  respuestas: z
    .array(z.object({ pregunta: zId, respuesta: z.union([zId, z.array(zId).max(50)]) }))
    .max(500),
  evaluacion: zId,
  alumno_curso: zId,
});
export const ZEnviarRespueastasEvaluacionAlumnoResponse = z.object({
  /** Every submitted attempt, oldest first, this one included. */
  content: z.array(ZIntentoEvaluacion),
  datosResultadoEvaluacion: ZDatosResultadoEvaluacion,
});
export type TEnviarRespueastasEvaluacionAlumnoRequest = z.input<
  typeof ZEnviarRespueastasEvaluacionAlumnoRequest
>;

export const enviarRespueastasEvaluacionAlumno = defineCall({
  name: 'enviarRespueastasEvaluacionAlumno',
  access: ['student'],
  owns: ['alumno_curso'],
  summary:
    'Envía y califica en el servidor el intento abierto (una sola vez, aunque lleguen dos ' +
    'envíos a la vez). Una pregunta sin contestar cuenta como incorrecta.',
  request: ZEnviarRespueastasEvaluacionAlumnoRequest,
  response: ZEnviarRespueastasEvaluacionAlumnoResponse,
});
