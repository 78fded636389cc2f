import { z } from 'zod';
import { defineCall, zActivo } from '../core/call';
import { ZJob, ZJobCampos, zUniqueId } from './job-fields';

export const ZActualizarJobRequest = ZJobCampos.extend({
  /** The vacancy's unique_id. */
  job: zUniqueId,
  /** 1 open, 0 closed (no longer public); absent keeps the current state. */
  activo: zActivo.optional(),
});
export const ZActualizarJobResponse = z.object({ content: ZJob });
export type TActualizarJobRequest = z.input<typeof ZActualizarJobRequest>;

export const actualizarJob = defineCall({
  name: 'actualizarJob',
  access: ['admin', 'teacher'],
  summary: 'Actualiza una vacante (job = unique_id, más los campos de agregarJob y activo).',
  request: ZActualizarJobRequest,
  response: ZActualizarJobResponse,
});
