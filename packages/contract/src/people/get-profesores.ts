import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZActivoFilter } from './people-schemas';

export const ZGetProfesoresRequest = ZActivoFilter;
export const ZGetProfesoresResponse = z.object({
  /** By surname; at most 500 (the teachers of one academy), for the group form's select. */
  content: z.array(
    z.object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
    }),
  ),
});
export type TGetProfesoresRequest = z.input<typeof ZGetProfesoresRequest>;
export type TGetProfesoresResponse = z.infer<typeof ZGetProfesoresResponse>;

export const getProfesores = defineCall({
  name: 'getProfesores',
  access: ['admin'],
  summary: 'Los profesores activos (activo 1) o inactivos (0), para elegir el de un grupo.',
  request: ZGetProfesoresRequest,
  response: ZGetProfesoresResponse,
});
