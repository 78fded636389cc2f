import { z } from 'zod';
import { defineCall, ZEmpty } from '../core/call';

export const ZGetTipoRequest = ZEmpty;
export const ZGetTipoResponse = z.object({
  /** 0 administrator, 1 student, 2 teacher. */
  content: z.object({ tipo: z.number().int() }),
});
export type TGetTipoRequest = z.input<typeof ZGetTipoRequest>;
export type TGetTipoResponse = z.infer<typeof ZGetTipoResponse>;

export const getTipo = defineCall({
  name: 'getTipo',
  method: 'GET',
  access: 'signed-in',
  summary: 'El tipo del usuario con sesión iniciada (0 administrador, 1 alumno, 2 profesor).',
  request: ZGetTipoRequest,
  response: ZGetTipoResponse,
});
