import { z } from 'zod';
import { defineCall, zMoney } from '../core/call';
import { zCursoSlug } from './registration-fields';

export const ZDatosCursoPublico = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  horas_curso: z.number().int(),
  /** The course's price, two decimals ("0.00": free). */
  precio: zMoney,
  /** YYYY-MM-DD, or null. */
  fecha_inicio: z.string().nullable(),
  fecha_fin: z.string().nullable(),
  slug: z.string(),
  /** Path under /uploads/, or null. */
  imagen: z.string().nullable(),
  /** An administrator offers a 7-day, lessons-only trial of it (createDemoUser). */
  prueba_gratuita: z.boolean(),
});
export type TDatosCursoPublico = z.infer<typeof ZDatosCursoPublico>;

export const ZGetDatosCursoRequest = z.object({ slug: zCursoSlug });
/** A list, as the spec says; the registration page uses its first item. */
export const ZGetDatosCursoResponse = z.object({ content: z.array(ZDatosCursoPublico).max(1) });
export type TGetDatosCursoRequest = z.input<typeof ZGetDatosCursoRequest>;
export type TGetDatosCursoResponse = z.infer<typeof ZGetDatosCursoResponse>;

export const getDatosCurso = defineCall({
  name: 'getDatosCurso',
  access: 'anyone',
  summary:
    'Los datos públicos de un curso por su slug, para registro/{curso}: una lista con un ' +
    'elemento. Inexistente: 404.',
  request: ZGetDatosCursoRequest,
  response: ZGetDatosCursoResponse,
});
