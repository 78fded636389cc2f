import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZHabilidad, ZHabilidadEditada } from './profile-items';

export const ZActualizarHabilidadRequest = ZHabilidadEditada;
export const ZActualizarHabilidadResponse = z.object({ content: ZHabilidad });
export type TActualizarHabilidadRequest = z.input<typeof ZActualizarHabilidadRequest>;

export const actualizarHabilidad = defineCall({
  name: 'actualizarHabilidad',
  access: ['student'],
  owns: ['id'],
  summary: 'Cambia una habilidad del perfil del alumno (solo una suya).',
  request: ZActualizarHabilidadRequest,
  response: ZActualizarHabilidadResponse,
});
