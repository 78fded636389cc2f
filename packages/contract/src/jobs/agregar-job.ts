import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZJob, ZJobCampos } from './job-fields';

export const ZAgregarJobRequest = ZJobCampos;
export const ZAgregarJobResponse = z.object({ content: ZJob });
export type TAgregarJobRequest = z.input<typeof ZAgregarJobRequest>;

export const agregarJob = defineCall({
  name: 'agregarJob',
  access: ['admin', 'teacher'],
  summary:
    'Agrega una vacante interna abierta (nombre, descripcion, descripcion_corta, sueldo, ' +
    'modalidad); la descripción se sanea.',
  request: ZAgregarJobRequest,
  response: ZAgregarJobResponse,
});
