import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import * as sample from '../../../test/sample-files';
import { loadFileSecret, SIGNED_LIFETIME_MS } from './signed-files';

const t = useTestApp();
const VIEWER = 7;

async function lessonVideo() {
  return t.app.ctx.storage.save(sample.streamOf(sample.mp4), {
    kind: 'video',
    folder: 'contenido/videos',
  });
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('lesson files under /uploads/ need a signed address', () => {
  it('answers the old public address of a lesson video, image or material with 404', async () => {
    const video = await lessonVideo();
    // The video kind's own folder, where the demo's lesson video lies.
    await t.app.ctx.storage.writeFile('videos/demo-leccion.webm', sample.mp4);
    const demo = { url: '/uploads/videos/demo-leccion.webm' };
    const material = await t.app.ctx.storage.save(sample.streamOf(sample.pdf), {
      kind: 'material',
      folder: 'materiales',
      originalName: 'guia.pdf',
    });
    for (const url of [video.url, material.url, demo.url]) {
      const res = await get(String(url));
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message).toBe('El archivo no existe.');
    }
  });

  it('serves a signed address privately, with validators, and answers a range with 206', async () => {
    const video = await lessonVideo();
    const url = `/uploads/${t.app.ctx.storage.signer.sign(video.path, VIEWER)}`;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(sample.mp4);
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const maxAge = Number(String(res.headers['cache-control']).split('=')[1]);
    expect(maxAge * 1000).toBeGreaterThanOrEqual(SIGNED_LIFETIME_MS - 5000);
    expect(res.headers.etag).toBeDefined();
    expect(res.headers['last-modified']).toBeDefined();

    const range = await get(url, { range: 'bytes=0-9' });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload).toEqual(sample.mp4.subarray(0, 10));

    const again = await get(url, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('gives one viewer the same address for a while, so the browser cache keeps working', async () => {
    const video = await lessonVideo();
    const now = Date.UTC(2026, 0, 1, 10, 0, 30);
    const { signer } = t.app.ctx.storage;
    expect(signer.sign(video.path, VIEWER, now + 60_000)).toBe(
      signer.sign(video.path, VIEWER, now),
    );
  });

  it('refuses an expired, tampered or borrowed signature with 404', async () => {
    const video = await lessonVideo();
    const other = await lessonVideo();
    const { signer } = t.app.ctx.storage;
    const good = new URL(`http://x/uploads/${signer.sign(video.path, VIEWER)}`);
    const q = good.searchParams;
    const with_ = (changes: Record<string, string>, pathname = good.pathname) => {
      const params = new URLSearchParams(q);
      for (const [k, v] of Object.entries(changes)) params.set(k, v);
      return `${pathname}?${params}`;
    };
    const expired = `/uploads/${signer.sign(video.path, VIEWER, Date.now() - 2 * SIGNED_LIFETIME_MS)}`;
    const attempts = [
      expired,
      with_({ exp: String(Number(q.get('exp')) + 3600) }),
      with_({ v: String(VIEWER + 1) }),
      with_({ sig: `${q.get('sig')?.startsWith('A') ? 'B' : 'A'}${q.get('sig')?.slice(1)}` }),
      with_({}, `/uploads/${other.path}`),
      `${good.pathname}?exp=${q.get('exp')}&v=${VIEWER}`,
    ];
    for (const url of attempts) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await get(`${good.pathname}${good.search}`)).statusCode).toBe(200);
  });

  it('leaves course, article and certificate files public and their addresses unsigned', async () => {
    const cover = await t.app.ctx.storage.save(sample.streamOf(sample.png), {
      kind: 'image',
      folder: 'cursos',
    });
    expect(t.app.ctx.storage.signer.sign(cover.path, VIEWER)).toBe(cover.path);
    const res = await get(String(cover.url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps one secret per DATA_DIR, the same for every instance', () => {
    const root = t.app.ctx.storage.root('private');
    expect(loadFileSecret(root)).toEqual(loadFileSecret(root));
    expect(loadFileSecret(root)).toHaveLength(32);
  });
});
