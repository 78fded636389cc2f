import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { createBlogCategory, createJob, fileOf, postForm } from '../../test/blog-factories';
import {
  createCourse,
  createCourseCategory,
  createSubtopic,
  createTopic,
} from '../../test/course-factories';
import { createAdmin, loginAs } from '../../test/factories';
import { useTestApp } from '../../test/helper';
import {
  imageBombs,
  POLYGLOTS,
  SPOOFED,
  SPOOFED_PDF,
  SPOOFED_VIDEO,
  TRAVERSAL_NAMES,
} from '../../test/hostile-files';
import * as sample from '../../test/sample-files';
import { aplicantes, articulos, cursos } from '../db/schema/index';

/**
 * Hostile uploads through the real calls: the hole behind Chamilo's CVE-2023-4220 was an
 * anonymous upload kept under the web root and then run. Here every refused upload leaves no
 * file and no row; what is accepted is stored under a generated name and served with its
 * stored type, `nosniff` and a policy that lets nothing run.
 */
const t = useTestApp();

const bombs = await imageBombs();

const AREAS = ['uploads', 'private', 'tmp'];

beforeEach(() => {
  for (const area of AREAS) {
    const dir = path.join(t.config.dataDir, area);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
  }
});

/** Every file under the three storage areas, relative to DATA_DIR. */
function storedFiles(): string[] {
  return AREAS.flatMap((area) => {
    const dir = path.join(t.config.dataDir, area);
    return (readdirSync(dir, { recursive: true }) as string[])
      .map((name) => `${area}/${name}`)
      .filter((name) => path.extname(name) !== '');
  });
}

async function admin(): Promise<string> {
  return loginAs(t.app, (await createAdmin(t.app.ctx)).email);
}

function expectRefused(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({
    success: false,
    error: { code: expect.any(String), message: expect.any(String) },
  });
}

let address = 0;
/** Each anonymous application from its own address, so the per-address limit stays out of the way. */
const nextAddress = () => `192.0.2.${(address++ % 250) + 1}`;

function apply(job: string, cv: Blob, ip = nextAddress()) {
  const form = new FormData();
  form.append('nombre', 'Daniela Torres');
  form.append('email', 'daniela@prueba.test');
  form.append('job', job);
  form.append('cv', cv);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return encoded.arrayBuffer().then((body) =>
    t.app.inject({
      method: 'POST',
      url: '/api/postularVacante/',
      headers: {
        'content-type': encoded.headers.get('content-type') ?? '',
        'x-forwarded-for': ip,
      },
      payload: Buffer.from(body),
    }),
  );
}

async function article(auth: string, files: Record<string, Blob | Blob[]>) {
  const category = await createBlogCategory(t.app.ctx);
  return postForm(
    t.app,
    '/api/agregarArticulo/',
    { nombre: `Artículo ${address++}`, categoria: String(category.id), ...files },
    auth,
  );
}

describe('uploads with a spoofed type are refused and leave nothing behind', () => {
  it.each(SPOOFED)('$what, as an article image and as an article file', async (upload) => {
    const auth = await admin();
    for (const field of ['imagen', 'files'] as const) {
      const file = fileOf(upload.bytes, upload.name, 'image/jpeg');
      const res = await article(auth, { [field]: field === 'files' ? [file] : file });
      expectRefused(res, 415);
    }
    expect(storedFiles()).toEqual([]);
    expect(await t.app.ctx.db.select().from(articulos)).toEqual([]);
  });

  it.each(SPOOFED_PDF)('$what, as an anonymous CV (CVE-2023-4220)', async (upload) => {
    const job = await createJob(t.app.ctx);
    const res = await apply(job.unique_id, fileOf(upload.bytes, upload.name, 'application/pdf'));
    expectRefused(res, 415);
    expect(storedFiles()).toEqual([]);
    expect(await t.app.ctx.db.select().from(aplicantes)).toEqual([]);
  });

  it.each(SPOOFED_VIDEO)('$what, as a lesson video', async (upload) => {
    const auth = await admin();
    const course = await createCourse(t.app.ctx);
    const lesson = await createSubtopic(t.app.ctx, (await createTopic(t.app.ctx, course.id)).id);
    const res = await postForm(
      t.app,
      '/api/agregarContenidoSubtema/',
      {
        subtema: String(lesson.id),
        nombre: 'Lección',
        video: fileOf(upload.bytes, upload.name, 'video/mp4'),
      },
      auth,
    );
    expectRefused(res, 415);
    expect(storedFiles()).toEqual([]);
  });
});

describe('oversized uploads answer 413 in the envelope and leave nothing behind', () => {
  it('an image past 10 MB', async () => {
    const big = Buffer.concat([sample.png, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await article(await admin(), { imagen: fileOf(big, 'grande.png') });
    expectRefused(res, 413);
    expect(storedFiles()).toEqual([]);
  });

  it('an anonymous CV past 20 MB (CVE-2023-4220: no large anonymous upload is kept)', async () => {
    const job = await createJob(t.app.ctx);
    const big = Buffer.concat([sample.pdf, Buffer.alloc(20 * 1024 * 1024)]);
    const res = await apply(job.unique_id, fileOf(big, 'cv.pdf'));
    expectRefused(res, 413);
    expect(storedFiles()).toEqual([]);
    expect(await t.app.ctx.db.select().from(aplicantes)).toEqual([]);
  });
});

describe('image bombs are refused before anything decodes them', () => {
  it.each(bombs)(
    '$what, as a course image (its list thumbnail is made with sharp)',
    async (bomb) => {
      const auth = await admin();
      const category = await createCourseCategory(t.app.ctx);
      expect(bomb.bytes.length).toBeLessThan(1024);
      const res = await postForm(
        t.app,
        '/api/agregarCurso/',
        {
          nombre: 'Curso bomba',
          descripcion: 'x',
          horas_curso: '40',
          categoria: String(category.id),
          precio: '10',
          dias_plataforma: '30',
          fecha_inicio: '2026-02-01',
          fecha_fin: '2026-06-30',
          imagen: fileOf(bomb.bytes, bomb.name),
        },
        auth,
      );
      expectRefused(res, 413);
      expect(res.json().error.message).toMatch(/píxeles/);
      expect(storedFiles()).toEqual([]);
      expect(await t.app.ctx.db.select().from(cursos)).toEqual([]);
    },
  );

  it.each(bombs)('$what, as an article image and as a material shown to visitors', async (bomb) => {
    const auth = await admin();
    for (const field of ['imagen', 'files'] as const) {
      const file = fileOf(bomb.bytes, bomb.name);
      expectRefused(await article(auth, { [field]: field === 'files' ? [file] : file }), 413);
    }
    expect(storedFiles()).toEqual([]);
  });
});

describe('client file names are never trusted', () => {
  it.each(TRAVERSAL_NAMES)(
    '%j is stored under a generated name inside its folder',
    async (name) => {
      const auth = await admin();
      const res = await article(auth, { files: [fileOf(sample.jpeg, name)] });
      expect(res.statusCode, res.body).toBe(200);
      const [stored] = res.json().content.archivos;
      expect(stored.archivo).toMatch(/^articulos\/archivos\/[0-9a-f]{32}\.jpg$/);
      // The name is kept only as text to show: no folder, no control character.
      expect(stored.nombre).not.toMatch(/[/\\\p{Cc}]/u);
      expect(storedFiles()).toEqual([`uploads/${stored.archivo}`]);
      expect(existsSync(path.join(t.config.dataDir, '..', 'x.jpg'))).toBe(false);
      expect(existsSync(path.join(t.config.dataDir, 'x.jpg'))).toBe(false);
    },
  );
});

describe('nothing uploaded is served inline as HTML or run', () => {
  async function served(archivo: string) {
    const res = await t.app.inject({ method: 'GET', url: `/uploads/${archivo}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    return res;
  }

  it.each(POLYGLOTS)(
    'a polyglot ($what) is served as $mime with nosniff and no script allowed',
    async (file) => {
      const auth = await admin();
      const res = await article(auth, { files: [fileOf(file.bytes, file.name)] });
      expect(res.statusCode, res.body).toBe(200);
      const [stored] = res.json().content.archivos;
      const answer = await served(stored.archivo);
      expect(answer.headers['content-type']).toBe(file.mime);
      const policy = String(answer.headers['content-security-policy']);
      expect(policy).toMatch(/^default-src 'none'(;|$)/);
      expect(policy).not.toMatch(/script-src|unsafe-eval/);
      if (file.mime !== 'application/pdf') expect(policy).toBe("default-src 'none'; sandbox");
    },
  );

  it('text with markup inside is stored as .txt and downloaded, never rendered', async () => {
    const auth = await admin();
    const text = Buffer.from('Notas de clase\n<script>alert(document.cookie)</script>\n');
    const res = await article(auth, { files: [fileOf(text, 'notas.html.txt')] });
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = res.json().content.archivos;
    expect(stored.archivo).toMatch(/\.txt$/);
    const answer = await served(stored.archivo);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.headers['content-disposition']).toBe('attachment');
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('an anonymous CV is kept out of /uploads/ and only staff download it, as an attachment', async () => {
    const job = await createJob(t.app.ctx);
    const res = await apply(job.unique_id, fileOf(sample.pdf, 'cv.pdf'));
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.app.ctx.db.select().from(aplicantes);
    expect(row?.cv).toMatch(/^cv\/[0-9a-f]{32}\.pdf$/);
    expect(storedFiles()).toEqual([`private/${row?.cv}`]);
    for (const url of [`/uploads/${row?.cv}`, `/uploads/../private/${row?.cv}`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('anonymous applications are rate limited per address (CVE-2023-4220)', async () => {
    const job = await createJob(t.app.ctx);
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      answers.push(
        (await apply(job.unique_id, fileOf(sample.pdf, 'cv.pdf'), '192.0.2.251')).statusCode,
      );
    }
    expect(answers).toEqual([...Array(10).fill(200), 429]);
    expect(storedFiles()).toHaveLength(10);
  });
});
