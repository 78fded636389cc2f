import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZGetEvaluacionesAlumnoCursoAlumnoRequest = z.object({
  alumno_curso: zId,
  evaluacion: zId,
});
export const ZIntentoEvaluacion = z.object({
  id: z.number().int(),
  /** ISO 8601: when it was submitted. */
  fecha: z.string(),
  evaluacion_nombre: z.string(),
  no_intento: z.number().int(),
  /** 0.00 to 100.00, two decimals. */
  calificacion: z.string(),
  resultado: z.number().int().min(0).max(1),
});
export const ZDatosResultadoEvaluacion = z.object({
  /** 1 when any attempt passed; 0 otherwise (also before any attempt). */
  resultado: z.number().int().min(0).max(1),
  no_intentos: z.number().int(),
  intentos_realizados: z.number().int(),
  /** The latest submitted attempt's grade, or null before any. */
  calificacion: z.string().nullable(),
});
export const ZGetEvaluacionesAlumnoCursoAlumnoResponse = z.object({
  /** The submitted attempts, oldest first. */
  content: z.array(ZIntentoEvaluacion),
  datosResultadoEvaluacion: ZDatosResultadoEvaluacion,
});
export type TIntentoEvaluacion = z.infer<typeof ZIntentoEvaluacion>;
export type TGetEvaluacionesAlumnoCursoAlumnoResponse = z.infer<
  typeof ZGetEvaluacionesAlumnoCursoAlumnoResponse
>;

export const getEvaluacionesAlumnoCursoAlumno = defineCall({
  name: 'getEvaluacionesAlumnoCursoAlumno',
  access: ['student'],
  owns: ['alumno_curso'],
  summary: 'Los intentos enviados del alumno en una evaluación y su resultado.',
  request: ZGetEvaluacionesAlumnoCursoAlumnoRequest,
  response: ZGetEvaluacionesAlumnoCursoAlumnoResponse,
});
