import { z } from 'zod';
import { defineCall, zId, zPage, zPaged } from '../core/call';
import { ZArticuloResumen } from './blog-fields';

export const ZGetArticulosCategoriaRequest = z.object({ categoria: zId, page: zPage });
export const ZGetArticulosCategoriaResponse = zPaged(ZArticuloResumen);
export type TGetArticulosCategoriaRequest = z.input<typeof ZGetArticulosCategoriaRequest>;
export type TGetArticulosCategoriaResponse = z.infer<typeof ZGetArticulosCategoriaResponse>;

export const getArticulosCategoria = defineCall({
  name: 'getArticulosCategoria',
  access: 'anyone',
  summary:
    'Artículos activos de una categoría del blog, 12 por página. Una categoría que no existe: 404.',
  request: ZGetArticulosCategoriaRequest,
  response: ZGetArticulosCategoriaResponse,
});
