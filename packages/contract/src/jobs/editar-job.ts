import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZCompetenciaBreve } from '../skills/shapes';
import { ZJob, zUniqueId } from './job-fields';

export const ZEditarJobRequest = z.object({ unique_id: zUniqueId });
export const ZEditarJobResponse = z.object({
  /** With the skills it requires (issue 26), by name. */
  content: ZJob.extend({ competencias: z.array(ZCompetenciaBreve) }),
});
export type TEditarJobRequest = z.input<typeof ZEditarJobRequest>;

export const editarJob = defineCall({
  name: 'editarJob',
  access: ['admin', 'teacher'],
  summary: 'Una vacante (abierta o cerrada) por su unique_id, para verla y editarla.',
  request: ZEditarJobRequest,
  response: ZEditarJobResponse,
});
