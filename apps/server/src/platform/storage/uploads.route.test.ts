import { writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { UploadKind } from '@academia/contract/core/call';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import * as sample from '../../../test/sample-files';
import type { StoredFile } from './storage.service';

const t = useTestApp();
const SECRET = 'CONTENIDO PRIVADO 7f3a';

async function store(bytes: Buffer, kind: UploadKind, originalName?: string): Promise<StoredFile> {
  return t.app.ctx.storage.save(sample.streamOf(bytes), { kind, folder: 'pruebas', originalName });
}

/** A request exactly as written, unlike clients that tidy `..` and `%2e` away first. */
function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /uploads/...', () => {
  it.each([
    ['image', 'image/png', sample.png],
    ['image', 'image/jpeg', sample.jpeg],
    ['video', 'video/mp4', sample.mp4],
    ['pdf', 'application/pdf', sample.pdf],
  ] as const)(
    'serves a stored %s inline as %s, sandboxed, cached for good',
    async (kind, type, bytes) => {
      const stored = await store(bytes, kind);
      const res = await t.app.inject({ method: 'GET', url: stored.url });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(bytes);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['content-security-policy']).toBe(
        type === 'application/pdf'
          ? "default-src 'none'; style-src 'unsafe-inline'"
          : "default-src 'none'; sandbox",
      );
    },
  );

  it.each([
    [
      sample.docx,
      'apuntes.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [sample.zip([['a.txt', 'hola']]), 'codigo.zip', 'application/zip'],
    [sample.text, 'consulta.sql', 'text/plain; charset=utf-8'],
  ])(
    'sends material that is not an image, video or PDF as a download (%#)',
    async (bytes, name, type) => {
      const stored = await store(bytes, 'material', name);
      const res = await t.app.inject({ method: 'GET', url: stored.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['content-disposition']).toBe('attachment');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    },
  );

  it('revalidates files the server writes under fixed names', async () => {
    await t.app.ctx.storage.writeFile('reconocimiento/reconocimiento_5.pdf', sample.pdf);
    const res = await t.app.inject({
      method: 'GET',
      url: '/uploads/reconocimiento/reconocimiento_5.pdf',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toBeDefined();
  });

  it('answers HEAD with the headers and no body', async () => {
    const stored = await store(sample.mp4, 'video');
    const res = await t.app.inject({ method: 'HEAD', url: stored.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(sample.mp4.length));
    expect(res.body).toBe('');
  });

  describe('Range requests', () => {
    let video: StoredFile;
    const bytes = Buffer.concat([
      sample.mp4,
      Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251)),
    ]);
    beforeAll(async () => {
      video = await store(bytes, 'video');
    });

    it('answers a range with 206, its Content-Range and exactly those bytes', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: video.url,
        headers: { range: 'bytes=100-299' },
      });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes 100-299/${bytes.length}`);
      expect(res.headers['content-length']).toBe('200');
      expect(res.rawPayload).toEqual(bytes.subarray(100, 300));
    });

    it('answers an open-ended and a suffix range', async () => {
      const open = await t.app.inject({
        method: 'GET',
        url: video.url,
        headers: { range: `bytes=${bytes.length - 10}-` },
      });
      expect(open.statusCode).toBe(206);
      expect(open.rawPayload).toEqual(bytes.subarray(bytes.length - 10));
      const suffix = await t.app.inject({
        method: 'GET',
        url: video.url,
        headers: { range: 'bytes=-5' },
      });
      expect(suffix.statusCode).toBe(206);
      expect(suffix.headers['content-range']).toBe(
        `bytes ${bytes.length - 5}-${bytes.length - 1}/${bytes.length}`,
      );
      expect(suffix.rawPayload).toEqual(bytes.subarray(bytes.length - 5));
    });

    it('answers a range past the end with 416, the size and the envelope', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: video.url,
        headers: { range: `bytes=${bytes.length + 10}-${bytes.length + 20}` },
      });
      expect(res.statusCode).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'bad_request' } });
    });
  });

  describe('refusals', () => {
    it('answers a missing file with the 404 envelope', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/uploads/pruebas/no-existe.png' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        error: { code: 'not_found', message: 'El archivo no existe.' },
      });
    });

    it('never lists a folder', async () => {
      await store(sample.png, 'image');
      for (const url of ['/uploads/', '/uploads/pruebas', '/uploads/pruebas/']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error.code, url).toBe('not_found');
      }
    });

    it('does not serve private files, by their path or by escaping the public area', async () => {
      const cv = await t.app.ctx.storage.save(sample.streamOf(sample.pdf), {
        kind: 'pdf',
        folder: 'cv',
        visibility: 'private',
      });
      expect(cv.url).toBeUndefined();
      for (const url of [
        `/uploads/${cv.path}`,
        `/uploads/../private/${cv.path}`,
        `/uploads/%2e%2e/private/${cv.path}`,
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
      }
    });

    it('refuses traversal in every spelling with the 404 envelope', async () => {
      writeFileSync(path.join(t.config.dataDir, 'secreto.txt'), SECRET);
      const cv = await t.app.ctx.storage.save(sample.streamOf(sample.pdf), {
        kind: 'pdf',
        folder: 'cv',
        visibility: 'private',
      });
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (t.app.server.address() as AddressInfo).port;
      expect(address).toContain(String(port));
      const attempts = [
        '/uploads/../secreto.txt',
        '/uploads/pruebas/../../secreto.txt',
        '/uploads/%2e%2e/secreto.txt',
        '/uploads/%2E%2E/%2E%2E/etc/passwd',
        '/uploads/..%2fsecreto.txt',
        `/uploads/..%2Fprivate%2F${cv.path.replace('/', '%2F')}`,
        '/uploads/..%5csecreto.txt',
        '/uploads/pruebas%5c..%5c..%5csecreto.txt',
        '/uploads/%252e%252e/secreto.txt',
        '/uploads/%00secreto.txt',
        '/uploads//etc/passwd',
        '/uploads/./pruebas',
        '/uploads/.tmp',
      ];
      for (const attempt of attempts) {
        const res = await rawGet(port, attempt);
        expect(res.status, attempt).toBe(404);
        expect(JSON.parse(res.body), attempt).toMatchObject({
          success: false,
          error: { code: 'not_found' },
        });
        expect(res.body).not.toContain(SECRET);
      }
      // An overlong UTF-8 dot is not even a valid address: the router refuses it first.
      const overlong = await rawGet(port, '/uploads/%C0%AE%C0%AE/secreto.txt');
      expect(overlong.status).toBe(400);
      expect(overlong.body).not.toContain(SECRET);
    });
  });
});
