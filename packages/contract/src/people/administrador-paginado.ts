import type { z } from 'zod';
import { defineCall } from '../core/call';
import { ZPaginadoRequest, ZPaginadoResponse } from './people-schemas';

export const ZAdministradorPaginadoRequest = ZPaginadoRequest;
export const ZAdministradorPaginadoResponse = ZPaginadoResponse;
export type TAdministradorPaginadoRequest = z.input<typeof ZAdministradorPaginadoRequest>;
export type TAdministradorPaginadoResponse = z.infer<typeof ZAdministradorPaginadoResponse>;

export const administradorPaginado = defineCall({
  name: 'administrador/paginado',
  method: 'GET',
  access: ['admin'],
  summary:
    'Administradores, 20 por página, por estado (is_active) y texto (sin acentos ni mayúsculas).',
  request: ZAdministradorPaginadoRequest,
  response: ZAdministradorPaginadoResponse,
});
