import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createBlogCategory, postForm } from '../../test/blog-factories';
import { createCourse, createSubtopic, createTopic } from '../../test/course-factories';
import { createAdmin, loginAs } from '../../test/factories';
import { useTestApp } from '../../test/helper';
import { NAME_PAYLOADS, RICH_TEXT_PAYLOADS } from '../../test/xss-payloads';

/**
 * Stored XSS through the API: every rich text is written with each payload and read back
 * through the calls that feed the pages; names come back exactly as typed, for the web app to
 * show as text. The browser side (nothing runs in the rendered pages) is e2e/specs/security.
 */
const t = useTestApp();

const TAGS = new Set([
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's'],
  ...['a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'span', 'div', 'sub', 'sup', 'img'],
  ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col', 'iframe'],
]);
const ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'frameborder', 'allow'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  col: ['span'],
};
const VIDEO_HOSTS = new Set([
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
]);

const NAMED: Record<string, string> = { amp: '&', colon: ':', tab: '\t', newline: '\n', quot: '"' };

/** An attribute value as the browser reads it: entities decoded, controls and spaces gone. */
function asBrowserReads(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (all, name: string) => NAMED[name.toLowerCase()] ?? all)
    .split('')
    .filter((c) => c > ' ')
    .join('')
    .toLowerCase();
}

/** Whether a link or source address is one the allowlist lets through. */
function safeAddress(tag: string, attribute: string, raw: string): boolean {
  const value = asBrowserReads(raw);
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(value)?.[1];
  if (tag === 'iframe') return scheme === 'https' && VIDEO_HOSTS.has(new URL(value).hostname);
  if (scheme === undefined) return !value.startsWith('//');
  if (tag === 'img' || attribute === 'src') return scheme === 'http' || scheme === 'https';
  return ['http', 'https', 'mailto', 'tel'].includes(scheme);
}

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[a-zA-Z-]+(?:="[^"<>]*")?)*)\s*\/?>/g;
const ATTRIBUTE = /\s+([a-zA-Z-]+)(?:="([^"]*)")?/g;

/**
 * What in sanitised HTML could run or load something: a tag or attribute off the allowlist, an
 * event handler, a style, an address with another scheme, or a `<` that is not a plain tag.
 * Empty means safe. (The sanitiser escapes every `<`, `>` and `"` in text and attribute
 * values, so the tags can be read with a pattern.)
 */
function unsafeParts(html: string): string[] {
  const found: string[] = [];
  for (const [, , rawName = '', attributes = ''] of html.matchAll(TAG)) {
    const name = rawName.toLowerCase();
    if (!TAGS.has(name)) found.push(`<${name}>`);
    for (const [, rawAttribute = '', value = ''] of attributes.matchAll(ATTRIBUTE)) {
      const attribute = rawAttribute.toLowerCase();
      if (!ATTRIBUTES[name]?.includes(attribute)) found.push(`${name}[${attribute}]`);
      else if (
        (attribute === 'href' || attribute === 'src') &&
        !safeAddress(name, attribute, value)
      ) {
        found.push(`${name}[${attribute}=${value}]`);
      }
    }
  }
  const rest = html.replace(TAG, '');
  if (/[<>]/.test(rest)) found.push(`unparsed markup: ${rest}`);
  return found;
}

describe('the checker itself', () => {
  it('flags what would run and passes what the editor makes', () => {
    expect(
      unsafeParts('<p>Hola <a href="https://a.test/" rel="noopener">x</a> &lt;b&gt;</p>'),
    ).toEqual([]);
    expect(unsafeParts('<img src="x" onerror="a()">')).toEqual(['img[onerror]']);
    expect(unsafeParts('<a href="java&#x09;script:a()">x</a>')).toHaveLength(1);
    expect(unsafeParts('<script>a()</script>')).toEqual(['<script>', '<script>']);
    expect(unsafeParts('<iframe src="https://evil.test/"></iframe>')).toHaveLength(1);
    expect(unsafeParts('<p title="x">a < b</p>')).toHaveLength(2);
  });
});

interface RichTextPlace {
  place: string;
  /** Writes `html` through the API; returns what the write answered and what a read answers. */
  write(auth: string, html: string, i: number): Promise<{ written: string; read: string }>;
}

async function post(url: string, payload: object, authorization: string) {
  const res = await t.app.inject({ method: 'POST', url, payload, headers: { authorization } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function form(url: string, fields: Record<string, string>, authorization: string) {
  const res = await postForm(t.app, url, fields, authorization);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const RICH_TEXT_PLACES: readonly RichTextPlace[] = [
  {
    place: 'article contenido (agregarArticulo → getDetalleArticulo, the public article page)',
    async write(auth, html, i) {
      const categoria = String((await createBlogCategory(t.app.ctx)).id);
      const { content } = await form(
        '/api/agregarArticulo/',
        { nombre: `Artículo ${i}`, categoria, contenido: html },
        auth,
      );
      const read = await post('/api/getDetalleArticulo/', { slug: content.slug }, auth);
      return { written: content.contenido, read: read.content.contenido };
    },
  },
  {
    place: 'job descripcion (agregarJob → getJob, the public job page)',
    async write(auth, html, i) {
      const { content } = await post(
        '/api/agregarJob/',
        { nombre: `Vacante ${i}`, descripcion: html, modalidad: 1 },
        auth,
      );
      const read = await post('/api/getJob/', { unique_id: content.unique_id }, auth);
      return { written: content.descripcion, read: read.content.descripcion };
    },
  },
  {
    place: 'lesson nota (agregarContenidoSubtema → getDataSubtema, the lesson page)',
    async write(auth, html) {
      const course = await createCourse(t.app.ctx);
      const lesson = await createSubtopic(t.app.ctx, (await createTopic(t.app.ctx, course.id)).id);
      const { content } = await form(
        '/api/agregarContenidoSubtema/',
        { subtema: String(lesson.id), nombre: 'Lección', nota: html },
        auth,
      );
      const read = await post('/api/getDataSubtema/', { subtema: lesson.id }, auth);
      return { written: content.nota, read: read.content.nota };
    },
  },
  {
    place: 'evaluation instrucciones (agregarEvaluacionCurso → editarEvaluacionCurso)',
    async write(auth, html) {
      const course = await createCourse(t.app.ctx);
      const { content } = await post(
        '/api/agregarEvaluacionCurso/',
        {
          curso: course.id,
          nombre: 'Examen',
          instrucciones: html,
          no_intentos: 1,
          calificacion_aprobatoria: 60,
        },
        auth,
      );
      const read = await post('/api/editarEvaluacionCurso/', { evaluacion: content.id }, auth);
      return { written: content.instrucciones, read: read.content.instrucciones };
    },
  },
];

describe(`stored XSS in rich text (${RICH_TEXT_PAYLOADS.length} payloads each)`, () => {
  it.each(RICH_TEXT_PLACES)('$place comes back sanitised', async ({ write }) => {
    const auth = await loginAs(t.app, (await createAdmin(t.app.ctx)).email);
    for (const [i, payload] of RICH_TEXT_PAYLOADS.entries()) {
      const { written, read } = await write(auth, payload, i);
      expect(read, payload).toBe(written);
      expect(unsafeParts(read), `${payload} → ${read}`).toEqual([]);
      expect(read).not.toContain('__xss=1"');
    }
    // The sanitiser keeps what the editor makes: a plain link survives.
    const { read } = await write(auth, '<p><a href="https://example.com/">bien</a></p>', 999);
    expect(read).toContain('href="https://example.com/"');
  });
});

describe(`names and plain texts come back exactly as typed (${NAME_PAYLOADS.length} payloads each)`, () => {
  const places: readonly {
    place: string;
    write(auth: string, text: string): Promise<unknown>;
  }[] = [
    {
      place: 'course category',
      async write(auth, text) {
        await post('/api/agregarCategoriaCurso/', { nombre: text }, auth);
        return (await t.app.inject({ method: 'GET', url: '/api/getCategoriasCurso/' })).json();
      },
    },
    {
      place: 'blog category',
      async write(auth, text) {
        await post('/api/agregarCategoriaBlog/', { nombre: text }, auth);
        return (await t.app.inject({ method: 'GET', url: '/api/getCategorias/' })).json();
      },
    },
    {
      place: 'course topic',
      async write(auth, text) {
        const course = await createCourse(t.app.ctx);
        await post('/api/agregarTemaCurso/', { tema: text, curso: course.id }, auth);
        return post('/api/getTemasCursoAdmin/', { curso: course.id }, auth);
      },
    },
    {
      place: 'forum question',
      async write(auth, text) {
        const course = await createCourse(t.app.ctx);
        await post(
          '/api/agregarPreguntaForo/',
          { pregunta: text, curso: course.id, respuestas_por_alumno: null },
          auth,
        );
        return post('/api/getContenidoForoDiscusionCurso/', { curso: course.id }, auth);
      },
    },
    {
      place: "a student's name (public registration, then the administrator's list)",
      async write(auth, text) {
        const course = await createCourse(t.app.ctx);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/registrarAlumnoAdmin/',
          headers: { 'x-forwarded-for': `198.51.100.${randomBytes(1)[0]}` },
          payload: {
            first_name: text,
            last_name: text,
            celular: '5512345678',
            email: `nombre-${randomBytes(4).toString('hex')}@prueba.test`,
            curso: course.slug,
          },
        });
        expect(res.statusCode, res.body).toBe(200);
        const list = await t.app.inject({
          method: 'GET',
          url: '/api/getAlumnos/?page=1',
          headers: { authorization: auth },
        });
        return list.json();
      },
    },
  ];

  it.each(places)('$place', async ({ write }) => {
    const auth = await loginAs(t.app, (await createAdmin(t.app.ctx)).email);
    for (const payload of NAME_PAYLOADS) {
      const body = JSON.stringify(await write(auth, payload));
      expect(body, payload).toContain(JSON.stringify(payload).slice(1, -1));
    }
  });
});
