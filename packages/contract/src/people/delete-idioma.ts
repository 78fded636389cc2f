import { z } from 'zod';
import { defineCall, ZEmpty, zId } from '../core/call';

export const ZDeleteIdiomaRequest = z.object({ id: zId });
export const ZDeleteIdiomaResponse = ZEmpty;
export type TDeleteIdiomaRequest = z.input<typeof ZDeleteIdiomaRequest>;

export const deleteIdioma = defineCall({
  name: 'deleteIdioma',
  access: ['student'],
  owns: ['id'],
  summary: 'Elimina un idioma del perfil del alumno (solo uno suyo).',
  request: ZDeleteIdiomaRequest,
  response: ZDeleteIdiomaResponse,
});
