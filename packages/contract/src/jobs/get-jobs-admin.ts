import { z } from 'zod';
import { defineCall, zPage, zPaged } from '../core/call';
import { ZJobResumen } from './job-fields';

export const JOBS_ADMIN_PAGE_SIZE = 20;

export const ZGetJobsAdminRequest = z.object({ page: zPage });
export const ZGetJobsAdminResponse = zPaged(ZJobResumen.extend({ aplicantes: z.number().int() }));
export type TGetJobsAdminRequest = z.input<typeof ZGetJobsAdminRequest>;
export type TGetJobsAdminResponse = z.infer<typeof ZGetJobsAdminResponse>;

export const getJobsAdmin = defineCall({
  name: 'getJobsAdmin',
  method: 'GET',
  access: ['admin', 'teacher'],
  summary:
    'admin/listado-jobs: todas las vacantes (abiertas y cerradas) con su número de ' +
    'postulantes, 20 por página.',
  request: ZGetJobsAdminRequest,
  response: ZGetJobsAdminResponse,
});
