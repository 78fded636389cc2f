import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Folders of the public area whose files belong to a paid course's lessons (the lesson image
 * and video of agregarContenidoSubtema, the materials of both lesson calls, `videos/`: the
 * video kind's own folder, where the demo's lesson video lies): served only through a signed
 * address that a lesson call hands to a caller allowed to see the lesson.
 */
const SIGNED_FOLDERS = ['contenido/', 'materiales/', 'videos/'] as const;

/** Where the signing secret lives, in the private area next to the certificates' key. */
export const FILE_SECRET_PATH = 'claves/archivos-hmac.key';

/**
 * How long an address stays valid at least: long enough for a lesson video to play to the
 * end with pauses, short enough that a shared address soon stops working.
 */
export const SIGNED_LIFETIME_MS = 4 * 60 * 60 * 1000;
/**
 * Expiries are rounded up to this step, so one viewer gets the same address for an hour and
 * the browser's cache (keyed by the whole address) keeps serving the video it already has.
 */
const EXPIRY_STEP_MS = 60 * 60 * 1000;

export function needsSignature(relativePath: string): boolean {
  return SIGNED_FOLDERS.some((folder) => relativePath.startsWith(folder));
}

/**
 * The secret shared by every instance on this DATA_DIR: read, or made once. A second
 * instance starting at the same time links its own candidate in and loses to the first.
 */
export function loadFileSecret(privateRoot: string): Buffer {
  const file = path.join(privateRoot, FILE_SECRET_PATH);
  const read = () => {
    try {
      const hex = fs.readFileSync(file, 'utf8').trim();
      return /^[0-9a-f]{64}$/.test(hex) ? Buffer.from(hex, 'hex') : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  const existing = read();
  if (existing) return existing;
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${randomBytes(8).toString('hex')}.part`;
  fs.writeFileSync(tmp, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    fs.linkSync(tmp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  const stored = read();
  if (!stored) throw new Error(`${file} does not hold a signing secret`);
  return stored;
}

export interface FileSigner {
  /**
   * `path?exp=…&v=…&sig=…` for a lesson file, the path unchanged for any other: what a lesson
   * call answers, so a client that puts `/uploads/` before it keeps working.
   */
  sign(relativePath: string, viewer: number, now?: number): string;
  /**
   * For a path that needs a signature: the seconds its address is still valid, or undefined
   * when the signature is missing, wrong or expired. Any other path needs nothing: Infinity.
   */
  secondsLeft(relativePath: string, query: URLSearchParams, now?: number): number | undefined;
  /**
   * The same signature for an address the server answers by making the file on request (the
   * platform CV, issue 26), whatever its path: `path?exp=…&v=…&sig=…`.
   */
  signAddress(relativePath: string, viewer: number, now?: number): string;
  /** Seconds such an address is still valid, or undefined (missing, wrong or expired). */
  addressSecondsLeft(
    relativePath: string,
    query: URLSearchParams,
    now?: number,
  ): number | undefined;
}

/** HMAC-SHA-256 of the path, the expiry and the viewer: none of the three can be changed. */
export function createFileSigner(secret: Buffer): FileSigner {
  const mac = (relativePath: string, exp: number, viewer: number) =>
    createHmac('sha256', secret).update(`${relativePath}\n${exp}\n${viewer}`).digest();

  const signAddress = (relativePath: string, viewer: number, now = Date.now()) => {
    const exp = Math.ceil((now + SIGNED_LIFETIME_MS) / EXPIRY_STEP_MS) * (EXPIRY_STEP_MS / 1000);
    const sig = mac(relativePath, exp, viewer).toString('base64url');
    return `${relativePath}?${new URLSearchParams({ exp: String(exp), v: String(viewer), sig })}`;
  };

  const addressSecondsLeft = (relativePath: string, query: URLSearchParams, now = Date.now()) => {
    const exp = query.get('exp') ?? '';
    const viewer = query.get('v') ?? '';
    if (!/^[1-9]\d{0,11}$/.test(exp) || !/^[1-9]\d{0,15}$/.test(viewer)) return undefined;
    const left = Number(exp) - Math.floor(now / 1000);
    if (left <= 0) return undefined;
    const given = Buffer.from(query.get('sig') ?? '', 'base64url');
    const wanted = mac(relativePath, Number(exp), Number(viewer));
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return undefined;
    return left;
  };

  return {
    sign: (relativePath, viewer, now) =>
      needsSignature(relativePath) ? signAddress(relativePath, viewer, now) : relativePath,
    secondsLeft: (relativePath, query, now) =>
      needsSignature(relativePath)
        ? addressSecondsLeft(relativePath, query, now)
        : Number.POSITIVE_INFINITY,
    signAddress,
    addressSecondsLeft,
  };
}
