import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { UploadKind } from '@academia/contract/core/call';
import sharp from 'sharp';
import type { Config } from '../../config';
import { AppError, payloadTooLarge, unsupportedMediaType } from '../errors';
import { detectFromHead, MARKUP, refineFromFile, SNIFF_BYTES, ZIP } from './detect-type';
import { resolveInside } from './safe-path';
import { createFileSigner, type FileSigner, loadFileSecret } from './signed-files';
import {
  type AcceptedType,
  decideType,
  extensionOf,
  formatLimit,
  MAX_IMAGE_PIXELS,
  UPLOAD_KINDS,
  type Visibility,
} from './upload-kinds';

export type { Visibility } from './upload-kinds';

export interface StoredFile {
  /** Relative to its area, forward slashes: `cursos/3f9c….jpg`. What the database keeps. */
  path: string;
  /**
   * `/uploads/<path>` for a public file; private files have no address, and a lesson file's
   * works only once signed for a viewer (`signer`).
   */
  url: string | undefined;
  size: number;
  /** The type read from the content. */
  mime: string;
  /** The client's file name, cleaned, kept only as information (never used as a path). */
  originalName: string | undefined;
  visibility: Visibility;
}

export interface SaveOptions {
  kind: UploadKind;
  /** Relative folder for the file, e.g. `cursos` or `contenido/videos`. */
  folder: string;
  originalName?: string;
  /** `public` (default) is served under `/uploads/`; `private` only through an authorised call. */
  visibility?: Visibility;
}

export interface Storage {
  /** The folder of an area: `DATA_DIR/uploads` (public) or `DATA_DIR/private`. */
  root(visibility: Visibility): string;
  /**
   * Streams an upload to a temporary file while counting its bytes and reading its type from
   * its first bytes, then moves it atomically to `<folder>/<random>.<ext>`. Throws 413 past
   * the kind's limit, 415 for a type the kind does not accept, and {@link EmptyFileError} for
   * an empty file; nothing is left behind when it throws.
   */
  save(stream: Readable, options: SaveOptions): Promise<StoredFile>;
  /** Deletes files saved for a request that then failed; never throws. */
  discard(files: readonly StoredFile[]): Promise<void>;
  /** Deletes one file; a missing file is not an error. */
  remove(relativePath: string, visibility?: Visibility): Promise<void>;
  /** The absolute path of a stored file; throws on a path that would leave its area. */
  absolutePath(relativePath: string, visibility?: Visibility): string;
  /** Writes a file the server makes itself (a PDF), atomically, replacing any previous one. */
  writeFile(relativePath: string, data: Buffer | Readable, visibility?: Visibility): Promise<void>;
  exists(relativePath: string, visibility?: Visibility): Promise<boolean>;
  /** Signs and checks the addresses of a course's lesson files (`signed-files.ts`). */
  signer: FileSigner;
}

/** An upload with no bytes: callers that treat an empty form part as absent catch it. */
export class EmptyFileError extends AppError {
  constructor(originalName: string | undefined) {
    super(400, 'bad_request', `El ${fileLabel(originalName)} está vacío.`);
    this.name = 'EmptyFileError';
  }
}

/** Temporary files older than this are left-overs of a crash and are swept at start. */
const STALE_TEMPORARY_MS = 24 * 60 * 60 * 1000;

/** "archivo «cv.pdf»", or "archivo" when the client gave no name. */
function fileLabel(name: string | undefined): string {
  return name ? `archivo «${name}»` : 'archivo';
}

/** The client's file name as harmless text: no folders, control or direction characters. */
export function sanitizeOriginalName(name: string | undefined): string | undefined {
  const base = name?.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\p{Cf}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 255);
  return clean === '' || clean === '.' || clean === '..' ? undefined : clean;
}

function randomName(): string {
  return randomBytes(16).toString('hex');
}

/** The stored type of a file of this kind, or the Spanish refusal (415) when it is not one. */
function acceptedType(
  kind: UploadKind,
  detected: string | undefined,
  originalName: string | undefined,
): AcceptedType {
  const decision = decideType(kind, detected, originalName);
  if (decision.ok) return decision.type;
  if (decision.reason === 'markup-name' || detected === MARKUP) {
    throw unsupportedMediaType('No se admiten archivos HTML, SVG ni XML.');
  }
  if (decision.reason === 'name-mismatch') {
    throw unsupportedMediaType(
      `El contenido del ${fileLabel(originalName)} no corresponde a su extensión .${extensionOf(originalName)}.`,
    );
  }
  throw unsupportedMediaType(`El ${fileLabel(originalName)} no es ${UPLOAD_KINDS[kind].expected}.`);
}

/**
 * Counts the bytes going through and fails as soon as the limit is passed; once the first
 * bytes have arrived, hands them to `inspect`, which fails for a type that is refused.
 */
class UploadGuard extends Transform {
  size = 0;
  private head: Buffer[] = [];
  private headSize = 0;
  private inspected = false;

  constructor(
    private readonly limit: number,
    private readonly tooLarge: () => Error,
    private readonly inspect: (head: Buffer) => Promise<void>,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.limit) return callback(this.tooLarge());
    if (this.inspected) return callback(null, chunk);
    this.head.push(chunk);
    this.headSize += chunk.length;
    if (this.headSize < SNIFF_BYTES) return callback(null, chunk);
    this.runInspection().then(() => callback(null, chunk), callback);
  }

  override _flush(callback: TransformCallback) {
    if (this.inspected || this.size === 0) return callback();
    this.runInspection().then(() => callback(), callback);
  }

  private runInspection(): Promise<void> {
    this.inspected = true;
    const head = Buffer.concat(this.head);
    this.head = [];
    return this.inspect(head);
  }
}

/**
 * Refuses (413) an image whose header declares more than {@link MAX_IMAGE_PIXELS}. Only the
 * header is read, nothing is decoded; a header sharp cannot read is left to the kind's checks.
 */
async function refuseImageBomb(file: string, originalName: string | undefined): Promise<void> {
  // sharp's own pixel limit would throw here, hiding the size: the header is only read.
  const { width = 0, height = 0 } = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (width * height <= MAX_IMAGE_PIXELS) return;
  throw payloadTooLarge(
    `El ${fileLabel(originalName)} mide ${width} × ${height} píxeles; el máximo es ${MAX_IMAGE_PIXELS / 1_000_000} megapíxeles.`,
  );
}

/**
 * Waits until a write stream has let go of its file. A failed pipeline destroys the stream
 * while the file may still be opening: removed before that, the file would reappear.
 */
async function released(out: WriteStream | undefined): Promise<void> {
  if (out && !out.closed) await once(out, 'close').catch(() => undefined);
}

async function removeQuietly(file: string): Promise<void> {
  await fs.rm(file, { force: true }).catch(() => undefined);
}

async function sweepStaleTemporaryFiles(tmpDir: string): Promise<void> {
  const now = Date.now();
  for (const name of await fs.readdir(tmpDir)) {
    const file = path.join(tmpDir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat && now - stat.mtimeMs > STALE_TEMPORARY_MS) await removeQuietly(file);
  }
}

/**
 * Files under `DATA_DIR`: `uploads/` (public, served under `/uploads/`), `private/` (read only
 * through authorised calls) and `tmp/` (uploads in progress). The three must share one file
 * system so that finishing an upload is an atomic rename.
 */
export function createStorage(config: Config): Storage {
  const roots: Record<Visibility, string> = {
    public: path.join(config.dataDir, 'uploads'),
    private: path.join(config.dataDir, 'private'),
  };
  const tmpDir = path.join(config.dataDir, 'tmp');
  mkdirSync(roots.public, { recursive: true });
  mkdirSync(roots.private, { recursive: true, mode: 0o700 });
  mkdirSync(tmpDir, { recursive: true, mode: 0o700 });
  // Another instance sharing DATA_DIR may be writing fresh ones: only old left-overs go.
  sweepStaleTemporaryFiles(tmpDir).catch(() => undefined);

  const temporaryFile = () => path.join(tmpDir, `${randomName()}.part`);

  /** Moves a finished temporary file into place; the rename makes it appear whole or not at all. */
  async function moveIntoPlace(tmp: string, destination: string): Promise<void> {
    await fs.mkdir(path.dirname(destination), { recursive: true });
    await fs.rename(tmp, destination);
  }

  const storage: Storage = {
    root: (visibility) => roots[visibility],
    signer: createFileSigner(loadFileSecret(roots.private)),

    absolutePath(relativePath, visibility = 'public') {
      return resolveInside(roots[visibility], relativePath);
    },

    async save(stream, options) {
      const visibility = options.visibility ?? 'public';
      const rule = UPLOAD_KINDS[options.kind];
      const originalName = sanitizeOriginalName(options.originalName);
      let detected: string | undefined;
      const guard = new UploadGuard(
        rule.maxBytes,
        () =>
          payloadTooLarge(
            `El ${fileLabel(originalName)} supera el tamaño máximo de ${formatLimit(rule.maxBytes)} para ${rule.noun}.`,
          ),
        async (head) => {
          detected = await detectFromHead(head);
          // A ZIP may still turn out to be an Office document: that is decided on the whole file.
          if (detected !== ZIP) acceptedType(options.kind, detected, originalName);
        },
      );

      const tmp = temporaryFile();
      let out: WriteStream | undefined;
      try {
        // Checked before reading a byte: a bad folder is refused without storing anything.
        resolveInside(roots[visibility], `${options.folder}/${randomName()}`);
        out = createWriteStream(tmp, { flags: 'wx' });
        await pipeline(stream, guard, out);
        if (guard.size === 0) throw new EmptyFileError(originalName);
        const type = acceptedType(options.kind, await refineFromFile(detected, tmp), originalName);
        if (type.mime.startsWith('image/')) await refuseImageBomb(tmp, originalName);
        const relative = `${options.folder}/${randomName()}.${type.ext}`;
        await moveIntoPlace(tmp, resolveInside(roots[visibility], relative));
        return {
          path: relative,
          url: visibility === 'public' ? `/uploads/${relative}` : undefined,
          size: guard.size,
          mime: type.mime,
          originalName,
          visibility,
        };
      } catch (error) {
        stream.destroy();
        await released(out);
        await removeQuietly(tmp);
        throw error;
      }
    },

    async discard(files) {
      await Promise.all(files.map((file) => storage.remove(file.path, file.visibility)));
    },

    async remove(relativePath, visibility = 'public') {
      await removeQuietly(resolveInside(roots[visibility], relativePath));
    },

    async writeFile(relativePath, data, visibility = 'public') {
      const destination = resolveInside(roots[visibility], relativePath);
      const tmp = temporaryFile();
      const out = createWriteStream(tmp, { flags: 'wx' });
      try {
        await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, out);
        await moveIntoPlace(tmp, destination);
      } catch (error) {
        await released(out);
        await removeQuietly(tmp);
        throw error;
      }
    },

    async exists(relativePath, visibility = 'public') {
      const stat = await fs.stat(resolveInside(roots[visibility], relativePath)).catch(() => null);
      return stat?.isFile() ?? false;
    },
  };
  return storage;
}
