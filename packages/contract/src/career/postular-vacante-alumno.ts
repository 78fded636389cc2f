import { z } from 'zod';
import { defineCall } from '../core/call';
import { zUniqueId } from '../jobs/job-fields';

export const ZPostularVacanteAlumnoRequest = z.object({
  /** The vacancy's unique_id. */
  job: zUniqueId,
});
export const ZPostularVacanteAlumnoResponse = z.object({
  content: z.object({
    /** ISO 8601: when the application was received. */
    fecha: z.string(),
  }),
});
export type TPostularVacanteAlumnoRequest = z.input<typeof ZPostularVacanteAlumnoRequest>;

export const postularVacanteAlumno = defineCall({
  name: 'postularVacanteAlumno',
  access: ['student'],
  summary:
    'Postula al alumno que llama a una vacante abierta con un clic: su nombre, correo y ' +
    'teléfonos de la cuenta, y su CV de la plataforma (PDF con su perfil y sus certificados ' +
    'vigentes) generado en ese momento y guardado fuera del área pública. 404 si la vacante no ' +
    'existe o está cerrada; 409 si ya se postuló a ella.',
  request: ZPostularVacanteAlumnoRequest,
  response: ZPostularVacanteAlumnoResponse,
});
