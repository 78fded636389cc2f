import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZPuesto, ZPuestoEditado } from './profile-items';

export const ZActualizarPuestoRequest = ZPuestoEditado;
export const ZActualizarPuestoResponse = z.object({ content: ZPuesto });
export type TActualizarPuestoRequest = z.input<typeof ZActualizarPuestoRequest>;

export const actualizarPuesto = defineCall({
  name: 'actualizarPuesto',
  access: ['student'],
  owns: ['id'],
  summary: 'Cambia un puesto de trabajo del perfil del alumno (solo uno suyo).',
  request: ZActualizarPuestoRequest,
  response: ZActualizarPuestoResponse,
});
