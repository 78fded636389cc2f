import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import * as sample from '../../../test/sample-files';
import { testConfig } from '../../../test/test-config';
import { AppError } from '../errors';
import { resolveInside } from './safe-path';
import { createStorage, EmptyFileError, sanitizeOriginalName } from './storage.service';
import { UPLOAD_KINDS } from './upload-kinds';

const MB = 1024 * 1024;

function newStorage() {
  const config = testConfig();
  const storage = createStorage(config);
  const tmpDir = path.join(config.dataDir, 'tmp');
  /** Every file under both areas and the temporary folder, relative to DATA_DIR. */
  const allFiles = () =>
    ['uploads', 'private', 'tmp'].flatMap((area) =>
      (readdirSync(path.join(config.dataDir, area), { recursive: true }) as string[])
        .map((name) => `${area}/${name}`)
        .filter((name) => path.extname(name) !== '')
        // The lesson files' signing key, made when the storage is created, is not a stored file.
        .filter((name) => !name.startsWith('private/claves/')),
    );
  return { config, storage, tmpDir, allFiles };
}

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.statusCode;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('storage.save', () => {
  it('streams a file to <folder>/<random>.<ext from the content> in the public area', async () => {
    const { storage, allFiles } = newStorage();
    const stored = await storage.save(sample.streamOf(sample.png), {
      kind: 'image',
      folder: 'cursos',
      originalName: 'Portada del curso.PNG',
    });
    expect(stored).toEqual({
      path: expect.stringMatching(/^cursos\/[0-9a-f]{32}\.png$/),
      url: `/uploads/${stored.path}`,
      size: sample.png.length,
      mime: 'image/png',
      originalName: 'Portada del curso.PNG',
      visibility: 'public',
    });
    expect(readFileSync(storage.absolutePath(stored.path))).toEqual(sample.png);
    expect(await storage.exists(stored.path)).toBe(true);
    expect(allFiles()).toEqual([`uploads/${stored.path}`]);
  });

  it('never uses the client name for the stored path', async () => {
    const { storage } = newStorage();
    const stored = await storage.save(sample.streamOf(sample.jpeg), {
      kind: 'image',
      folder: 'cursos',
      originalName: '../../../etc/passwd.jpg',
    });
    expect(stored.path).toMatch(/^cursos\/[0-9a-f]{32}\.jpg$/);
    expect(stored.originalName).toBe('passwd.jpg');
  });

  it('keeps private files out of the public area and gives them no address', async () => {
    const { storage, config } = newStorage();
    const stored = await storage.save(sample.streamOf(sample.pdf), {
      kind: 'pdf',
      folder: 'cv',
      originalName: 'cv.pdf',
      visibility: 'private',
    });
    expect(stored.url).toBeUndefined();
    expect(stored.visibility).toBe('private');
    expect(storage.absolutePath(stored.path, 'private')).toBe(
      path.join(config.dataDir, 'private', stored.path),
    );
    expect(await storage.exists(stored.path, 'public')).toBe(false);
    expect(await storage.exists(stored.path, 'private')).toBe(true);
  });

  it.each([
    ['image', sample.jpeg, 'foto.jpeg', 'jpg', 'image/jpeg'],
    ['image', sample.gif, 'anim.gif', 'gif', 'image/gif'],
    ['image', sample.webp, undefined, 'webp', 'image/webp'],
    ['video', sample.mp4, 'clase-1.mp4', 'mp4', 'video/mp4'],
    ['pdf', sample.pdf, 'temario.pdf', 'pdf', 'application/pdf'],
    [
      'material',
      sample.docx,
      'apuntes.docx',
      'docx',
      `application/vnd.openxmlformats-officedocument.wordprocessingml.document`,
    ],
    ['material', sample.cfb, 'antiguo.doc', 'doc', 'application/msword'],
    ['material', sample.cfb, 'notas.XLS', 'xls', 'application/vnd.ms-excel'],
    ['material', sample.zip([['a.txt', 'hola']]), 'ejemplos.zip', 'zip', 'application/zip'],
    ['material', sample.text, 'consulta.sql', 'txt', 'text/plain'],
    ['material', sample.png, 'diagrama.png', 'png', 'image/png'],
  ] as const)('accepts a %s whose bytes say %s (%s)', async (kind, bytes, name, ext, mime) => {
    const { storage } = newStorage();
    const stored = await storage.save(sample.streamOf(bytes), {
      kind,
      folder: 'f',
      originalName: name,
    });
    expect(stored.path.endsWith(`.${ext}`)).toBe(true);
    expect(stored.mime).toBe(mime);
  });

  it.each([
    ['a text file named .png', 'image', sample.text, 'foto.png'],
    ['an HTML file named .jpg', 'image', sample.html, 'foto.jpg'],
    ['an SVG image', 'image', sample.svg, 'logo.svg'],
    ['an SVG with a harmless name', 'image', sample.svg, 'logo.png'],
    ['a PNG named .jpg', 'image', sample.png, 'foto.jpg'],
    ['a PDF sent as a video', 'video', sample.pdf, 'clase.mp4'],
    ['an HTML page as material', 'material', sample.html, 'pagina.txt'],
    ['an SVG as material', 'material', sample.svg, 'dibujo.txt'],
    ['plain text named .html', 'material', sample.text, 'notas.html'],
    ['a PDF named .docx', 'material', sample.pdf, 'informe.docx'],
    ['an old Office file without its extension', 'material', sample.cfb, 'instalador.msi'],
    [
      'a ZIP named .docx that holds no document',
      'material',
      sample.zip([['a.txt', 'x']]),
      'a.docx',
    ],
    ['binary garbage as a PDF', 'pdf', Buffer.from([0, 1, 2, 3, 255, 254, 0, 7]), 'cv.pdf'],
  ] as const)('refuses %s (415) and leaves nothing behind', async (_label, kind, bytes, name) => {
    const { storage, allFiles } = newStorage();
    const saving = storage.save(sample.streamOf(bytes), { kind, folder: 'f', originalName: name });
    expect(await statusOf(saving)).toBe(415);
    expect(allFiles()).toEqual([]);
  });

  it('says in Spanish what was expected', async () => {
    const { storage } = newStorage();
    await expect(
      storage.save(sample.streamOf(sample.png), {
        kind: 'image',
        folder: 'f',
        originalName: 'a.gif',
      }),
    ).rejects.toThrow('El contenido del archivo «a.gif» no corresponde a su extensión .gif.');
    await expect(
      storage.save(sample.streamOf(sample.html), { kind: 'pdf', folder: 'f', originalName: 'cv' }),
    ).rejects.toThrow('No se admiten archivos HTML, SVG ni XML.');
    await expect(
      storage.save(sample.streamOf(sample.mp4), { kind: 'image', folder: 'f' }),
    ).rejects.toThrow('El archivo no es una imagen JPEG, PNG, GIF o WebP.');
  });

  it.each([
    ['image', sample.png, 10 * MB],
    ['pdf', sample.pdf, 20 * MB],
    ['material', sample.pdf, 100 * MB],
  ] as const)(
    'stops a %s past its limit with 413, deleting the partial file',
    async (kind, head, limit) => {
      const { storage, allFiles } = newStorage();
      expect(UPLOAD_KINDS[kind].maxBytes).toBe(limit);
      const source = sample.sizedStream(head, limit + 10 * MB);
      const saving = storage.save(source, { kind, folder: 'f', originalName: 'grande' });
      expect(await statusOf(saving)).toBe(413);
      expect(source.sent()).toBeLessThan(limit + MB);
      expect(allFiles()).toEqual([]);
    },
  );

  it('accepts a file of exactly the limit', async () => {
    const { storage } = newStorage();
    const stored = await storage.save(sample.sizedStream(sample.png, 10 * MB), {
      kind: 'image',
      folder: 'f',
    });
    expect(stored.size).toBe(10 * MB);
  });

  it('gives videos a 5 GB limit', () => {
    expect(UPLOAD_KINDS.video.maxBytes).toBe(5 * 1024 * MB);
  });

  it('refuses a spoofed type after its first bytes, without reading the rest', async () => {
    const { storage, allFiles } = newStorage();
    const source = sample.sizedStream(sample.html, 1024 * MB);
    const saving = storage.save(source, { kind: 'video', folder: 'videos' });
    expect(await statusOf(saving)).toBe(415);
    expect(source.sent()).toBeLessThan(MB);
    expect(allFiles()).toEqual([]);
  });

  it('refuses an empty file with EmptyFileError', async () => {
    const { storage, allFiles } = newStorage();
    const saving = storage.save(Readable.from([]), {
      kind: 'pdf',
      folder: 'f',
      originalName: 'cv.pdf',
    });
    await expect(saving).rejects.toBeInstanceOf(EmptyFileError);
    await expect(saving).rejects.toThrow('El archivo «cv.pdf» está vacío.');
    expect(allFiles()).toEqual([]);
  });

  it('removes the temporary file when the source fails midway', async () => {
    const { storage, allFiles } = newStorage();
    // The first chunk goes through; the connection is cut when the next one is asked for.
    let sent = false;
    const source = new Readable({
      read() {
        if (sent) this.destroy(new Error('conexión cortada'));
        else this.push(sample.pdf);
        sent = true;
      },
    });
    await expect(storage.save(source, { kind: 'pdf', folder: 'f' })).rejects.toThrow(
      'conexión cortada',
    );
    expect(allFiles()).toEqual([]);
  });

  it.each([
    '../fuera',
    '/etc',
    'cursos/../../fuera',
    'cursos\\..\\fuera',
    'cursos\0',
    '',
    '.',
    'cursos//x',
    '.oculto',
    '%2e%2e',
  ])('refuses the folder %j (400) without storing anything', async (folder) => {
    const { storage, allFiles } = newStorage();
    expect(
      await statusOf(storage.save(sample.streamOf(sample.png), { kind: 'image', folder })),
    ).toBe(400);
    expect(allFiles()).toEqual([]);
  });
});

describe('resolveInside', () => {
  it('resolves plain relative paths inside the root', () => {
    expect(resolveInside('/data/uploads', 'cursos/a.jpg')).toBe('/data/uploads/cursos/a.jpg');
  });

  it.each(['../x', 'a/../../x', '/etc/passwd', 'a\\b', 'a\0b', '', 'a/./b', '..', 'a/'])(
    'throws on %j',
    (relative) => {
      expect(() => resolveInside('/data/uploads', relative)).toThrow(AppError);
    },
  );
});

describe('the other operations', () => {
  it('writes a server-made file atomically and replaces it', async () => {
    const { storage, allFiles } = newStorage();
    const relative = 'reconocimiento/reconocimiento_7.pdf';
    await storage.writeFile(relative, sample.pdf);
    await storage.writeFile(relative, Readable.from([Buffer.from('%PDF-1.7 nuevo')]));
    expect(readFileSync(storage.absolutePath(relative), 'utf8')).toBe('%PDF-1.7 nuevo');
    expect(allFiles()).toEqual([`uploads/${relative}`]);
  });

  it('removes and discards files, ignoring missing ones', async () => {
    const { storage, allFiles } = newStorage();
    const a = await storage.save(sample.streamOf(sample.png), { kind: 'image', folder: 'f' });
    const b = await storage.save(sample.streamOf(sample.pdf), {
      kind: 'pdf',
      folder: 'cv',
      visibility: 'private',
    });
    await storage.discard([a, b, { ...a, path: 'f/no-existe.png' }]);
    await storage.remove('f/tampoco.png');
    expect(allFiles()).toEqual([]);
  });

  it('refuses paths that leave the area in every operation', async () => {
    const { storage, config } = newStorage();
    expect(() => storage.absolutePath('../private/x.pdf')).toThrow(AppError);
    await expect(storage.writeFile('../escape.pdf', sample.pdf)).rejects.toThrow(AppError);
    await expect(storage.exists('../../etc/passwd')).rejects.toThrow(AppError);
    await expect(storage.remove('../tmp')).rejects.toThrow(AppError);
    expect(existsSync(path.join(config.dataDir, 'escape.pdf'))).toBe(false);
  });
});

describe('sanitizeOriginalName', () => {
  it.each([
    ['C:\\Users\\ana\\cv final.pdf', 'cv final.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['fac\u202Etxt.exe', 'factxt.exe'],
    ['  con\nsalto\t.pdf ', 'con salto .pdf'],
    ['..', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (name, expected) => {
    expect(sanitizeOriginalName(name)).toBe(expected);
  });
});
