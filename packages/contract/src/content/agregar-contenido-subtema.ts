import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZMaterial, ZSubtemaDatos, zNombreSubtema } from './shapes';

/** An optional lesson id in a form: an empty text means "none". */
const zLeccion = z
  .union([z.literal(''), zId])
  .optional()
  .transform((v) => (v === '' || v === undefined ? null : v));

/**
 * Multipart. `leccion_anterior` and `leccion_siguiente` are sent only when chosen (absent or
 * empty: none), and must be lessons of the same course. `imagen` and `video` are optional files
 * that replace the current ones; without them the current ones stay. `files[i]` are extra
 * materials named after their file.
 */
export const ZAgregarContenidoSubtemaRequest = z.object({
  subtema: zId,
  nombre: zNombreSubtema,
  nota: z.string().max(500_000, { error: 'La descripción es demasiado larga.' }).default(''),
  leccion_anterior: zLeccion,
  leccion_siguiente: zLeccion,
});
export const ZAgregarContenidoSubtemaResponse = z.object({
  content: ZSubtemaDatos,
  materiales: z.array(ZMaterial),
});
export type TAgregarContenidoSubtemaRequest = z.input<typeof ZAgregarContenidoSubtemaRequest>;

export const agregarContenidoSubtema = defineCall({
  name: 'agregarContenidoSubtema',
  access: ['admin'],
  multipart: true,
  files: {
    imagen: { kind: 'image', required: false, folder: 'contenido/imagenes' },
    video: { kind: 'video', required: false, folder: 'contenido/videos' },
    files: { kind: 'material', required: false, multiple: true, folder: 'materiales' },
  },
  summary:
    'Guarda el contenido de una lección: título, nota (HTML saneado), lección anterior y ' +
    'siguiente opcionales, imagen y video opcionales (el video se guarda en streaming, hasta ' +
    '5 GB) y materiales en `files[i]`. Lecciones de otro curso: 400.',
  request: ZAgregarContenidoSubtemaRequest,
  response: ZAgregarContenidoSubtemaResponse,
});
