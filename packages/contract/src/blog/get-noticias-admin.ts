import { z } from 'zod';
import { defineCall, zPage, zPaged } from '../core/call';
import { ZNoticia } from './blog-fields';

export const ZGetNoticiasAdminRequest = z.object({ page: zPage });
export const ZGetNoticiasAdminResponse = zPaged(ZNoticia);
export type TGetNoticiasAdminRequest = z.input<typeof ZGetNoticiasAdminRequest>;

export const getNoticiasAdmin = defineCall({
  name: 'getNoticiasAdmin',
  method: 'GET',
  access: ['admin', 'teacher'],
  summary: 'admin/listado-medios: todas las noticias (activas e inactivas), 12 por página.',
  request: ZGetNoticiasAdminRequest,
  response: ZGetNoticiasAdminResponse,
});
