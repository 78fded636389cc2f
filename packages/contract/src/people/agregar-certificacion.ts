import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZCertificacion, ZNuevaCertificacion } from './profile-items';

export const ZAgregarCertificacionRequest = ZNuevaCertificacion;
export const ZAgregarCertificacionResponse = z.object({ content: ZCertificacion });
export type TAgregarCertificacionRequest = z.input<typeof ZAgregarCertificacionRequest>;

export const agregarCertificacion = defineCall({
  name: 'agregarCertificacion',
  access: ['student'],
  summary: 'Agrega una certificación al perfil del alumno.',
  request: ZAgregarCertificacionRequest,
  response: ZAgregarCertificacionResponse,
});
