import { z } from 'zod';
import { defineCall, zId, zPage, zPaged } from '../core/call';
import { ZAviso } from './aviso';

export const ZGetAvisosAdminRequest = z.object({ curso: zId, page: zPage });
export const ZAvisoAdmin = ZAviso.extend({ destinatarios: z.number().int().min(0) });
export type TAvisoAdmin = z.infer<typeof ZAvisoAdmin>;
export const ZGetAvisosAdminResponse = zPaged(ZAvisoAdmin);
export type TGetAvisosAdminRequest = z.input<typeof ZGetAvisosAdminRequest>;
export type TGetAvisosAdminResponse = z.infer<typeof ZGetAvisosAdminResponse>;

export const getAvisosAdmin = defineCall({
  name: 'getAvisosAdmin',
  method: 'GET',
  access: ['admin', 'teacher'],
  teaches: { curso: 'curso' },
  summary:
    'Los avisos publicados en un curso, 10 por página, los más recientes primero: todos para ' +
    'el administrador; para el profesor, los del curso entero y los de sus grupos.',
  request: ZGetAvisosAdminRequest,
  response: ZGetAvisosAdminResponse,
});
