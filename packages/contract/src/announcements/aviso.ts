import { z } from 'zod';

/** Announcements per page, for the student's and the staff's lists. */
export const AVISOS_POR_PAGINA = 10;

export const zTituloAviso = z
  .string()
  .trim()
  .min(1, { error: 'Escribe el título del aviso.' })
  .max(200, { error: 'El título admite como máximo 200 caracteres.' });

/** Rich text, sanitised by the server like every other rich text before it is stored. */
export const zContenidoAviso = z
  .string()
  .trim()
  .min(1, { error: 'Escribe el contenido del aviso.' })
  .max(20000, { error: 'El contenido admite como máximo 20000 caracteres.' });

export const ZAviso = z.object({
  id: z.number().int(),
  titulo: z.string(),
  /** Sanitised HTML. */
  contenido: z.string(),
  /** ISO 8601. */
  fecha: z.string(),
  /** Who posted it: first and last name. */
  autor: z.string(),
  /** The group it was posted to, or null for the whole course. */
  grupo: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
});
export type TAviso = z.infer<typeof ZAviso>;
