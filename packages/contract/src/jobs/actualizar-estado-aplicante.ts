import { z } from 'zod';
import { zEstadoPostulacion } from '../career/postulaciones';
import { defineCall, zId } from '../core/call';

export const ZActualizarEstadoAplicanteRequest = z.object({
  aplicante: zId,
  estado: zEstadoPostulacion,
});
export const ZActualizarEstadoAplicanteResponse = z.object({
  content: z.object({ id: z.number().int(), estado: zEstadoPostulacion }),
});
export type TActualizarEstadoAplicanteRequest = z.input<typeof ZActualizarEstadoAplicanteRequest>;

export const actualizarEstadoAplicante = defineCall({
  name: 'actualizarEstadoAplicante',
  access: ['admin'],
  summary:
    'Cambia el estado de una postulación (recibida, en_revision, entrevista, descartada, ' +
    'contratada), que el alumno ve en «Mis postulaciones». Queda en la auditoría.',
  request: ZActualizarEstadoAplicanteRequest,
  response: ZActualizarEstadoAplicanteResponse,
});
