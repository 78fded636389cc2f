import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZArticulo } from './blog-fields';
import { zSlug } from './get-detalle-articulo';

export const ZEditarArticuloRequest = z.object({ slug: zSlug });
export const ZEditarArticuloResponse = z.object({ content: ZArticulo });
export type TEditarArticuloRequest = z.input<typeof ZEditarArticuloRequest>;
export type TEditarArticuloResponse = z.infer<typeof ZEditarArticuloResponse>;

export const editarArticulo = defineCall({
  name: 'editarArticulo',
  access: ['admin', 'teacher'],
  summary: 'Un artículo por su slug para editarlo, activo o inactivo. Inexistente: 404.',
  request: ZEditarArticuloRequest,
  response: ZEditarArticuloResponse,
});
