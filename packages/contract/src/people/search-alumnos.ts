import { z } from 'zod';
import { defineCall, zPage } from '../core/call';
import { ZPersona } from './people-schemas';

export const ZSearchAlumnosRequest = z.object({
  search: z.string().trim().max(100).default(''),
  page: zPage,
});
export const ZSearchAlumnosResponse = z.object({
  content: z.array(ZPersona),
  count: z.number().int(),
  /** False: more than `count` (the cap) match, as in alumno/paginado (decision 034). */
  count_exacto: z.boolean(),
});
export type TSearchAlumnosRequest = z.input<typeof ZSearchAlumnosRequest>;
export type TSearchAlumnosResponse = z.infer<typeof ZSearchAlumnosResponse>;

export const searchAlumnos = defineCall({
  name: 'searchAlumnos',
  access: ['admin'],
  summary:
    'Busca alumnos activos por nombre, apellidos o correo (sin acentos ni mayúsculas), 20 por ' +
    'página; sin texto, no devuelve ninguno. Lo usa Registrar Pago en cada tecla.',
  request: ZSearchAlumnosRequest,
  response: ZSearchAlumnosResponse,
});
