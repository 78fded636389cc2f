import { z } from 'zod';
import { defineCall, zId, zPage, zPaged } from '../core/call';
import { ZArticuloResumen } from './blog-fields';

export const ZGetArticulosRequest = z.object({
  /** A blog category's id; absent, empty or 0: every category. */
  categoria: z
    .union([z.literal(''), z.literal(0), z.null(), zId])
    .optional()
    .transform((v) => (typeof v === 'number' && v > 0 ? v : undefined)),
  page: zPage,
});
export const ZGetArticulosResponse = zPaged(ZArticuloResumen);
export type TGetArticulosRequest = z.input<typeof ZGetArticulosRequest>;
export type TGetArticulosResponse = z.infer<typeof ZGetArticulosResponse>;

export const getArticulos = defineCall({
  name: 'getArticulos',
  access: 'anyone',
  summary:
    'Artículos activos del blog, los más recientes primero, 12 por página (`page`, desde 1), ' +
    'opcionalmente de una categoría. Responde `results` y `count` (total de artículos).',
  request: ZGetArticulosRequest,
  response: ZGetArticulosResponse,
});
