import { z } from 'zod';
import { defineCall, ZEmpty } from '../core/call';
import { ZCategoriaBlog } from './blog-fields';

export const ZGetCategoriasRequest = ZEmpty;
export const ZGetCategoriasResponse = z.object({
  content: z.array(ZCategoriaBlog.extend({ articulos: z.number().int() })),
});
export type TGetCategoriasRequest = z.input<typeof ZGetCategoriasRequest>;
export type TGetCategoriasResponse = z.infer<typeof ZGetCategoriasResponse>;

export const getCategorias = defineCall({
  name: 'getCategorias',
  method: 'GET',
  access: 'anyone',
  summary:
    'Las categorías del blog por nombre, cada una con `articulos`: cuántos artículos activos tiene.',
  request: ZGetCategoriasRequest,
  response: ZGetCategoriasResponse,
});
