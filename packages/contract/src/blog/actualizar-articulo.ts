import { z } from 'zod';
import { defineCall, zActivo, zId } from '../core/call';
import { ZArticulo, ZArticuloCampos } from './blog-fields';

/**
 * The spec's client also sends `banner` unchanged; it is not edited here, so it is ignored.
 * A new `imagen` replaces the current one; without it the image stays.
 */
export const ZActualizarArticuloRequest = ZArticuloCampos.extend({
  articulo: zId,
  activo: zActivo,
});
export const ZActualizarArticuloResponse = z.object({ content: ZArticulo });
export type TActualizarArticuloRequest = z.input<typeof ZActualizarArticuloRequest>;
export type TActualizarArticuloResponse = z.infer<typeof ZActualizarArticuloResponse>;

export const actualizarArticulo = defineCall({
  name: 'actualizarArticulo',
  access: ['admin', 'teacher'],
  multipart: true,
  files: { imagen: { kind: 'image', required: false, folder: 'articulos' } },
  summary:
    'Actualiza un artículo (multipart: articulo, nombre, descripcion, contenido, activo, video, ' +
    'categoria, imagen opcional). El slug cambia solo si el título cambia más que mayúsculas.',
  request: ZActualizarArticuloRequest,
  response: ZActualizarArticuloResponse,
});
