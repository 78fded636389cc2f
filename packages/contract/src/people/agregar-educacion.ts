import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZNuevoPrograma, ZPrograma } from './profile-items';

export const ZAgregarEducacionRequest = ZNuevoPrograma;
export const ZAgregarEducacionResponse = z.object({ content: ZPrograma });
export type TAgregarEducacionRequest = z.input<typeof ZAgregarEducacionRequest>;

export const agregarEducacion = defineCall({
  name: 'agregarEducacion',
  access: ['student'],
  summary: 'Agrega un programa de estudios al perfil del alumno.',
  request: ZAgregarEducacionRequest,
  response: ZAgregarEducacionResponse,
});
