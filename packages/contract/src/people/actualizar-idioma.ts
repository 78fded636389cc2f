import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZIdioma, ZIdiomaEditado } from './profile-items';

export const ZActualizarIdiomaRequest = ZIdiomaEditado;
export const ZActualizarIdiomaResponse = z.object({ content: ZIdioma });
export type TActualizarIdiomaRequest = z.input<typeof ZActualizarIdiomaRequest>;

export const actualizarIdioma = defineCall({
  name: 'actualizarIdioma',
  access: ['student'],
  owns: ['id'],
  summary: 'Cambia un idioma del perfil del alumno (solo uno suyo).',
  request: ZActualizarIdiomaRequest,
  response: ZActualizarIdiomaResponse,
});
