import { z } from 'zod';
import { defineCall, zPage, zPaged } from '../core/call';
import { ZArticuloResumen } from './blog-fields';

export const ZGetArticulosAdminRequest = z.object({ page: zPage });
export const ZGetArticulosAdminResponse = zPaged(ZArticuloResumen);
export type TGetArticulosAdminRequest = z.input<typeof ZGetArticulosAdminRequest>;
export type TGetArticulosAdminResponse = z.infer<typeof ZGetArticulosAdminResponse>;

export const getArticulosAdmin = defineCall({
  name: 'getArticulosAdmin',
  method: 'GET',
  access: ['admin', 'teacher'],
  summary:
    'admin/listado-articulos: todos los artículos (activos e inactivos), los más recientes ' +
    'primero, 12 por página.',
  request: ZGetArticulosAdminRequest,
  response: ZGetArticulosAdminResponse,
});
