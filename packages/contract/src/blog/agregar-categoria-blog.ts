import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZCategoriaBlogResponse, zNombreCategoria } from './blog-fields';

export const ZAgregarCategoriaBlogRequest = z.object({ nombre: zNombreCategoria });
export type TAgregarCategoriaBlogRequest = z.input<typeof ZAgregarCategoriaBlogRequest>;

export const agregarCategoriaBlog = defineCall({
  name: 'agregarCategoriaBlog',
  access: ['admin', 'teacher'],
  summary: 'Agrega una categoría del blog. Un nombre repetido (sin distinguir mayúsculas): 409.',
  request: ZAgregarCategoriaBlogRequest,
  response: ZCategoriaBlogResponse,
});
