import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZSetGrupoCursoActivoRequest = z.object({ grupo: zId });
export const ZSetGrupoCursoActivoResponse = z.object({
  content: z.object({ id: z.number().int(), activo: z.number().int() }),
});
export type TSetGrupoCursoActivoRequest = z.input<typeof ZSetGrupoCursoActivoRequest>;
export type TSetGrupoCursoActivoResponse = z.infer<typeof ZSetGrupoCursoActivoResponse>;

export const desactivarGrupoCurso = defineCall({
  name: 'desactivarGrupoCurso',
  access: ['admin'],
  summary: 'Desactiva un grupo (sus alumnos y pagos se conservan).',
  request: ZSetGrupoCursoActivoRequest,
  response: ZSetGrupoCursoActivoResponse,
});

export const activarGrupoCurso = defineCall({
  name: 'activarGrupoCurso',
  access: ['admin'],
  summary: 'Vuelve a activar un grupo.',
  request: ZSetGrupoCursoActivoRequest,
  response: ZSetGrupoCursoActivoResponse,
});
