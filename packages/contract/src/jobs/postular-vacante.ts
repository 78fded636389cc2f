import { z } from 'zod';
import { zEmail } from '../auth/password-rules';
import { defineCall } from '../core/call';
import { zUniqueId } from './job-fields';

export const ZPostularVacanteRequest = z.object({
  nombre: z.string().trim().min(1, { error: 'Escribe tu nombre completo.' }).max(250),
  email: zEmail,
  telefono: z.string().trim().max(30).default(''),
  celular: z.string().trim().max(30).default(''),
  mensaje: z.string().trim().max(5000).default(''),
  /** The vacancy's unique_id. */
  job: zUniqueId,
});
export const ZPostularVacanteResponse = z.object({});
export type TPostularVacanteRequest = z.input<typeof ZPostularVacanteRequest>;

export const postularVacante = defineCall({
  name: 'postularVacante',
  access: 'anyone',
  multipart: true,
  files: { cv: { kind: 'pdf', required: false, private: true, folder: 'cv' } },
  summary:
    'Postulación a una vacante abierta (multipart: nombre, email, telefono, celular, mensaje, ' +
    'job = unique_id, cv en PDF de hasta 20 MB, opcional). El CV se guarda fuera del área ' +
    'pública. Limitada por dirección.',
  request: ZPostularVacanteRequest,
  response: ZPostularVacanteResponse,
  rateLimit: { max: 10, windowSeconds: 3600 },
});
