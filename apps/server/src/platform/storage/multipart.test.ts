import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { defineCall } from '@academia/contract/core/call';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../../../test/helper';
import * as sample from '../../../test/sample-files';
import { testConfig } from '../../../test/test-config';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { conflict } from '../errors';
import { registerCall } from '../http/register-call';

const ZStored = z.object({
  path: z.string(),
  url: z.string().optional(),
  size: z.number(),
  mime: z.string(),
  originalName: z.string().optional(),
  visibility: z.enum(['public', 'private']),
});

/** A throwaway call shaped like the spec's multipart forms (agregarArticulo, postularVacante). */
const pruebaFormulario = defineCall({
  name: 'pruebaFormulario',
  multipart: true,
  access: 'anyone',
  request: z.object({
    nombre: z.string().min(1),
    etiqueta: z.union([z.string(), z.array(z.string())]).optional(),
    fallar: z.literal('si').optional(),
  }),
  response: z.object({
    content: z.object({
      nombre: z.string(),
      etiqueta: z.union([z.string(), z.array(z.string())]).optional(),
      archivos: z.record(z.string(), z.array(ZStored)),
    }),
  }),
  files: {
    imagen: { kind: 'image', required: true, folder: 'cursos' },
    files: { kind: 'material', required: false, multiple: true },
    cv: { kind: 'pdf', required: false, private: true, folder: 'cv' },
  },
  summary: 'Formulario de prueba',
});

const pruebaVideo = defineCall({
  name: 'pruebaVideo',
  multipart: true,
  access: 'anyone',
  request: z.object({}),
  response: z.object({ content: ZStored }),
  files: { video: { kind: 'video', required: true } },
  summary: 'Video de prueba',
});

let app: FastifyInstance;
let config: Config;
let drop: () => Promise<void> = async () => {};

beforeAll(async () => {
  const opened = await openTestDatabase();
  drop = opened.drop;
  config = testConfig();
  app = await buildApp(config, { database: opened.database });
  registerCall(app, pruebaFormulario, async ({ input, files }) => {
    if (input.fallar) throw conflict('El formulario de prueba falló a propósito.');
    return { content: { nombre: input.nombre, etiqueta: input.etiqueta, archivos: files } };
  });
  registerCall(app, pruebaVideo, async ({ files }) => {
    const [video] = files.video ?? [];
    if (!video) throw new Error('video missing');
    return { content: video };
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await drop();
});

/** Every stored file (both areas and the temporary folder), relative to DATA_DIR. */
function storedFiles(): string[] {
  return ['uploads', 'private', 'tmp'].flatMap((area) =>
    (readdirSync(path.join(config.dataDir, area), { recursive: true }) as string[])
      .map((name) => `${area}/${name}`)
      .filter((name) => path.extname(name) !== ''),
  );
}

function clearStorage() {
  for (const area of ['uploads', 'private', 'tmp']) {
    const dir = path.join(config.dataDir, area);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
  }
}

async function postForm(build: (form: FormData) => void, url = pruebaFormulario.path) {
  const form = new FormData();
  build(form);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const file = (bytes: Buffer) => new Blob([new Uint8Array(bytes)]);

describe('readMultipart through a contract call', () => {
  it('collects text fields and streams required, optional and multiple files to storage', async () => {
    clearStorage();
    const res = await postForm((form) => {
      form.append('nombre', 'Curso de Redes');
      form.append('etiqueta', 'redes');
      form.append('etiqueta', 'cisco');
      form.append('imagen', file(sample.png), 'portada.png');
      form.append('files[0]', file(sample.pdf), 'temario.pdf');
      form.append('files[1]', file(sample.docx), 'practica.docx');
      form.append('cv', file(sample.pdf), 'cv.pdf');
    });
    expect(res.statusCode, res.body).toBe(200);
    const { content } = res.json();
    expect(content.nombre).toBe('Curso de Redes');
    expect(content.etiqueta).toEqual(['redes', 'cisco']);
    expect(content.archivos.imagen).toEqual([
      {
        path: expect.stringMatching(/^cursos\/[0-9a-f]{32}\.png$/),
        url: expect.stringMatching(/^\/uploads\/cursos\/[0-9a-f]{32}\.png$/),
        size: sample.png.length,
        mime: 'image/png',
        originalName: 'portada.png',
        visibility: 'public',
      },
    ]);
    expect(content.archivos.files.map((f: { originalName: string }) => f.originalName)).toEqual([
      'temario.pdf',
      'practica.docx',
    ]);
    expect(content.archivos.files[0].path).toMatch(/^materiales\/[0-9a-f]{32}\.pdf$/);
    expect(content.archivos.cv[0]).toMatchObject({
      visibility: 'private',
      mime: 'application/pdf',
    });
    expect(content.archivos.cv[0].url).toBeUndefined();
    expect(storedFiles().sort()).toEqual(
      [
        `uploads/${content.archivos.imagen[0].path}`,
        `uploads/${content.archivos.files[0].path}`,
        `uploads/${content.archivos.files[1].path}`,
        `private/${content.archivos.cv[0].path}`,
      ].sort(),
    );
    const served = await app.inject({ method: 'GET', url: content.archivos.imagen[0].url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(sample.png);
  });

  it('treats an empty file part and an empty text part under a file field as absent', async () => {
    clearStorage();
    const res = await postForm((form) => {
      form.append('nombre', 'Sin CV');
      form.append('imagen', file(sample.jpeg), 'foto.jpg');
      form.append('cv', '');
      form.append('files[0]', file(Buffer.alloc(0)), '');
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json().content.archivos)).toEqual(['imagen']);
    expect(storedFiles()).toHaveLength(1);
  });

  it('refuses a missing required file (400) and keeps nothing', async () => {
    clearStorage();
    const res = await postForm((form) => {
      form.append('nombre', 'Sin imagen');
      form.append('imagen', file(Buffer.alloc(0)), 'vacia.png');
      form.append('files[0]', file(sample.pdf), 'temario.pdf');
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation',
      message: 'Falta adjuntar «imagen».',
      fields: [{ path: 'imagen', message: 'Adjunta un archivo.' }],
    });
    expect(storedFiles()).toEqual([]);
  });

  it('refuses an undeclared file field (400) and discards what was stored before it', async () => {
    clearStorage();
    const res = await postForm((form) => {
      form.append('nombre', 'Intruso');
      form.append('imagen', file(sample.png), 'portada.png');
      form.append('script', file(sample.text), 'x.sh');
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Esta llamada no admite el archivo «script».');
    expect(storedFiles()).toEqual([]);
  });

  it('refuses indexed names for a field that is not multiple, and a second file in it', async () => {
    clearStorage();
    const indexed = await postForm((form) => {
      form.append('nombre', 'x');
      form.append('imagen[0]', file(sample.png), 'a.png');
    });
    expect(indexed.statusCode).toBe(400);
    const twice = await postForm((form) => {
      form.append('nombre', 'x');
      form.append('imagen', file(sample.png), 'a.png');
      form.append('imagen', file(sample.png), 'b.png');
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe('Envía un solo archivo en «imagen».');
    expect(storedFiles()).toEqual([]);
  });

  it('refuses an undeclared text field (400) naming it', async () => {
    const res = await postForm((form) => {
      form.append('nombre', 'Curso');
      form.append('basura', 'x'.repeat(1000));
      form.append('imagen', file(sample.png), 'portada.png');
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Esta llamada no admite el campo «basura».');
  });

  it('caps a text part at the longest field of the call (413)', async () => {
    const res = await postForm((form) => {
      form.append('nombre', 'x'.repeat(5000));
      form.append('imagen', file(sample.png), 'portada.png');
    });
    expect(res.statusCode).toBe(413);
  });

  it('caps the number of text parts at what the form can hold (413)', async () => {
    // pruebaVideo has no text field: only its file field may arrive, empty, as text.
    const res = await postForm((form) => {
      for (let i = 0; i < 50; i++) form.append('video', '');
    }, pruebaVideo.path);
    expect(res.statusCode).toBe(413);
  });

  it('refuses text where a file is expected', async () => {
    const res = await postForm((form) => {
      form.append('nombre', 'x');
      form.append('imagen', file(sample.png), 'a.png');
      form.append('cv', '/etc/passwd');
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('El campo «cv» debe ser un archivo.');
  });

  it('discards the stored files when the handler throws', async () => {
    clearStorage();
    const res = await postForm((form) => {
      form.append('nombre', 'Falla');
      form.append('fallar', 'si');
      form.append('imagen', file(sample.png), 'portada.png');
      form.append('files[0]', file(sample.pdf), 'temario.pdf');
    });
    expect(res.statusCode).toBe(409);
    expect(storedFiles()).toEqual([]);
  });

  it('discards the stored files when the text fields are invalid', async () => {
    clearStorage();
    const res = await postForm((form) => {
      form.append('imagen', file(sample.png), 'portada.png');
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a spoofed type (415) and discards the earlier files', async () => {
    clearStorage();
    const res = await postForm((form) => {
      form.append('nombre', 'x');
      form.append('imagen', file(sample.png), 'portada.png');
      form.append('cv', file(sample.html), 'cv.pdf');
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a file past its kind limit (413) and keeps nothing', async () => {
    clearStorage();
    const res = await postForm((form) => {
      form.append('nombre', 'x');
      form.append(
        'imagen',
        file(Buffer.concat([sample.png, Buffer.alloc(10 * 1024 * 1024)])),
        'enorme.png',
      );
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(
      'El archivo «enorme.png» supera el tamaño máximo de 10 MB para imágenes.',
    );
    expect(storedFiles()).toEqual([]);
  });

  it('answers a JSON body with 415 and a malformed form with 400', async () => {
    const json = await app.inject({
      method: 'POST',
      url: pruebaFormulario.path,
      payload: { nombre: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.message).toBe(
      'Esta llamada espera un formulario multipart/form-data.',
    );

    const cut = await app.inject({
      method: 'POST',
      url: pruebaFormulario.path,
      headers: { 'content-type': 'multipart/form-data; boundary=limite' },
      payload:
        '--limite\r\nContent-Disposition: form-data; name="imagen"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().success).toBe(false);

    const noBoundary = await app.inject({
      method: 'POST',
      url: pruebaFormulario.path,
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(storedFiles()).toEqual([]);
  });
});

/** Posts a multipart body with one file part of `size` bytes, streamed over a real socket. */
async function streamUpload(
  port: number,
  url: string,
  field: string,
  fileHead: Buffer,
  size: number,
): Promise<{ status: number; body: string }> {
  const boundary = 'limite-de-prueba';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="archivo"\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: url,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
          // As a browser does once it has the answer: stop sending the rest.
          req.destroy();
        });
      },
    );
    // The server may answer (413) and close before the whole body is sent: that is the point.
    req.on('error', () => undefined);
    async function* body() {
      yield head;
      yield* sample.sizedStream(fileHead, size);
      yield tail;
    }
    pipeline(Readable.from(body()), req).catch(() => undefined);
    req.on('close', () => reject(new Error('connection closed without an answer')));
  });
}

describe('uploads over a real connection', () => {
  let port: number;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  it('streams 200 MB of video to disk without holding it in memory', async () => {
    clearStorage();
    const size = 200 * 1024 * 1024;
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const { status, body } = await streamUpload(port, pruebaVideo.path, 'video', sample.mp4, size);
    clearInterval(sampler);

    expect(status, body).toBe(200);
    const stored = JSON.parse(body).content;
    expect(stored).toMatchObject({ size, mime: 'video/mp4' });
    expect(storedFiles()).toEqual([`uploads/${stored.path}`]);
    expect(peak - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('refuses 95 junk fields of 1 MB at the first one, without buffering the rest', async () => {
    const boundary = 'limite-de-prueba';
    // One megabyte sent 95 times: the client holds one copy, whatever the server does.
    const junk = Buffer.alloc(1024 * 1024, 'x');
    async function* body() {
      for (let i = 0; i < 95; i++) {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="basura${i}"\r\n\r\n`,
        );
        yield junk;
        yield Buffer.from('\r\n');
      }
      yield Buffer.from(`--${boundary}--\r\n`);
    }
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const { status, answer } = await new Promise<{ status: number; answer: string }>(
      (resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: pruebaFormulario.path,
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              resolve({ status: res.statusCode ?? 0, answer: Buffer.concat(chunks).toString() });
              req.destroy();
            });
          },
        );
        req.on('error', () => undefined);
        pipeline(Readable.from(body()), req).catch(() => undefined);
        req.on('close', () => reject(new Error('connection closed without an answer')));
      },
    );
    clearInterval(sampler);
    expect(status).toBe(400);
    expect(JSON.parse(answer).error.message).toBe('Esta llamada no admite el campo «basura0».');
    expect(peak - before).toBeLessThan(16 * 1024 * 1024);
  });

  it('answers 413 while a too-large file is still arriving, and keeps nothing', async () => {
    clearStorage();
    const { status, body } = await streamUpload(
      port,
      pruebaFormulario.path,
      'imagen',
      sample.png,
      60 * 1024 * 1024,
    );
    expect(status).toBe(413);
    expect(JSON.parse(body).error.code).toBe('payload_too_large');
    expect(storedFiles()).toEqual([]);
  });
});
