import { z } from 'zod';
import { defineCall, ZEmpty, zId } from '../core/call';

export const ZDeleteHabilidadRequest = z.object({ id: zId });
export const ZDeleteHabilidadResponse = ZEmpty;
export type TDeleteHabilidadRequest = z.input<typeof ZDeleteHabilidadRequest>;

export const deleteHabilidad = defineCall({
  name: 'deleteHabilidad',
  access: ['student'],
  owns: ['id'],
  summary: 'Elimina una habilidad del perfil del alumno (solo uno suyo).',
  request: ZDeleteHabilidadRequest,
  response: ZDeleteHabilidadResponse,
});
