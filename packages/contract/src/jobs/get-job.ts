import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZJob, zUniqueId } from './job-fields';

export const ZGetJobRequest = z.object({ unique_id: zUniqueId });
export const ZGetJobResponse = z.object({ content: ZJob });
export type TGetJobRequest = z.input<typeof ZGetJobRequest>;
export type TGetJobResponse = z.infer<typeof ZGetJobResponse>;

export const getJob = defineCall({
  name: 'getJob',
  access: 'anyone',
  summary: 'Una vacante abierta por su unique_id. Cerrada o inexistente: 404.',
  request: ZGetJobRequest,
  response: ZGetJobResponse,
});
