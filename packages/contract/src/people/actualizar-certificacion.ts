import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZCertificacion, ZCertificacionEditada } from './profile-items';

export const ZActualizarCertificacionRequest = ZCertificacionEditada;
export const ZActualizarCertificacionResponse = z.object({ content: ZCertificacion });
export type TActualizarCertificacionRequest = z.input<typeof ZActualizarCertificacionRequest>;

export const actualizarCertificacion = defineCall({
  name: 'actualizarCertificacion',
  access: ['student'],
  owns: ['id'],
  summary: 'Cambia una certificación del perfil del alumno (solo una suya).',
  request: ZActualizarCertificacionRequest,
  response: ZActualizarCertificacionResponse,
});
