import { z } from 'zod';
import { defineCall, ZEmpty, zId } from '../core/call';

export const ZDeleteCertificacionRequest = z.object({ id: zId });
export const ZDeleteCertificacionResponse = ZEmpty;
export type TDeleteCertificacionRequest = z.input<typeof ZDeleteCertificacionRequest>;

export const deleteCertificacion = defineCall({
  name: 'deleteCertificacion',
  access: ['student'],
  owns: ['id'],
  summary: 'Elimina una certificación del perfil del alumno (solo uno suyo).',
  request: ZDeleteCertificacionRequest,
  response: ZDeleteCertificacionResponse,
});
