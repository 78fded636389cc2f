import { z } from 'zod';
import { defineCall, zId } from '../core/call';

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
