import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZArticulo, ZArticuloCampos } from './blog-fields';

export const ZAgregarArticuloRequest = ZArticuloCampos;
export const ZAgregarArticuloResponse = z.object({ content: ZArticulo });
export type TAgregarArticuloRequest = z.input<typeof ZAgregarArticuloRequest>;
export type TAgregarArticuloResponse = z.infer<typeof ZAgregarArticuloResponse>;

export const agregarArticulo = defineCall({
  name: 'agregarArticulo',
  access: ['admin', 'teacher'],
  multipart: true,
  files: {
    imagen: { kind: 'image', required: false, folder: 'articulos' },
    files: { kind: 'material', required: false, multiple: true, folder: 'articulos/archivos' },
  },
  summary:
    'Crea un artículo activo (multipart: nombre, descripcion, video, contenido, categoria, ' +
    'imagen y files[i]). El slug se genera del título y es único; el contenido se sanea.',
  request: ZAgregarArticuloRequest,
  response: ZAgregarArticuloResponse,
});
