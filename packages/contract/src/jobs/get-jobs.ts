import { z } from 'zod';
import { defineCall, ZEmpty } from '../core/call';
import { ZJobResumen } from './job-fields';

/** The public board shows at most this many open vacancies, the newest first. */
export const JOBS_PUBLICOS = 50;

export const ZGetJobsRequest = ZEmpty;
export const ZGetJobsResponse = z.object({ content: z.array(ZJobResumen) });
export type TGetJobsRequest = z.input<typeof ZGetJobsRequest>;
export type TGetJobsResponse = z.infer<typeof ZGetJobsResponse>;

export const getJobs = defineCall({
  name: 'getJobs',
  method: 'GET',
  access: 'anyone',
  summary: 'Las vacantes abiertas (activas), las más recientes primero, a lo sumo 50.',
  request: ZGetJobsRequest,
  response: ZGetJobsResponse,
});
