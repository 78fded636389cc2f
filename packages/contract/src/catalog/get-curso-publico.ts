import { z } from 'zod';
import { defineCall, zMoney } from '../core/call';
import { zCursoSlug } from '../registration/registration-fields';
import { ZDemandaMercado } from '../skills/shapes';

/** A topic of the public outline: its name and its lessons' names, nothing of their content. */
export const ZTemaTemario = z.object({
  nombre: z.string(),
  subtemas: z.array(z.string()),
});

/** The teacher of an open group: the name, nothing else. */
export const ZProfesorCurso = z.object({ first_name: z.string(), last_name: z.string() });

export const ZCursoPublico = z.object({
  nombre: z.string(),
  slug: z.string(),
  descripcion: z.string(),
  horas_curso: z.number().int(),
  precio: zMoney,
  /** Days of access to the platform an enrolment gives. */
  dias_plataforma: z.number().int(),
  /** YYYY-MM-DD, or null when not set. */
  fecha_inicio: z.string().nullable(),
  fecha_fin: z.string().nullable(),
  /** The uploaded cover, path under /uploads/; null without one. */
  imagen: z.string().nullable(),
  categoria: z.number().int(),
  categoria_nombre: z.string(),
  /** Topics in their order, each with its lessons' names in order. */
  temario: z.array(ZTemaTemario),
  /** The teachers of the course's active groups that have not ended, by surname. */
  profesores: z.array(ZProfesorCurso),
  /** 'Demanda en el mercado' (issue 26). */
  demanda: ZDemandaMercado,
});
export type TCursoPublico = z.infer<typeof ZCursoPublico>;

export const ZGetCursoPublicoRequest = z.object({ slug: zCursoSlug });
export const ZGetCursoPublicoResponse = z.object({ content: ZCursoPublico });
export type TGetCursoPublicoRequest = z.input<typeof ZGetCursoPublicoRequest>;
export type TGetCursoPublicoResponse = z.infer<typeof ZGetCursoPublicoResponse>;

export const getCursoPublico = defineCall({
  name: 'getCursoPublico',
  method: 'GET',
  access: 'anyone',
  summary:
    'La página pública de un curso del catálogo por su slug: datos, temario (solo nombres de ' +
    'temas y lecciones) y los profesores de sus grupos abiertos. Un curso que no está en el ' +
    'catálogo o no existe: 404.',
  request: ZGetCursoPublicoRequest,
  response: ZGetCursoPublicoResponse,
});
