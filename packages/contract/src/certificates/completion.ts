import { z } from 'zod';
import { LOGROS_CERTIFICADO } from './certificate-statement';

/**
 * How far an enrolment is from completing its course (decision 018): every current subtopic
 * finished and every evaluation that is not archived passed. Computed by one SQL rule on the
 * server, the same one that refuses a certificate and issues the automatic one.
 */
export const ZAvanceCurso = z.object({
  /** Percent of the course's current subtopics finished, rounded down (0 to 100). */
  avance: z.number().int(),
  subtemas_total: z.number().int(),
  subtemas_terminados: z.number().int(),
  /** The course's evaluations that are not archived, and how many of them the student passed. */
  evaluaciones_total: z.number().int(),
  evaluaciones_aprobadas: z.number().int(),
  /** Names of those not passed yet, in the course's order. */
  evaluaciones_pendientes: z.array(z.string()),
  /** Whether the enrolment completed the course (a course with nothing to complete never is). */
  completo: z.boolean(),
});
export type TAvanceCurso = z.infer<typeof ZAvanceCurso>;

/**
 * What a certificate truthfully says the student did, decided when it was issued (the
 * sentences are in certificate-statement.ts, free of zod for the public page's bundle).
 */
export const ZLogroCertificado = z.enum(LOGROS_CERTIFICADO);
