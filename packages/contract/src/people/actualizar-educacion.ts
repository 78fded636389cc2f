import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZPrograma, ZProgramaEditado } from './profile-items';

export const ZActualizarEducacionRequest = ZProgramaEditado;
export const ZActualizarEducacionResponse = z.object({ content: ZPrograma });
export type TActualizarEducacionRequest = z.input<typeof ZActualizarEducacionRequest>;

export const actualizarEducacion = defineCall({
  name: 'actualizarEducacion',
  access: ['student'],
  owns: ['id'],
  summary: 'Cambia un programa de estudios del perfil del alumno (solo uno suyo).',
  request: ZActualizarEducacionRequest,
  response: ZActualizarEducacionResponse,
});
