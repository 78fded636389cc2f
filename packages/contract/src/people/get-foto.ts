import { z } from 'zod';
import { defineCall, ZEmpty } from '../core/call';

export const ZGetFotoRequest = ZEmpty;
export const ZGetFotoResponse = z.object({
  /** The signed-in user's photo: a path under /uploads/, or null without one. */
  content: z.object({ imagen: z.string().nullable() }),
});

export const getFoto = defineCall({
  name: 'getFoto',
  method: 'GET',
  access: 'signed-in',
  summary: 'La foto del usuario con sesión iniciada (ruta bajo /uploads/, o null).',
  request: ZGetFotoRequest,
  response: ZGetFotoResponse,
});
