import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZArticulo } from './blog-fields';

export const zSlug = z
  .string()
  .trim()
  .min(1)
  .max(270)
  .regex(/^[a-z0-9-]+$/, { error: 'La dirección no es válida.' });

export const ZGetDetalleArticuloRequest = z.object({ slug: zSlug });
export const ZGetDetalleArticuloResponse = z.object({ content: ZArticulo });
export type TGetDetalleArticuloRequest = z.input<typeof ZGetDetalleArticuloRequest>;
export type TGetDetalleArticuloResponse = z.infer<typeof ZGetDetalleArticuloResponse>;

export const getDetalleArticulo = defineCall({
  name: 'getDetalleArticulo',
  access: 'anyone',
  summary:
    'Un artículo activo por su slug, con su contenido HTML ya saneado. Inactivo o inexistente: 404.',
  request: ZGetDetalleArticuloRequest,
  response: ZGetDetalleArticuloResponse,
});
