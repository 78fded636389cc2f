import type { z } from 'zod';
import { defineCall } from '../core/call';
import { ZPaginadoRequest, ZPaginadoResponse } from './people-schemas';

export const ZAlumnoPaginadoRequest = ZPaginadoRequest;
export const ZAlumnoPaginadoResponse = ZPaginadoResponse;
export type TAlumnoPaginadoRequest = z.input<typeof ZAlumnoPaginadoRequest>;
export type TAlumnoPaginadoResponse = z.infer<typeof ZAlumnoPaginadoResponse>;

export const alumnoPaginado = defineCall({
  name: 'alumno/paginado',
  method: 'GET',
  access: ['admin'],
  summary:
    'Alumnos, 20 por página, filtrados por estado (is_active, 1 por omisión) y por texto ' +
    '(nombre, apellidos o correo, sin distinguir acentos ni mayúsculas).',
  request: ZAlumnoPaginadoRequest,
  response: ZAlumnoPaginadoResponse,
});
