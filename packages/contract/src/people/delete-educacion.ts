import { z } from 'zod';
import { defineCall, ZEmpty, zId } from '../core/call';

export const ZDeleteEducacionRequest = z.object({ id: zId });
export const ZDeleteEducacionResponse = ZEmpty;
export type TDeleteEducacionRequest = z.input<typeof ZDeleteEducacionRequest>;

export const deleteEducacion = defineCall({
  name: 'deleteEducacion',
  access: ['student'],
  owns: ['id'],
  summary: 'Elimina un programa de estudios del perfil del alumno (solo uno suyo).',
  request: ZDeleteEducacionRequest,
  response: ZDeleteEducacionResponse,
});
