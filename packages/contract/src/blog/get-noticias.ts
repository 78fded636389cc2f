import { z } from 'zod';
import { defineCall, ZEmpty } from '../core/call';
import { ZNoticia } from './blog-fields';

/** The public 'Noticias' block shows the most recent active items, at most this many. */
export const NOTICIAS_PUBLICAS = 6;

export const ZGetNoticiasRequest = ZEmpty;
export const ZGetNoticiasResponse = z.object({ content: z.array(ZNoticia) });
export type TGetNoticiasRequest = z.input<typeof ZGetNoticiasRequest>;
export type TGetNoticiasResponse = z.infer<typeof ZGetNoticiasResponse>;

export const getNoticias = defineCall({
  name: 'getNoticias',
  method: 'GET',
  access: 'anyone',
  summary: 'Las noticias activas más recientes (a lo sumo 6) para el bloque «Noticias» del blog.',
  request: ZGetNoticiasRequest,
  response: ZGetNoticiasResponse,
});
