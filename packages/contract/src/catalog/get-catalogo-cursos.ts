import { z } from 'zod';
import { defineCall, zId, zMoney, zPage, zPaged } from '../core/call';
import { ZDemandaMercado } from '../skills/shapes';

/** Courses per page of the public catalogue (three columns of four rows). */
export const CATALOGO_POR_PAGINA = 12;

/** A course as a card of the public catalogue shows it. */
export const ZCursoCatalogo = z.object({
  nombre: z.string(),
  slug: z.string(),
  /** The beginning of the description (300 characters at most), for the card. */
  resumen: z.string(),
  horas_curso: z.number().int(),
  precio: zMoney,
  /** YYYY-MM-DD, or null when not set. */
  fecha_inicio: z.string().nullable(),
  fecha_fin: z.string().nullable(),
  /** The cover resized for lists when there is one, else the original; path under /uploads/. */
  imagen: z.string().nullable(),
  categoria: z.number().int(),
  categoria_nombre: z.string(),
  /** 'Demanda en el mercado' (issue 26). */
  demanda: ZDemandaMercado,
});
export type TCursoCatalogo = z.infer<typeof ZCursoCatalogo>;

/** A category with how many courses of the catalogue it holds (only those with one or more). */
export const ZCategoriaCatalogo = z.object({
  id: z.number().int(),
  nombre: z.string(),
  cursos: z.number().int().min(1),
});
export type TCategoriaCatalogo = z.infer<typeof ZCategoriaCatalogo>;

export const ZGetCatalogoCursosRequest = z.object({
  /** A course category's id; absent, empty or 0: every category. */
  categoria: z
    .union([z.literal(''), z.literal(0), z.literal('0'), z.null(), zId])
    .optional()
    .transform((v) => (typeof v === 'number' && v > 0 ? v : undefined)),
  page: zPage,
});
export const ZGetCatalogoCursosResponse = zPaged(ZCursoCatalogo).extend({
  /** Every category with courses in the catalogue, whatever `categoria` asked for. */
  categorias: z.array(ZCategoriaCatalogo),
});
export type TGetCatalogoCursosRequest = z.input<typeof ZGetCatalogoCursosRequest>;
export type TGetCatalogoCursosResponse = z.infer<typeof ZGetCatalogoCursosResponse>;

export const getCatalogoCursos = defineCall({
  name: 'getCatalogoCursos',
  method: 'GET',
  access: 'anyone',
  summary:
    'El catálogo público: los cursos que se ofrecen (los que no han terminado), 12 por página ' +
    '(`page`, desde 1), los que empiezan antes primero, opcionalmente de una categoría. ' +
    'Responde `results`, `count` y `categorias` (las que tienen cursos en el catálogo).',
  request: ZGetCatalogoCursosRequest,
  response: ZGetCatalogoCursosResponse,
});
