import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZJob, zUniqueId } from './job-fields';

export const ZEditarJobRequest = z.object({ unique_id: zUniqueId });
export const ZEditarJobResponse = z.object({ content: ZJob });
export type TEditarJobRequest = z.input<typeof ZEditarJobRequest>;

export const editarJob = defineCall({
  name: 'editarJob',
  access: ['admin', 'teacher'],
  summary: 'Una vacante (abierta o cerrada) por su unique_id, para verla y editarla.',
  request: ZEditarJobRequest,
  response: ZEditarJobResponse,
});
