import { z } from 'zod';
import { defineCall, zActivo, zId, zPage, zPaged } from '../core/call';
import { ZNoticia, ZNoticiaCampos } from './blog-fields';

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

const noticiaFiles = {
  imagen: { kind: 'image', required: false, folder: 'noticias' },
  logo_medio: { kind: 'image', required: false, folder: 'noticias' },
} as const;

export const ZAgregarNoticiaRequest = ZNoticiaCampos;
export const ZNoticiaResponse = z.object({ content: ZNoticia });
export type TAgregarNoticiaRequest = z.input<typeof ZAgregarNoticiaRequest>;

export const agregarNoticia = defineCall({
  name: 'agregarNoticia',
  access: ['admin', 'teacher'],
  multipart: true,
  files: noticiaFiles,
  summary:
    'Agrega una noticia activa (multipart: nombre, medio, link, imagen y logo_medio opcionales).',
  request: ZAgregarNoticiaRequest,
  response: ZNoticiaResponse,
});

export const ZEditarNoticiaRequest = z.object({ noticia: zId });
export type TEditarNoticiaRequest = z.input<typeof ZEditarNoticiaRequest>;

export const editarNoticia = defineCall({
  name: 'editarNoticia',
  access: ['admin', 'teacher'],
  summary: 'Una noticia por su id para editarla. Inexistente: 404.',
  request: ZEditarNoticiaRequest,
  response: ZNoticiaResponse,
});

export const ZActualizarNoticiaRequest = ZNoticiaCampos.extend({ noticia: zId, activo: zActivo });
export type TActualizarNoticiaRequest = z.input<typeof ZActualizarNoticiaRequest>;

export const actualizarNoticia = defineCall({
  name: 'actualizarNoticia',
  access: ['admin', 'teacher'],
  multipart: true,
  files: noticiaFiles,
  summary:
    'Actualiza una noticia (multipart: noticia, nombre, link, medio, activo; imagen y ' +
    'logo_medio opcionales reemplazan los actuales).',
  request: ZActualizarNoticiaRequest,
  response: ZNoticiaResponse,
});

export const ZDesactivarNoticiaRequest = z.object({ noticia: zId });
export type TDesactivarNoticiaRequest = z.input<typeof ZDesactivarNoticiaRequest>;

export const desactivarNoticia = defineCall({
  name: 'desactivarNoticia',
  access: ['admin', 'teacher'],
  summary: 'El botón Desactivar de admin/listado-medios: la noticia deja de mostrarse en el blog.',
  request: ZDesactivarNoticiaRequest,
  response: ZNoticiaResponse,
});
