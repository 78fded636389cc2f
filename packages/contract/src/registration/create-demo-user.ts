import { z } from 'zod';
import { zEmail } from '../auth/password-rules';
import { defineCall } from '../core/call';
import { zCursoSlug } from './registration-fields';

/** How long a 'try the platform' account works. */
export const DEMO_DAYS = 7;

export const ZCreateDemoUserRequest = z.object({
  first_name: z.string().trim().min(1, { error: 'Escribe tu nombre.' }).max(150),
  last_name: z.string().trim().max(150).default(''),
  email: zEmail,
  /** The course to try, by slug. */
  curso: zCursoSlug,
});
export const ZCreateDemoUserResponse = z.object({
  content: z.object({
    /** A session for the new account: sent back as `Authorization: token <token>`. */
    token: z.string(),
    /** ISO 8601: the account and its session stop working at this moment. */
    expira: z.string(),
    /** The enrolment's unique_id, for plataforma/curso/{slug}/{id}/temas/{alumno_curso}. */
    alumno_curso: z.string(),
  }),
});
export type TCreateDemoUserRequest = z.input<typeof ZCreateDemoUserRequest>;
export type TCreateDemoUserResponse = z.infer<typeof ZCreateDemoUserResponse>;

export const createDemoUser = defineCall({
  name: 'createDemoUser',
  access: 'anyone',
  summary:
    'Prueba gratuita: crea un alumno que caduca a los 7 días, lo inscribe en el curso indicado ' +
    '(solo lecciones: evaluaciones, foros, certificados y pagos responden 403) y devuelve una ' +
    'sesión para entrar de inmediato. Solo para cursos marcados con prueba_gratuita (si no, ' +
    '400). Correo ya registrado: 409. Limitada por dirección.',
  request: ZCreateDemoUserRequest,
  response: ZCreateDemoUserResponse,
  rateLimit: { max: 3, windowSeconds: 3600 },
});
