import type { z } from 'zod';
import { defineCall } from '../core/call';
import { ZPaginadoRequest, ZPaginadoResponse } from './people-schemas';

export const ZProfesorPaginadoRequest = ZPaginadoRequest;
export const ZProfesorPaginadoResponse = ZPaginadoResponse;
export type TProfesorPaginadoRequest = z.input<typeof ZProfesorPaginadoRequest>;
export type TProfesorPaginadoResponse = z.infer<typeof ZProfesorPaginadoResponse>;

export const profesorPaginado = defineCall({
  name: 'profesor/paginado',
  method: 'GET',
  access: ['admin'],
  summary: 'Profesores, 20 por página, por estado (is_active) y texto (sin acentos ni mayúsculas).',
  request: ZProfesorPaginadoRequest,
  response: ZProfesorPaginadoResponse,
});
