import { z } from 'zod';
import { defineCall } from '../core/call';

export const ZBuscarAlumnoExistenteRequest = z.object({
  search: z.string().trim().max(100).default(''),
});
export const ZBuscarAlumnoExistenteResponse = z.object({
  /** At most 10; empty below 3 characters (the spec's typeahead minimum). */
  results: z.array(
    z.object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      apellido_materno: z.string(),
      email: z.string(),
    }),
  ),
});
export type TBuscarAlumnoExistenteRequest = z.input<typeof ZBuscarAlumnoExistenteRequest>;
export type TBuscarAlumnoExistenteResponse = z.infer<typeof ZBuscarAlumnoExistenteResponse>;

/** Students to add to a group, by name or e-mail, ignoring accents and case. */
export const buscarAlumnoExistente = defineCall({
  name: 'buscarAlumnoExistente',
  method: 'GET',
  access: ['admin'],
  summary: 'Sugerencias de alumnos activos desde 3 caracteres (nombre o correo), hasta 10.',
  request: ZBuscarAlumnoExistenteRequest,
  response: ZBuscarAlumnoExistenteResponse,
});
