import type { z } from 'zod';
import { defineCall } from '../core/call';
import { NOTICIA_FILES, ZNoticiaCampos, ZNoticiaResponse } from './blog-fields';

export const ZAgregarNoticiaRequest = ZNoticiaCampos;
export type TAgregarNoticiaRequest = z.input<typeof ZAgregarNoticiaRequest>;

export const agregarNoticia = defineCall({
  name: 'agregarNoticia',
  access: ['admin', 'teacher'],
  multipart: true,
  files: NOTICIA_FILES,
  summary:
    'Agrega una noticia activa (multipart: nombre, medio, link, imagen y logo_medio opcionales).',
  request: ZAgregarNoticiaRequest,
  response: ZNoticiaResponse,
});
