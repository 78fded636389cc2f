import type { z } from 'zod';
import { defineCall, zActivo, zId } from '../core/call';
import { NOTICIA_FILES, ZNoticiaCampos, ZNoticiaResponse } from './blog-fields';

export const ZActualizarNoticiaRequest = ZNoticiaCampos.extend({ noticia: zId, activo: zActivo });
export type TActualizarNoticiaRequest = z.input<typeof ZActualizarNoticiaRequest>;

export const actualizarNoticia = defineCall({
  name: 'actualizarNoticia',
  access: ['admin', 'teacher'],
  multipart: true,
  files: NOTICIA_FILES,
  summary:
    'Actualiza una noticia (multipart: noticia, nombre, link, medio, activo; imagen y ' +
    'logo_medio opcionales reemplazan los actuales).',
  request: ZActualizarNoticiaRequest,
  response: ZNoticiaResponse,
});
