import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZCategoriaBlog } from './blog-fields';

const zNombre = z
  .string()
  .trim()
  .min(1, { error: 'Escribe el nombre de la categoría.' })
  .max(150, { error: 'El nombre no puede tener más de 150 caracteres.' });

const ZCategoriaResponse = z.object({ content: ZCategoriaBlog });

export const ZAgregarCategoriaBlogRequest = z.object({ nombre: zNombre });
export type TAgregarCategoriaBlogRequest = z.input<typeof ZAgregarCategoriaBlogRequest>;

export const agregarCategoriaBlog = defineCall({
  name: 'agregarCategoriaBlog',
  access: ['admin', 'teacher'],
  summary: 'Agrega una categoría del blog. Un nombre repetido (sin distinguir mayúsculas): 409.',
  request: ZAgregarCategoriaBlogRequest,
  response: ZCategoriaResponse,
});

export const ZActualizarCategoriaBlogRequest = z.object({ categoria: zId, nombre: zNombre });
export type TActualizarCategoriaBlogRequest = z.input<typeof ZActualizarCategoriaBlogRequest>;

export const actualizarCategoriaBlog = defineCall({
  name: 'actualizarCategoriaBlog',
  access: ['admin', 'teacher'],
  summary: 'Cambia el nombre de una categoría del blog. Inexistente: 404; nombre repetido: 409.',
  request: ZActualizarCategoriaBlogRequest,
  response: ZCategoriaResponse,
});

export const ZEliminarCategoriaBlogRequest = z.object({ categoria: zId });
export type TEliminarCategoriaBlogRequest = z.input<typeof ZEliminarCategoriaBlogRequest>;

export const eliminarCategoriaBlog = defineCall({
  name: 'eliminarCategoriaBlog',
  access: ['admin', 'teacher'],
  summary:
    'Elimina una categoría del blog que no tiene artículos. Con artículos: 409 (muévelos antes).',
  request: ZEliminarCategoriaBlogRequest,
  response: z.object({}),
});
