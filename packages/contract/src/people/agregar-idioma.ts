import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZIdioma, ZNuevoIdioma } from './profile-items';

export const ZAgregarIdiomaRequest = ZNuevoIdioma;
export const ZAgregarIdiomaResponse = z.object({ content: ZIdioma });
export type TAgregarIdiomaRequest = z.input<typeof ZAgregarIdiomaRequest>;

export const agregarIdioma = defineCall({
  name: 'agregarIdioma',
  access: ['student'],
  summary: 'Agrega un idioma al perfil del alumno.',
  request: ZAgregarIdiomaRequest,
  response: ZAgregarIdiomaResponse,
});
