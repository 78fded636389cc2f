import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZNoticiaResponse } from './blog-fields';

export const ZDesactivarNoticiaRequest = z.object({ noticia: zId });
export type TDesactivarNoticiaRequest = z.input<typeof ZDesactivarNoticiaRequest>;

export const desactivarNoticia = defineCall({
  name: 'desactivarNoticia',
  access: ['admin', 'teacher'],
  summary: 'El botón Desactivar de admin/listado-medios: la noticia deja de mostrarse en el blog.',
  request: ZDesactivarNoticiaRequest,
  response: ZNoticiaResponse,
});
