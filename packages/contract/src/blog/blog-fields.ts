import { z } from 'zod';
import type { FileField } from '../core/call';

/** The blog lists' page size (spec: 12 articles a page, also in the article and media lists). */
export const BLOG_PAGE_SIZE = 12;

/** An article as the lists show it: no content, the category's name beside its id. */
export const ZArticuloResumen = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  /** Path under /uploads/, or null without an image. */
  imagen: z.string().nullable(),
  banner: z.string().nullable(),
  /** 1 active (public), 0 inactive. */
  activo: z.number().int(),
  /** A YouTube embed address, or null. */
  video: z.string().nullable(),
  categoria: z.number().int(),
  categoria_nombre: z.string(),
  slug: z.string(),
  /** ISO 8601. */
  fecha: z.string(),
});
export type TArticuloResumen = z.infer<typeof ZArticuloResumen>;

/** An extra file uploaded with an article (agregarArticulo's files[i]). */
export const ZArticuloArchivo = z.object({
  id: z.number().int(),
  nombre: z.string(),
  /** Path under /uploads/. */
  archivo: z.string(),
});

/** A whole article: the summary plus its sanitised HTML content and extra files. */
export const ZArticulo = ZArticuloResumen.extend({
  contenido: z.string(),
  archivos: z.array(ZArticuloArchivo),
});
export type TArticulo = z.infer<typeof ZArticulo>;

export const ZCategoriaBlog = z.object({ id: z.number().int(), nombre: z.string() });
export type TCategoriaBlog = z.infer<typeof ZCategoriaBlog>;

export const ZNoticia = z.object({
  id: z.number().int(),
  nombre: z.string(),
  link: z.string(),
  medio: z.string(),
  activo: z.number().int(),
  /** Path under /uploads/, or null. */
  imagen: z.string().nullable(),
  logo_medio: z.string().nullable(),
  /** ISO 8601. */
  fecha: z.string(),
});
export type TNoticia = z.infer<typeof ZNoticia>;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * The YouTube address of an article's video, normalised to the embed form the page's frame
 * loads (the Content-Security-Policy allows only YouTube frames). A watch link, a youtu.be link
 * or an embed link are accepted; an empty value means no video.
 */
export function youtubeEmbedUrl(value: string): string | null | undefined {
  const text = value.trim();
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else id = /^\/(embed|shorts)\/([^/]+)$/.exec(url.pathname)?.[2];
  }
  return id && YOUTUBE_ID.test(id) ? `https://www.youtube.com/embed/${id}` : undefined;
}

export const zVideo = z
  .string()
  .max(500)
  .transform((value, ctx) => {
    const embed = youtubeEmbedUrl(value);
    if (embed === undefined) {
      ctx.addIssue({
        code: 'custom',
        message:
          'El video debe ser un enlace de YouTube (por ejemplo https://www.youtube.com/embed/…).',
      });
      return z.NEVER;
    }
    return embed;
  });

/** The article fields the editor sends (multipart: everything arrives as text). */
export const ZArticuloCampos = z.object({
  nombre: z.string().trim().min(1, { error: 'Escribe el título del artículo.' }).max(250),
  descripcion: z.string().trim().max(2000).default(''),
  /** Rich text; sanitised on the server when written. */
  contenido: z.string().max(500_000).default(''),
  video: zVideo.optional(),
  categoria: z.coerce.number({ error: 'Elige una categoría.' }).int().positive().max(2_147_483_647),
});

export const ZNoticiaCampos = z.object({
  nombre: z.string().trim().min(1, { error: 'Escribe el título.' }).max(250),
  medio: z.string().trim().max(150).default(''),
  link: z
    .string()
    .trim()
    .max(1000)
    .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), {
      error: 'El enlace debe empezar con http:// o https://.',
    })
    .default(''),
});

/** A news item's two optional images (agregarNoticia, actualizarNoticia). */
export const NOTICIA_FILES: Readonly<Record<string, FileField>> = {
  imagen: { kind: 'image', required: false, folder: 'noticias' },
  logo_medio: { kind: 'image', required: false, folder: 'noticias' },
};

export const ZNoticiaResponse = z.object({ content: ZNoticia });

export const zNombreCategoria = z
  .string()
  .trim()
  .min(1, { error: 'Escribe el nombre de la categoría.' })
  .max(150, { error: 'El nombre no puede tener más de 150 caracteres.' });

export const ZCategoriaBlogResponse = z.object({ content: ZCategoriaBlog });
