import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZNoticiaResponse } from './blog-fields';

export const ZEditarNoticiaRequest = z.object({ noticia: zId });
export type TEditarNoticiaRequest = z.input<typeof ZEditarNoticiaRequest>;

export const editarNoticia = defineCall({
  name: 'editarNoticia',
  access: ['admin', 'teacher'],
  summary: 'Una noticia por su id para editarla. Inexistente: 404.',
  request: ZEditarNoticiaRequest,
  response: ZNoticiaResponse,
});
