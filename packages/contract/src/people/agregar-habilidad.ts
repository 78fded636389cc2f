import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZHabilidad, ZNuevaHabilidad } from './profile-items';

export const ZAgregarHabilidadRequest = ZNuevaHabilidad;
export const ZAgregarHabilidadResponse = z.object({ content: ZHabilidad });
export type TAgregarHabilidadRequest = z.input<typeof ZAgregarHabilidadRequest>;

export const agregarHabilidad = defineCall({
  name: 'agregarHabilidad',
  access: ['student'],
  summary: 'Agrega una habilidad al perfil del alumno.',
  request: ZAgregarHabilidadRequest,
  response: ZAgregarHabilidadResponse,
});
