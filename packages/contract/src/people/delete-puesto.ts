import { z } from 'zod';
import { defineCall, ZEmpty, zId } from '../core/call';

export const ZDeletePuestoRequest = z.object({ id: zId });
export const ZDeletePuestoResponse = ZEmpty;
export type TDeletePuestoRequest = z.input<typeof ZDeletePuestoRequest>;

export const deletePuesto = defineCall({
  name: 'deletePuesto',
  access: ['student'],
  owns: ['id'],
  summary: 'Elimina un puesto del perfil del alumno (solo uno suyo).',
  request: ZDeletePuestoRequest,
  response: ZDeletePuestoResponse,
});
