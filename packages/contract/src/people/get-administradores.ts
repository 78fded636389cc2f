import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZActivoFilter } from './people-schemas';

export const ZGetAdministradoresRequest = ZActivoFilter;
export const ZGetAdministradoresResponse = z.object({
  /** By surname, at most 500. */
  content: z.array(
    z.object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
    }),
  ),
});
export type TGetAdministradoresRequest = z.input<typeof ZGetAdministradoresRequest>;
export type TGetAdministradoresResponse = z.infer<typeof ZGetAdministradoresResponse>;

export const getAdministradores = defineCall({
  name: 'getAdministradores',
  method: 'GET',
  access: ['admin'],
  summary: 'Los administradores activos (activo 1, por omisión) o inactivos (0).',
  request: ZGetAdministradoresRequest,
  response: ZGetAdministradoresResponse,
});
