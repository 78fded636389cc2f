import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZMaterial } from './shapes';

export const ZAgregarMaterialSubtemaRequest = z.object({
  subtema: zId,
  nombre: z
    .string()
    .trim()
    .min(1, { error: 'Escribe el nombre del material.' })
    .max(250, { error: 'El nombre del material no puede tener más de 250 caracteres.' }),
});
export const ZAgregarMaterialSubtemaResponse = z.object({ content: ZMaterial });
export type TAgregarMaterialSubtemaRequest = z.input<typeof ZAgregarMaterialSubtemaRequest>;

export const agregarMaterialSubtema = defineCall({
  name: 'agregarMaterialSubtema',
  access: ['admin'],
  multipart: true,
  files: { archivo: { kind: 'material', required: true, folder: 'materiales' } },
  summary:
    'Agrega un material descargable a un subtema (multipart: `nombre`, `subtema`, `archivo`: ' +
    'PDF, Office, imagen, ZIP o texto, hasta 100 MB).',
  request: ZAgregarMaterialSubtemaRequest,
  response: ZAgregarMaterialSubtemaResponse,
});
